/**
 * Signed Storage URLs, asked for WITH THE CALLER'S TOKEN so Storage RLS decides (never the service key).
 * Returns null when Storage refuses or the object is gone; the file row is still listed.
 */
import { env } from '../../_shared/env.ts'

export async function signFileUrl({
  accessToken,
  bucket,
  path,
  expiresIn = 3600,
}: {
  accessToken: string
  bucket: string
  path: string
  expiresIn?: number
}) {
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  try {
    const r = await fetch(`${env.supabaseUrl}/storage/v1/object/sign/${bucket}/${encoded}`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn }),
    })
    if (!r.ok) {
      await r.body?.cancel()
      return null
    }
    const { signedURL } = (await r.json()) as { signedURL?: string }
    return signedURL ? `${env.supabaseUrl}/storage/v1${signedURL}` : null
  } catch {
    return null
  }
}
