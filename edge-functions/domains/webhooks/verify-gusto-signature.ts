/** Gusto: X-Gusto-Signature is hex(HMAC-SHA256(the subscription's verification token, raw body)). No timestamp: replays are caught by the event uuid. */
import { hmacSha256, safeEqual } from './hmac.ts'
import { SignatureError } from './signature-error.ts'

export function verifyGustoSignature({
  body,
  header,
  verificationToken,
}: {
  body: Uint8Array
  header: string | undefined
  verificationToken: string
}) {
  if (!header) throw new SignatureError('Gusto', 'the X-Gusto-Signature header is missing')
  if (!safeEqual(hmacSha256(verificationToken, body, 'hex'), header.trim().toLowerCase()))
    throw new SignatureError('Gusto', 'the signature does not match the body')
}
