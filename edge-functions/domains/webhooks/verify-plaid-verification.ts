/**
 * Plaid: the Plaid-Verification header is an ES256 JWT. Its key is fetched by kid from Plaid's
 * /webhook_verification_key/get (cached while unexpired), iat must be within 5 minutes, and the claim
 * request_body_sha256 must equal the SHA-256 of the raw body.
 */
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose'
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'
import { safeEqual, sha256Hex } from './hmac.ts'
import { SignatureError } from './signature-error.ts'

type PlaidKey = JWK & { kid: string; created_at?: number; expired_at?: number | null }
const keys = new Map<string, PlaidKey>()

export type PlaidApi = { url: string; clientId: string; secret: string }

async function fetchKey(api: PlaidApi, kid: string): Promise<PlaidKey> {
  const cached = keys.get(kid)
  if (cached && !cached.expired_at) return cached
  const res = await fetch(`${api.url}/webhook_verification_key/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: api.clientId, secret: api.secret, key_id: kid }),
  })
  if (!res.ok) throw new SignatureError('Plaid', `no verification key ${kid} (Plaid answered ${res.status})`)
  const { key } = (await res.json()) as { key: PlaidKey }
  keys.set(kid, key)
  return key
}

export async function verifyPlaidVerification({
  body,
  header,
  api,
  now = Date.now(),
}: {
  body: Uint8Array
  header: string | undefined
  api: PlaidApi
  now?: number
}) {
  if (!header) throw new SignatureError('Plaid', 'the Plaid-Verification header is missing')
  let kid: string | undefined
  try {
    const h = decodeProtectedHeader(header)
    if (h.alg !== 'ES256') throw new Error('alg')
    kid = h.kid
  } catch {
    throw new SignatureError('Plaid', 'the verification header is not an ES256 JWT')
  }
  if (!kid) throw new SignatureError('Plaid', 'the verification JWT has no kid')
  const key = await fetchKey(api, kid)
  if (key.expired_at) throw new SignatureError('Plaid', `verification key ${kid} has expired`)
  let claims: { iat?: number; request_body_sha256?: string }
  try {
    ;({ payload: claims } = await jwtVerify(header, await importJWK(key, 'ES256'), {
      algorithms: ['ES256'],
      currentDate: new Date(now),
    }))
  } catch (e) {
    throw new SignatureError('Plaid', `the verification JWT is invalid (${(e as Error).message})`)
  }
  if (typeof claims.iat !== 'number' || Math.abs(now / 1000 - claims.iat) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new SignatureError('Plaid', 'the verification JWT was issued more than 5 minutes ago')
  }
  const bodyHash = sha256Hex(body)
  if (!claims.request_body_sha256 || !safeEqual(bodyHash, claims.request_body_sha256))
    throw new SignatureError('Plaid', 'the body does not match request_body_sha256')
  return { iat: claims.iat, bodySha256: bodyHash }
}
