/**
 * The sandbox's webhook signing, as Plaid does it: an ES256 key pair whose public JWK is served by
 * /webhook_verification_key/get, and a `Plaid-Verification` JWT (kid, iat, request_body_sha256) on every delivery.
 * Item webhooks (SYNC_UPDATES_AVAILABLE, ITEM ERROR, ASSETS PRODUCT_READY …) are sent to the webhook URL the link
 * token named; the last deliveries are kept for `GET /plaid/_sandbox/webhooks`.
 */
import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose'
import { nowSeconds } from '../../webhook-delivery.ts'

type Key = { kid: string; privateKey: CryptoKey; jwk: Record<string, unknown> }

async function newKey(): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true })
  const kid = randomBytes(16).toString('hex')
  const jwk = {
    ...(await exportJWK(publicKey)),
    alg: 'ES256',
    use: 'sig',
    kid,
    created_at: nowSeconds(),
    expired_at: null,
  }
  return { kid, privateKey, jwk }
}

let keys: { current: Key; rogue: Key } | undefined

/** Creates the published key and a rogue one (never published: signing with it is a forged delivery). */
export async function initKeys() {
  keys ??= { current: await newKey(), rogue: await newKey() }
  return keys
}

export const publishedKey = (kid: string | undefined) =>
  keys && kid === keys.current.kid ? keys.current.jwk : undefined

/** The Plaid-Verification header for `body`; `wrongKey` signs with the unpublished key under the published kid. */
export async function verificationHeader(body: string, opts: { wrongKey?: boolean; iat?: number } = {}) {
  const k = await initKeys()
  const signer = opts.wrongKey ? k.rogue : k.current
  return await new SignJWT({ request_body_sha256: createHash('sha256').update(body).digest('hex') })
    .setProtectedHeader({ alg: 'ES256', kid: k.current.kid, typ: 'JWT' })
    .setIssuedAt(opts.iat ?? nowSeconds())
    .sign(signer.privateKey)
}

export type SentWebhook = { at: string; url: string; body: Record<string, unknown>; status: number | string }
export const sentWebhooks: SentWebhook[] = []

/** Sends one signed webhook now (awaited by callers that need it delivered, e.g. fire_webhook). */
export async function sendWebhook(
  url: string | null | undefined,
  body: Record<string, unknown>,
  log?: (m: string) => void,
) {
  if (!url) return
  const text = JSON.stringify({ ...body, environment: 'sandbox' })
  const entry: SentWebhook = { at: new Date().toISOString(), url, body: JSON.parse(text), status: 'sending' }
  sentWebhooks.push(entry)
  if (sentWebhooks.length > 200) sentWebhooks.shift()
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-verification': await verificationHeader(text) },
      body: text,
    })
    await res.arrayBuffer()
    entry.status = res.status
  } catch (e) {
    entry.status = `failed: ${(e as Error).message}`
  }
  log?.(`plaid webhook ${body.webhook_type} ${body.webhook_code} → ${url}: ${entry.status}`)
}
