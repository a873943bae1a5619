/**
 * Pub/sub push: Google signs an OIDC token (RS256) into `Authorization: Bearer`, with the push subscription's
 * audience and service-account email. The message body itself is not signed by Pub/Sub, so handlers treat its
 * data as a hint and read the content from the source API.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { SignatureError } from './signature-error.ts'

const jwkSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

export type PubSubAuth = { jwksUrl: string; audience: string; serviceAccount: string }

export async function verifyPubSubPush({
  authorization,
  auth,
}: {
  authorization: string | undefined
  auth: PubSubAuth
}) {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]
  if (!token) throw new SignatureError('Pub/Sub', 'the Authorization bearer token is missing')
  let jwks = jwkSets.get(auth.jwksUrl)
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(auth.jwksUrl))
    jwkSets.set(auth.jwksUrl, jwks)
  }
  try {
    const { payload } = await jwtVerify(token, jwks, {
      algorithms: ['RS256'],
      audience: auth.audience,
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
    })
    if (payload.email !== auth.serviceAccount || payload.email_verified !== true)
      throw new Error(`unexpected service account ${String(payload.email)}`)
  } catch (e) {
    if (e instanceof SignatureError) throw e
    throw new SignatureError('Pub/Sub', `the push token is invalid (${(e as Error).message})`)
  }
}
