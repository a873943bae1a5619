/**
 * `stripe.webhook`: every Stripe event the intake recorded (a `webhook` event from source stripe) acts once, in this
 * job's transaction: see domains/stripe/handle-webhook.ts.
 */
import { handleStripeWebhook } from '../../domains/stripe/handle-webhook.ts'
import { onEvent } from '../registry.ts'

onEvent({
  name: 'stripe.webhook',
  source: 'stripe',
  eventType: 'webhook',
  handle: async ({ tx, event }) =>
    await handleStripeWebhook({
      tx,
      organizationId: event.organizationId,
      body: (event.payload as { body?: unknown } | null)?.body,
    }),
})
