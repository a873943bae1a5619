/** Slack sandbox: Events API and interactivity deliveries signed with the v0 scheme (X-Slack-Signature, X-Slack-Request-Timestamp). */
import { createHmac } from 'node:crypto'
import type { SandboxRouter } from '../server.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'

export function mount(r: SandboxRouter) {
  mountWebhookSender(r, 'slack', '/api/event-bus/slack', (req, url) => {
    // `interactive: true` sends the body the way Slack posts block actions: form-encoded `payload=<json>`.
    const interactive = req.interactive === true
    const body = interactive ? new URLSearchParams({ payload: bodyText(req.body) }).toString() : bodyText(req.body)
    const ts = String(req.timestamp ?? nowSeconds())
    const sig = `v0=${createHmac('sha256', req.secret ?? secretFor('SLACK_SIGNING_SECRET'))
      .update(`v0:${ts}:${body}`)
      .digest('hex')}`
    return {
      url: req.url ?? url,
      headers: {
        'content-type': interactive ? 'application/x-www-form-urlencoded' : 'application/json',
        'x-slack-signature': sig,
        'x-slack-request-timestamp': ts,
      },
      body,
    }
  })
}
