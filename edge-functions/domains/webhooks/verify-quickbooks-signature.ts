/** QuickBooks: `intuit-signature` is base64(HMAC-SHA256(verifier token, raw body)). No timestamp: replays are caught by the delivery key. */
import { hmacSha256, safeEqual } from './hmac.ts'
import { SignatureError } from './signature-error.ts'

export function verifyQuickBooksSignature({
  body,
  header,
  verifierToken,
}: {
  body: Uint8Array
  header: string | undefined
  verifierToken: string
}) {
  if (!header) throw new SignatureError('QuickBooks', 'the intuit-signature header is missing')
  if (!safeEqual(hmacSha256(verifierToken, body, 'base64'), header.trim()))
    throw new SignatureError('QuickBooks', 'the signature does not match the body')
}
