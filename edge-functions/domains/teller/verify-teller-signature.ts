/**
 * Teller: `Teller-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with one v1 per signing secret
 * while Teller rotates secrets (any may match). The timestamp must be within the tolerance, so a captured delivery
 * cannot be replayed later; a replay inside the window is stopped by the delivery key (Teller's event id).
 */
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'
import { hmacSha256, safeEqual } from '../webhooks/hmac.ts'
import { SignatureError } from '../webhooks/signature-error.ts'

export function verifyTellerSignature({
  body,
  header,
  secret,
  now = Date.now(),
}: {
  body: string
  header: string | undefined
  secret: string
  now?: number
}) {
  if (!header) throw new SignatureError('Teller', 'the Teller-Signature header is missing')
  const parts = header.split(',').map((p) => p.trim().split('='))
  const t = parts.find(([k]) => k === 't')?.[1]
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v)
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0)
    throw new SignatureError('Teller', 'the Teller-Signature header is not t=<timestamp>,v1=<signature>')
  if (Math.abs(now / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS)
    throw new SignatureError('Teller', 'the signature timestamp is outside the 5-minute tolerance')
  const expected = hmacSha256(secret, `${t}.${body}`, 'hex')
  if (!signatures.some((s) => safeEqual(s, expected)))
    throw new SignatureError('Teller', 'the signature does not match the body')
}
