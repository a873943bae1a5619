/**
 * Stripe: the official SDK checks Stripe-Signature (t=, any v1=) against the raw body and refuses timestamps older
 * than the tolerance. It does not refuse timestamps in the future, which would let a leaked signed request be replayed
 * until then, so the same window is applied the other way here. Parsing the event is the route's job: a body that is
 * signed but malformed is a 400, not a signature failure.
 */
import Stripe from 'stripe'
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'
import { SignatureError } from './signature-error.ts'

const crypto = Stripe.createSubtleCryptoProvider()
// Typed as nullable in the SDK's declarations, always present at run time (constructEventAsync calls it).
const signature = Stripe.webhooks.signature!

export async function verifyStripeSignature({
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
  if (!header) throw new SignatureError('Stripe', 'the Stripe-Signature header is missing')
  try {
    await signature.verifyHeaderAsync(body, header, secret, WEBHOOK_TOLERANCE_SECONDS, crypto, now)
  } catch (e) {
    throw new SignatureError('Stripe', (e as Error).message.split('\n')[0])
  }
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1])
  if (!Number.isFinite(timestamp) || timestamp - now / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
    throw new SignatureError('Stripe', 'Timestamp outside the tolerance zone (signed in the future)')
  }
}
