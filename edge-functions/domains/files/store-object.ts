/**
 * Writes bytes to the files bucket as the service role, through the Storage API (hosted and local alike): for files
 * the platform receives itself, such as a mailed bill or receipt. The same path written again replaces the object,
 * so a redelivered mail stores the same file once.
 */
import { env } from '../../_shared/env.ts'
import { FILES_BUCKET } from '../../../shared/schemas/files.ts'

export async function storeObject(path: string, bytes: Uint8Array, contentType: string) {
  const res = await fetch(
    `${env.supabaseUrl}/storage/v1/object/${FILES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`,
    {
      method: 'POST',
      headers: {
        apikey: env.serviceRoleKey,
        authorization: `Bearer ${env.serviceRoleKey}`,
        'content-type': contentType,
        'x-upsert': 'true',
      },
      body: new Blob([new Uint8Array(bytes)]),
    },
  )
  const text = await res.text()
  if (!res.ok) throw new Error(`storage refused ${path}: ${res.status} ${text.slice(0, 200)}`)
}
