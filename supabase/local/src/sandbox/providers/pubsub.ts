/**
 * Google Cloud pub/sub push sandbox: GET /pubsub/oauth2/v3/certs is the JWKS Google publishes for its OIDC
 * tokens, and push deliveries carry `Authorization: Bearer <RS256 OIDC token>` with the push audience and the
 * service-account email, and a body of { message: { data (base64 JSON), messageId, publishTime, attributes }, subscription }.
 */
import { randomBytes } from 'node:crypto'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'
import type { SandboxRouter } from '../server.ts'
import { sendJson } from '../../http.ts'
import { mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'

export async function mount(r: SandboxRouter) {
  const kid = randomBytes(20).toString('hex')
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const rogue = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), alg: 'RS256', use: 'sig', kid }

  r.add('GET', '/pubsub/oauth2/v3/certs', (_req, res) =>
    sendJson(res, 200, { keys: [jwk] }, { 'cache-control': 'public, max-age=3600' }),
  )

  // The intake route is chosen with `route`: event-bus/firehose (default), receipts, tax-email or bill-email.
  mountWebhookSender(r, 'pubsub', '/api/event-bus/firehose', async (req, url) => {
    const iat = req.timestamp ?? nowSeconds()
    const token = await new SignJWT({ email: secretFor('PUBSUB_SERVICE_ACCOUNT'), email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(typeof req.audience === 'string' ? req.audience : secretFor('PUBSUB_AUDIENCE'))
      .setSubject('109876543210987654321')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(req.wrongKey === true ? rogue.privateKey : privateKey)
    const messageId =
      typeof req.messageId === 'string' ? req.messageId : String(BigInt(`0x${randomBytes(6).toString('hex')}`))
    const body =
      typeof req.body === 'string'
        ? req.body
        : JSON.stringify({
            message: {
              data: Buffer.from(JSON.stringify(req.body ?? {})).toString('base64'),
              messageId,
              message_id: messageId,
              publishTime: new Date(iat * 1000).toISOString(),
              publish_time: new Date(iat * 1000).toISOString(),
              attributes: (req.attributes as Record<string, string>) ?? {},
            },
            subscription:
              typeof req.subscription === 'string'
                ? req.subscription
                : 'projects/local-project/subscriptions/firehose-push',
          })
    const target = typeof req.route === 'string' ? url.replace('/api/event-bus/firehose', `/api/${req.route}`) : url
    return {
      url: req.url ?? target,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    }
  })
}
