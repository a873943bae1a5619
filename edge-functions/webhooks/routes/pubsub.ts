/**
 * Pub/sub push intake: /api/event-bus/firehose and the mail routes /api/receipts, /api/tax-email, /api/bill-email.
 * The push token is verified, the base64 JSON data decoded, and the message recorded under subscription + message id.
 */
import { Hono, type Context } from 'hono'
import { AppError } from '../../_shared/errors.ts'
import { ZPubSubPush } from '../../../shared/schemas/webhooks.ts'
import { recordWebhookDeliveries } from '../../domains/webhooks/record-webhook-deliveries.ts'
import { verifyPubSubPush } from '../../domains/webhooks/verify-pubsub-push.ts'
import { pubSubAuth } from '../provider-config.ts'
import { limitBody } from '../body-limit.ts'
import { textProblems } from '../../../shared/rules/values.ts'
import { issuesSentence } from '../../../shared/rules/field-errors.ts'

function decodeData(b64: string): unknown {
  if (!b64) return null
  const text = new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)))
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function pubSubRoute(route: string) {
  return async (c: Context) => {
    await verifyPubSubPush({ authorization: c.req.header('authorization'), auth: pubSubAuth() })
    let json: unknown
    try {
      json = await c.req.json()
    } catch {
      throw new AppError('bad_request', 'The body is not valid JSON')
    }
    const r = ZPubSubPush.safeParse(json)
    if (!r.success) throw new AppError('bad_request', issuesSentence(r.error.issues))
    const { message, subscription } = r.data
    const messageId = (message.messageId ?? message.message_id)!
    const payload = {
      subscription,
      messageId,
      publishTime: message.publishTime ?? message.publish_time ?? null,
      attributes: message.attributes ?? {},
      data: decodeData(message.data),
    }
    const unstorable = textProblems(payload) // stored as jsonb, which cannot hold U+0000
    if (unstorable.length) throw new AppError('bad_request', issuesSentence(unstorable))
    const deliveries = [{ key: `${subscription}:${messageId}`, accountId: null, payload }]
    return c.json(await recordWebhookDeliveries({ provider: 'pubsub', route, deliveries, requireConnection: false }))
  }
}

export const mailRoutes = new Hono()
mailRoutes.post('/api/receipts', limitBody('pubsub'), pubSubRoute('receipts'))
mailRoutes.post('/api/tax-email', limitBody('pubsub'), pubSubRoute('tax-email'))
mailRoutes.post('/api/bill-email', limitBody('pubsub'), pubSubRoute('bill-email'))
