/** Stripe sandbox: sends events signed with Stripe-Signature (t=, v1=) exactly as Stripe does, via the official SDK. */
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import type { SandboxRouter } from '../server.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'

/** A Stripe event envelope around `data.object`; fills in id, created and api_version when the caller leaves them out. */
export function stripeEvent(body: Record<string, unknown>) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'balance.available',
    data: { object: {} },
    ...body,
  }
}

export function mount(r: SandboxRouter) {
  mountWebhookSender(r, 'stripe', '/api/event-bus/stripe', (req, url) => {
    const body =
      typeof req.body === 'string' ? req.body : JSON.stringify(stripeEvent((req.body ?? {}) as Record<string, unknown>))
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: req.secret ?? secretFor('STRIPE_WEBHOOK_SECRET'),
      timestamp: req.timestamp ?? nowSeconds(),
    })
    return {
      url: req.url ?? url,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': header,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: bodyText(body),
    }
  })
}
