/**
 * Plaid sandbox: POST /plaid/webhook_verification_key/get serves the ES256 public JWK by key_id (Plaid's real
 * request and response shape), and webhooks are sent with a Plaid-Verification JWT (ES256, kid, iat,
 * request_body_sha256) signed by the matching private key.
 */
import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose'
import type { SandboxRouter } from '../server.ts'
import { readJson, sendJson } from '../../http.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'

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

const plaidError = (code: string, message: string) => ({
  display_message: null,
  error_code: code,
  error_message: message,
  error_type: 'INVALID_INPUT',
  request_id: randomBytes(8).toString('hex'),
})

export async function mount(r: SandboxRouter) {
  const current = await newKey()
  // A key Plaid never published: signing with it is how tests send a delivery "signed with the wrong secret".
  const rogue = await newKey()
  const published = new Map([[current.kid, current]])

  r.add('POST', '/plaid/webhook_verification_key/get', async (req, res) => {
    const body = await readJson<{ client_id?: string; secret?: string; key_id?: string }>(req)
    if (body.client_id !== secretFor('PLAID_CLIENT_ID') || body.secret !== secretFor('PLAID_SECRET')) {
      return sendJson(res, 400, plaidError('INVALID_API_KEYS', 'invalid client_id or secret provided'))
    }
    const key = body.key_id ? published.get(body.key_id) : undefined
    if (!key) return sendJson(res, 400, plaidError('INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided'))
    sendJson(res, 200, { key: key.jwk, request_id: randomBytes(8).toString('hex') })
  })

  mountWebhookSender(r, 'plaid', '/api/event-bus/plaid', async (req, url) => {
    const body =
      typeof req.body === 'string'
        ? req.body
        : JSON.stringify({
            webhook_type: 'TRANSACTIONS',
            webhook_code: 'SYNC_UPDATES_AVAILABLE',
            item_id: 'item-sandbox',
            initial_update_complete: true,
            historical_update_complete: true,
            environment: 'sandbox',
            ...((req.body as object) ?? {}),
          })
    // `wrongKey: true` signs with an unpublished key under the published kid.
    const signer = req.wrongKey === true ? rogue : current
    const jwt = await new SignJWT({ request_body_sha256: createHash('sha256').update(body).digest('hex') })
      .setProtectedHeader({ alg: 'ES256', kid: current.kid, typ: 'JWT' })
      .setIssuedAt(req.timestamp ?? nowSeconds())
      .sign(signer.privateKey)
    return {
      url: req.url ?? url,
      headers: { 'content-type': 'application/json', 'plaid-verification': jwt },
      body: bodyText(body),
    }
  })
}
