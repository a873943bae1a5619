/**
 * Slack's v0 request signing, as its Events API and interactivity deliveries carry it: X-Slack-Signature is
 * v0=hex(HMAC-SHA256(signing secret, "v0:<timestamp>:<body>")) beside X-Slack-Request-Timestamp. A redelivery names
 * its attempt in X-Slack-Retry-Num and why in X-Slack-Retry-Reason.
 */
import { createHmac } from 'node:crypto'
import { bodyText, nowSeconds, secretFor, type Signed } from '../../webhook-delivery.ts'

export type SlackSignRequest = {
  body?: unknown
  url?: string
  secret?: string
  timestamp?: number
  interactive?: boolean
  retryNum?: number
  retryReason?: string
}

export function signSlack(req: SlackSignRequest, url: string): Signed {
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
      ...(req.retryNum
        ? { 'x-slack-retry-num': String(req.retryNum), 'x-slack-retry-reason': req.retryReason ?? 'http_timeout' }
        : {}),
    },
    body,
  }
}
