/**
 * TaxBandits' webhook signature: `Signature` is base64(HMAC-SHA256(client secret, "<ClientId>\n<TimeStamp>")) and
 * `TimeStamp` unix seconds, accepted within 5 minutes. It proves the sender holds the API secret but does not cover
 * the body, so the product never takes a status from the body alone: the handler asks the service for the payee's
 * status (apply-w9-status.ts), and the body only says whom to ask about.
 */
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'
import { hmacSha256, safeEqual } from '../webhooks/hmac.ts'
import { SignatureError } from '../webhooks/signature-error.ts'

export function verifyTaxBanditsSignature({
  signature,
  timestamp,
  clientId,
  secret,
  now = Date.now(),
}: {
  signature: string | undefined
  timestamp: string | undefined
  clientId: string
  secret: string
  now?: number
}) {
  if (!signature || !timestamp) throw new SignatureError('TaxBandits', 'the Signature or TimeStamp header is missing')
  const ts = Number(timestamp)
  if (!Number.isInteger(ts) || Math.abs(now / 1000 - ts) > WEBHOOK_TOLERANCE_SECONDS)
    throw new SignatureError('TaxBandits', 'the timestamp is outside the 5-minute window')
  if (!safeEqual(hmacSha256(secret, `${clientId}\n${timestamp}`, 'base64'), signature.trim()))
    throw new SignatureError('TaxBandits', 'the signature does not match')
}
