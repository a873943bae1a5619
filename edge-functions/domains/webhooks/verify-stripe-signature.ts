/** Stripe: the official SDK checks Stripe-Signature (t=, any v1=) and the 300 s tolerance, then parses the event. */
import Stripe from 'stripe'
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'
import { SignatureError } from './signature-error.ts'

const crypto = Stripe.createSubtleCryptoProvider()

export async function verifyStripeSignature({ body, header, secret }: { body: string; header: string | undefined; secret: string }) {
  if (!header) throw new SignatureError('Stripe', 'the Stripe-Signature header is missing')
  try {
    return await Stripe.webhooks.constructEventAsync(body, header, secret, WEBHOOK_TOLERANCE_SECONDS, crypto)
  } catch (e) {
    throw new SignatureError('Stripe', (e as Error).message.split('\n')[0])
  }
}
