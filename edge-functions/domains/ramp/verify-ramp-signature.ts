/**
 * Ramp: `X-Ramp-Webhook-Signature` is hex(HMAC-SHA256(the webhook subscription's secret, the raw body)). The header
 * carries no timestamp, so a captured delivery is aged by the event's own created_at, which is inside the signed
 * body: older than Ramp's retries can be (RAMP_WEBHOOK_MAX_AGE_SECONDS) or from the future, it is refused. A replay
 * within that window is stopped by the delivery key, Ramp's event id.
 */
import { RAMP_WEBHOOK_MAX_AGE_SECONDS } from '../../../shared/schemas/ramp.ts'
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'
import { hmacSha256, safeEqual } from '../webhooks/hmac.ts'
import { SignatureError } from '../webhooks/signature-error.ts'

export function verifyRampSignature({
  body,
  header,
  secret,
}: {
  body: Uint8Array
  header: string | undefined
  secret: string
}) {
  if (!header) throw new SignatureError('Ramp', 'the X-Ramp-Webhook-Signature header is missing')
  if (!safeEqual(hmacSha256(secret, body, 'hex'), header.trim().toLowerCase()))
    throw new SignatureError('Ramp', 'the signature does not match the body')
}

/** The signed event's age: refused when older than Ramp retries or more than the tolerance ahead of our clock. */
export function assertRampEventFresh(createdAt: string, now = Date.now()) {
  const age = (now - Date.parse(createdAt)) / 1000
  if (age > RAMP_WEBHOOK_MAX_AGE_SECONDS)
    throw new SignatureError('Ramp', 'the event is more than a day old (a replayed delivery)')
  if (age < -WEBHOOK_TOLERANCE_SECONDS) throw new SignatureError('Ramp', 'the event is dated in the future')
}
