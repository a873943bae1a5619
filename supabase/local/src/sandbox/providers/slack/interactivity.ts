/**
 * Slack's interactivity in the sandbox: a person clicks a button of a message the bot posted with blocks, and Slack
 * POSTs a signed, form-encoded `payload=<block_actions JSON>` to the app's Request URL (the intake), with the clicked
 * action (block_id, action_id, value), the message, the state of the message's inputs (`state.values`, as Slack has
 * sent with every block_actions since 2020) and a `response_url`. The app answers the clicker by POSTing JSON to that
 * URL (`response_type: 'ephemeral'` shows only to them); like Slack's, it takes five answers within 30 minutes.
 *   POST /slack/_control/click { team, channel?, ts, actionId, user: { id?, email?, name?, emailConfirmed? },
 *     inputs?: { [actionId]: value }, deliver? }  → { payload, status, response } (`deliver: false`: payload only)
 *   POST /slack/actions/:team/:id/:secret                     the response_url
 *   GET  /slack/_control/channels/:id/responses               what was answered through response_urls
 */
import { randomBytes } from 'node:crypto'
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { signSlack } from './sign.ts'
import { channelFor, installChannelId, people } from './web-api.ts'

type Block = { type: string; block_id?: string; elements?: Element[]; element?: Element }
type Element = { type: string; action_id?: string; value?: string; text?: unknown; style?: string }
type ClickRequest = {
  team: string
  channel?: string
  ts: string
  actionId: string
  user?: { id?: string; email?: string; name?: string; emailConfirmed?: boolean }
  inputs?: Record<string, string>
  deliver?: boolean
}
export type SandboxResponse = {
  channel: string
  user: string
  text: string
  response_type: string
  replace_original: boolean
  at: string
}

const USES = 5
const LIFETIME_MS = 30 * 60_000
const urls = new Map<string, { team: string; channel: string; user: string; uses: number; issued: number }>()
const responses = new Map<string, SandboxResponse[]>()

export function mountInteractivity(r: SandboxRouter) {
  const intake = `${r.ctx.cfg.apiUrl}/functions/v1/webhooks/api/event-bus/slack`
  const base = `http://127.0.0.1:${r.ctx.cfg.ports.sandbox}/slack`

  r.add('POST', '/slack/_control/click', async (req, res) => {
    const q = await readJson<ClickRequest>(req)
    const ch = channelFor(q.team, q.channel ?? installChannelId(q.team))
    const m = ch?.messages.find((x) => x.ts === q.ts)
    if (!ch || !m) return sendJson(res, 404, { error: 'message_not_found' })
    const blocks = (m.blocks ?? []) as Block[]
    const block = blocks.find((b) => b.type === 'actions' && b.elements?.some((e) => e.action_id === q.actionId))
    const button = block?.elements?.find((e) => e.action_id === q.actionId)
    if (!block || !button) return sendJson(res, 404, { error: 'action_not_found' })
    const email = (q.user?.email ?? `approver@${q.team.toLowerCase()}.example`).toLowerCase()
    const user = q.user?.id ?? `U${randomBytes(4).toString('hex').toUpperCase()}`
    const name = q.user?.name ?? email.split('@')[0]
    people.set(user, { id: user, team: q.team, email, name, confirmed: q.user?.emailConfirmed ?? true })
    // the message's inputs as Slack reports them: every input element, with what the person typed (or null)
    const values: Record<string, Record<string, { type: string; value: string | null }>> = {}
    for (const b of blocks)
      if (b.type === 'input' && b.block_id && b.element?.action_id)
        values[b.block_id] = {
          [b.element.action_id]: { type: b.element.type, value: q.inputs?.[b.element.action_id] ?? null },
        }
    const id = randomBytes(6).toString('hex')
    const secret = randomBytes(12).toString('hex')
    urls.set(`${q.team}/${id}/${secret}`, { team: q.team, channel: ch.id, user, uses: 0, issued: Date.now() })
    const now = Date.now() / 1000
    const payload = {
      type: 'block_actions',
      user: { id: user, username: name, name, team_id: q.team },
      api_app_id: 'A0SANDBOX01',
      token: 'sandbox-verification-token',
      container: { type: 'message', message_ts: m.ts, channel_id: ch.id, is_ephemeral: false },
      trigger_id: `${Math.floor(now)}.${randomBytes(5).readUIntBE(0, 5)}.${randomBytes(16).toString('hex')}`,
      team: { id: q.team, domain: q.team.toLowerCase() },
      channel: { id: ch.id, name: ch.name },
      message: m,
      state: { values },
      response_url: `${base}/actions/${q.team}/${id}/${secret}`,
      actions: [
        {
          type: button.type,
          action_id: button.action_id,
          block_id: block.block_id,
          text: button.text,
          value: button.value,
          ...(button.style ? { style: button.style } : {}),
          action_ts: now.toFixed(6),
        },
      ],
    }
    if (q.deliver === false) return sendJson(res, 200, { payload })
    const signed = signSlack({ body: payload, interactive: true }, intake)
    const answer = await fetch(signed.url, { method: 'POST', headers: signed.headers, body: signed.body })
    sendJson(res, 200, { payload, status: answer.status, response: await answer.text() })
  })

  r.add('POST', '/slack/actions/:team/:id/:secret', async (req, res, _url, params) => {
    const u = urls.get(`${params.team}/${params.id}/${params.secret}`)
    if (!u || Date.now() - u.issued > LIFETIME_MS || u.uses >= USES)
      return sendJson(res, 404, { ok: false, error: 'expired_url' })
    const q = await readJson<{ text?: string; response_type?: string; replace_original?: boolean }>(req)
    if (!q.text?.trim()) return sendJson(res, 400, { ok: false, error: 'no_text' })
    u.uses++
    const list = responses.get(u.channel) ?? []
    list.push({
      channel: u.channel,
      user: u.user,
      text: q.text,
      response_type: q.response_type ?? 'ephemeral',
      replace_original: q.replace_original === true,
      at: new Date().toISOString(),
    })
    responses.set(u.channel, list)
    sendJson(res, 200, { ok: true })
  })

  r.add('GET', '/slack/_control/channels/:id/responses', (_req, res, _url, params) => {
    sendJson(res, 200, { responses: responses.get(params.id) ?? [] })
  })
}
