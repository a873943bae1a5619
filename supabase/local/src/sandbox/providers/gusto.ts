/** Gusto sandbox: webhook events signed with X-Gusto-Signature = hex HMAC-SHA256 of the body with the verification token. */
import { createHmac, randomUUID } from 'node:crypto'
import type { SandboxRouter } from '../server.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'

export function mount(r: SandboxRouter) {
  mountWebhookSender(r, 'gusto', '/api/event-bus/gusto/webhooks', (req, url) => {
    const body =
      typeof req.body === 'string'
        ? req.body
        : JSON.stringify({
            uuid: randomUUID(),
            event_type: 'payroll.processed',
            resource_type: 'Company',
            resource_uuid: randomUUID(),
            entity_type: 'Payroll',
            entity_uuid: randomUUID(),
            timestamp: req.timestamp ?? nowSeconds(),
            ...((req.body as object) ?? {}),
          })
    const sig = createHmac('sha256', req.secret ?? secretFor('GUSTO_WEBHOOK_VERIFICATION_TOKEN'))
      .update(body)
      .digest('hex')
    return {
      url: req.url ?? url,
      headers: { 'content-type': 'application/json', 'x-gusto-signature': sig },
      body: bodyText(body),
    }
  })
}
