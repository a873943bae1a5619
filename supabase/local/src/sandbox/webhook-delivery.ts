/**
 * Lets tests and the local demo make a provider send a signed webhook, the way the real provider would:
 *   POST /<provider>/_webhooks/sign     → { url, headers, body } (nothing sent; tests tamper with it)
 *   POST /<provider>/_webhooks/deliver  → { status, response } after POSTing it to the intake
 * Request: { body, url?, secret?, timestamp?, ...provider options }. `secret` signs with another secret (to test a
 * wrong one); `timestamp` (unix seconds) back-dates the signature.
 */
import type { SandboxRouter } from './server.ts'
import { readJson, sendJson } from '../http.ts'
import { LOCAL_WEBHOOK_SECRETS, type TWebhookSecretName } from '../../../../shared/schemas/webhooks.ts'

type SignRequest = { body?: unknown; url?: string; secret?: string; timestamp?: number; [k: string]: unknown }
export type Signed = { url: string; headers: Record<string, string>; body: string }
type Signer = (req: SignRequest, defaultUrl: string) => Promise<Signed> | Signed

export const secretFor = (name: TWebhookSecretName) => process.env[name] ?? LOCAL_WEBHOOK_SECRETS[name]
export const nowSeconds = () => Math.floor(Date.now() / 1000)
export const bodyText = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body ?? {}))

export function mountWebhookSender(r: SandboxRouter, provider: string, intakePath: string, sign: Signer) {
  const defaultUrl = `${r.ctx.cfg.apiUrl}/functions/v1/webhooks${intakePath}`
  r.add('POST', `/${provider}/_webhooks/sign`, async (req, res) => {
    sendJson(res, 200, await sign(await readJson<SignRequest>(req), defaultUrl))
  })
  r.add('POST', `/${provider}/_webhooks/deliver`, async (req, res) => {
    const signed = await sign(await readJson<SignRequest>(req), defaultUrl)
    const answer = await fetch(signed.url, { method: 'POST', headers: signed.headers, body: signed.body })
    const text = await answer.text()
    let response: unknown = text
    try {
      response = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    r.ctx.log('sandbox', `${provider} webhook → ${signed.url}: ${answer.status}`)
    sendJson(res, 200, { status: answer.status, response, sent: signed })
  })
}
