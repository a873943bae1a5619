/** Slack: X-Slack-Signature is v0=hex(HMAC-SHA256(signing secret, "v0:<timestamp>:<raw body>")), timestamp within 5 minutes. */
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'
import { hmacSha256, safeEqual } from './hmac.ts'
import { SignatureError } from './signature-error.ts'

export function verifySlackSignature({
  body,
  signature,
  timestamp,
  secret,
  now = Date.now(),
}: {
  body: string
  signature: string | undefined
  timestamp: string | undefined
  secret: string
  now?: number
}) {
  if (!signature || !timestamp)
    throw new SignatureError('Slack', 'the X-Slack-Signature or X-Slack-Request-Timestamp header is missing')
  const ts = Number(timestamp)
  if (!Number.isInteger(ts) || Math.abs(now / 1000 - ts) > WEBHOOK_TOLERANCE_SECONDS)
    throw new SignatureError('Slack', 'the request timestamp is outside the 5-minute window')
  if (!safeEqual(`v0=${hmacSha256(secret, `v0:${timestamp}:${body}`, 'hex')}`, signature.trim()))
    throw new SignatureError('Slack', 'the signature does not match the body')
}
