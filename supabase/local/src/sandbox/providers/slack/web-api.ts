/**
 * The Slack sandbox's messaging Web API, as @slack/web-api calls it (form-encoded, token as Bearer or `token`):
 * chat.postMessage (with message metadata), chat.update, conversations.history (`oldest`, `include_all_metadata`)
 * and conversations.replies with cursor paging (response_metadata.next_cursor), users.lookupByEmail, files.info; refusals are HTTP 200 `{ok: false, error}`, and
 * a rate limit is HTTP 429 with Retry-After, as Slack's are. Each workspace's install channel is `C<team[1..9]>`;
 * a token of one workspace gets channel_not_found for another's. Control routes (/slack/_control/…) let tests and
 * the demo have a client type in a channel (the message is stored and its signed event delivered to the intake),
 * read what was posted, and turn on rate limiting.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { bearer, readParams, type Claims } from '../../oauth-grants.ts'
import { signSlack } from './sign.ts'

export type SandboxMessage = {
  type: 'message'
  ts: string
  user?: string
  bot_id?: string
  text: string
  thread_ts?: string
  reply_count?: number
  edited?: { user: string; ts: string }
  files?: { id: string; name: string; mimetype: string; url_private: string }[]
  blocks?: unknown[]
  metadata?: { event_type: string; event_payload: Record<string, unknown> }
}
type Channel = { id: string; team: string; name: string; messages: SandboxMessage[] }

const channels = new Map<string, Channel>()
export const people = new Map<string, { id: string; team: string; email: string; name: string; confirmed: boolean }>()
const files = new Map<string, { id: string; name: string; mimetype: string; url_private: string; team: string }>()
/** Calls left to refuse with 429 per method (set by the control route), and the Retry-After they carry. */
const limited = new Map<string, { left: number; retryAfter: number }>()
let lastTs = 0

export const installChannelId = (team: string) => `C${team.slice(1, 9)}`
const botUser = (team: string) => `U0B${team.slice(1, 9)}`

/** Slack's ts: seconds and a six-digit sequence, strictly increasing. */
function nextTs() {
  const now = Date.now() * 1000
  lastTs = Math.max(lastTs + 1, now)
  return `${Math.floor(lastTs / 1e6)}.${String(lastTs % 1e6).padStart(6, '0')}`
}

export function channelFor(team: string, id: string, name = 'bookkeeping'): Channel | undefined {
  const known = channels.get(id)
  if (known) return known.team === team ? known : undefined
  if (id !== installChannelId(team)) return undefined
  const c = { id, team, name, messages: [] }
  channels.set(id, c)
  return c
}

const ok = (res: ServerResponse, body: Record<string, unknown>) => sendJson(res, 200, { ok: true, ...body })
const refuse = (res: ServerResponse, error: string) => sendJson(res, 200, { ok: false, error })

/** Reads the call once: its parameters and the workspace its token is for. */
async function call(req: IncomingMessage): Promise<{ p: Record<string, string>; who?: Claims }> {
  const p = await readParams(req)
  const who =
    bearer('slack', req) ??
    (p.token ? bearer('slack', { headers: { authorization: `Bearer ${p.token}` } } as IncomingMessage) : undefined)
  return { p, who }
}

function rateLimited(res: ServerResponse, method: string) {
  const l = limited.get(method)
  if (!l || l.left <= 0) return false
  l.left--
  res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(l.retryAfter) })
  res.end(JSON.stringify({ ok: false, error: 'ratelimited' }))
  return true
}

/** Newest first (history) or oldest first (replies), `limit` a page, the cursor the offset it stopped at. */
function page<T>(items: T[], p: Record<string, string>) {
  const limit = Math.min(Math.max(Number(p.limit) || 100, 1), 1000)
  const start = p.cursor ? Number(Buffer.from(p.cursor, 'base64').toString('utf8').replace('offset:', '')) || 0 : 0
  const slice = items.slice(start, start + limit)
  const more = start + limit < items.length
  return {
    slice,
    has_more: more,
    response_metadata: { next_cursor: more ? Buffer.from(`offset:${start + limit}`).toString('base64') : '' },
  }
}

/** Message metadata as Slack takes it: a JSON object with a string event_type and an object event_payload. */
function readMetadata(raw: string | undefined): SandboxMessage['metadata'] | undefined | 'invalid' {
  if (raw === undefined || raw === '') return undefined
  try {
    const m = JSON.parse(raw)
    const valid =
      m && typeof m.event_type === 'string' && m.event_type && m.event_payload && typeof m.event_payload === 'object'
    return valid ? { event_type: m.event_type, event_payload: m.event_payload } : 'invalid'
  } catch {
    return 'invalid'
  }
}

/** Blocks as @slack/web-api sends them (a JSON array in the form): up to 50, each with a type, or refused. */
function readBlocks(raw: string | undefined): unknown[] | undefined | 'invalid' {
  if (raw === undefined || raw === '') return undefined
  try {
    const blocks = JSON.parse(raw)
    if (!Array.isArray(blocks) || blocks.length > 50) return 'invalid'
    return blocks.every((b) => b && typeof b === 'object' && typeof b.type === 'string') ? blocks : 'invalid'
  } catch {
    return 'invalid'
  }
}

export function mountWebApi(r: SandboxRouter) {
  r.add('POST', '/slack/api/chat.postMessage', async (req, res) => {
    if (rateLimited(res, 'chat.postMessage')) return
    const { p, who } = await call(req)
    if (!who) return refuse(res, 'invalid_auth')
    const ch = channelFor(who.a, p.channel)
    if (!ch) return refuse(res, 'channel_not_found')
    if (!p.text?.trim()) return refuse(res, 'no_text')
    if (p.text.length > 40_000) return refuse(res, 'msg_too_long')
    const root = p.thread_ts ? ch.messages.find((m) => m.ts === p.thread_ts && !m.thread_ts) : undefined
    if (p.thread_ts && !root) return refuse(res, 'thread_not_found')
    const message: SandboxMessage = { type: 'message', ts: nextTs(), bot_id: `B${who.a.slice(1, 9)}`, text: p.text }
    const blocks = readBlocks(p.blocks)
    if (blocks === 'invalid') return refuse(res, 'invalid_blocks')
    if (blocks) message.blocks = blocks
    const metadata = readMetadata(p.metadata)
    if (metadata === 'invalid') return refuse(res, 'invalid_metadata_format')
    if (metadata) message.metadata = metadata
    message.user = botUser(who.a)
    if (root) {
      message.thread_ts = root.ts
      root.reply_count = (root.reply_count ?? 0) + 1
    }
    ch.messages.push(message)
    ok(res, { channel: ch.id, ts: message.ts, message })
  })

  r.add('POST', '/slack/api/chat.update', async (req, res) => {
    if (rateLimited(res, 'chat.update')) return
    const { p, who } = await call(req)
    if (!who) return refuse(res, 'invalid_auth')
    const ch = channelFor(who.a, p.channel)
    if (!ch) return refuse(res, 'channel_not_found')
    const m = ch.messages.find((x) => x.ts === p.ts)
    if (!m) return refuse(res, 'message_not_found')
    if (m.user !== botUser(who.a)) return refuse(res, 'cant_update_message')
    const blocks = readBlocks(p.blocks)
    if (blocks === 'invalid') return refuse(res, 'invalid_blocks')
    m.text = p.text ?? m.text
    // as Slack: blocks given replace the message's (an empty list removes them); no blocks keeps the old ones
    if (blocks?.length) m.blocks = blocks
    else if (blocks) delete m.blocks
    m.edited = { user: botUser(who.a), ts: nextTs() }
    ok(res, { channel: ch.id, ts: m.ts, text: m.text })
  })

  r.add('POST', '/slack/api/conversations.history', async (req, res) => {
    if (rateLimited(res, 'conversations.history')) return
    const { p, who } = await call(req)
    if (!who) return refuse(res, 'invalid_auth')
    const ch = channelFor(who.a, p.channel)
    if (!ch) return refuse(res, 'channel_not_found')
    // as Slack: `oldest` (a ts, exclusive unless `inclusive`) bounds the page; metadata only when asked for
    const oldest = Number(p.oldest ?? 0)
    const after = (m: SandboxMessage) => (p.inclusive === 'true' ? Number(m.ts) >= oldest : Number(m.ts) > oldest)
    const roots = ch.messages.filter((m) => (!m.thread_ts || m.thread_ts === m.ts) && after(m)).reverse()
    const { slice, ...rest } = page(roots, p)
    const withMetadata = p.include_all_metadata === 'true' || p.include_all_metadata === '1'
    ok(res, {
      messages: slice.map(({ metadata, ...m }) => (withMetadata && metadata ? { ...m, metadata } : m)),
      ...rest,
    })
  })

  r.add('POST', '/slack/api/conversations.replies', async (req, res) => {
    if (rateLimited(res, 'conversations.replies')) return
    const { p, who } = await call(req)
    if (!who) return refuse(res, 'invalid_auth')
    const ch = channelFor(who.a, p.channel)
    if (!ch) return refuse(res, 'channel_not_found')
    const root = ch.messages.find((m) => m.ts === p.ts)
    if (!root) return refuse(res, 'thread_not_found')
    const thread = [root, ...ch.messages.filter((m) => m.thread_ts === root.ts && m !== root)]
    const { slice, ...rest } = page(thread, p)
    ok(res, { messages: slice, ...rest })
  })

  r.add('POST', '/slack/api/users.lookupByEmail', async (req, res) => {
    if (rateLimited(res, 'users.lookupByEmail')) return
    const { p, who } = await call(req)
    if (!who) return refuse(res, 'invalid_auth')
    const u = [...people.values()].find((x) => x.team === who.a && x.email === (p.email ?? '').toLowerCase())
    if (!u) return refuse(res, 'users_not_found')
    ok(res, { user: { id: u.id, team_id: u.team, name: u.name, real_name: u.name, profile: { email: u.email } } })
  })

  // users.info as Slack answers it: the profile's email, and whether the person confirmed it (is_email_confirmed)
  r.add('POST', '/slack/api/users.info', async (req, res) => {
    if (rateLimited(res, 'users.info')) return
    const { p, who } = await call(req)
    if (!who) return refuse(res, 'invalid_auth')
    const u = people.get(p.user ?? '')
    if (!u || u.team !== who.a) return refuse(res, 'user_not_found')
    ok(res, {
      user: {
        id: u.id,
        team_id: u.team,
        name: u.name,
        real_name: u.name,
        is_email_confirmed: u.confirmed,
        profile: { email: u.email, real_name: u.name },
      },
    })
  })

  r.add('POST', '/slack/api/files.info', async (req, res) => {
    const { p, who } = await call(req)
    if (!who) return refuse(res, 'invalid_auth')
    const f = files.get(p.file)
    if (!f || f.team !== who.a) return refuse(res, 'file_not_found')
    const { team: _team, ...file } = f
    ok(res, { file })
  })

  mountControl(r)
}

type TypeRequest = {
  team: string
  channel?: string
  user?: { id?: string; email?: string; name?: string; emailConfirmed?: boolean }
  text: string
  thread_ts?: string
  file?: { name: string; mimetype?: string }
  deliver?: boolean
}

/** Test and demo controls: a person types in a channel (stored, then its signed event delivered); reads; limits. */
function mountControl(r: SandboxRouter) {
  const intake = `${r.ctx.cfg.apiUrl}/functions/v1/webhooks/api/event-bus/slack`
  r.add('POST', '/slack/_control/type', async (req, res) => {
    const q = await readJson<TypeRequest>(req)
    const ch = channelFor(q.team, q.channel ?? installChannelId(q.team))
    if (!ch) return sendJson(res, 404, { error: 'channel_not_found' })
    const email = (q.user?.email ?? `client@${q.team.toLowerCase()}.example`).toLowerCase()
    const user = q.user?.id ?? `U${randomBytes(4).toString('hex').toUpperCase()}`
    people.set(user, {
      id: user,
      team: q.team,
      email,
      name: q.user?.name ?? email.split('@')[0],
      confirmed: q.user?.emailConfirmed ?? true,
    })
    const m: SandboxMessage = { type: 'message', ts: nextTs(), user, text: q.text }
    if (q.thread_ts) m.thread_ts = q.thread_ts
    if (q.file) {
      const id = `F${randomBytes(5).toString('hex').toUpperCase()}`
      const file = {
        id,
        name: q.file.name,
        mimetype: q.file.mimetype ?? 'application/pdf',
        url_private: `http://127.0.0.1:${r.ctx.cfg.ports.sandbox}/slack/files-pri/${q.team}-${id}/${encodeURIComponent(q.file.name)}`,
      }
      files.set(id, { ...file, team: q.team })
      m.files = [file]
    }
    ch.messages.push(m)
    const event = {
      token: 'sandbox-verification-token',
      team_id: q.team,
      api_app_id: 'A0SANDBOX01',
      type: 'event_callback',
      event_id: `Ev${randomBytes(6).toString('hex').toUpperCase()}`,
      event_time: Math.floor(Date.now() / 1000),
      event: {
        ...m,
        channel: ch.id,
        channel_type: 'channel',
        event_ts: m.ts,
        ...(m.files ? { subtype: 'file_share' } : {}),
      },
    }
    // delivered as Slack does, signed; `deliver: false` leaves that to the caller (a retry, a forged copy)
    if (q.deliver === false) return sendJson(res, 200, { message: m, event })
    const signed = signSlack({ body: event }, intake)
    const answer = await fetch(signed.url, { method: 'POST', headers: signed.headers, body: signed.body })
    sendJson(res, 200, { message: m, event, status: answer.status, response: await answer.text() })
  })

  // a shared file's download (url_private), for the bot token of its workspace only
  r.add('GET', '/slack/files-pri/:key/:name', (req, res, _url, params) => {
    const who = bearer('slack', req)
    const [team, id] = params.key.split('-')
    const f = files.get(id)
    if (!who || !f || f.team !== team || who.a !== team)
      return sendJson(res, 404, { ok: false, error: 'file_not_found' })
    res.writeHead(200, { 'content-type': f.mimetype })
    res.end(`%PDF-1.4\n% sandbox file ${f.name}\n`)
  })

  r.add('GET', '/slack/_control/channels/:id/messages', (_req, res, _url, params) => {
    sendJson(res, 200, { messages: channels.get(params.id)?.messages ?? [] })
  })

  r.add('POST', '/slack/_control/rate-limit', async (req, res) => {
    const q = await readJson<{ method: string; calls: number; retryAfter?: number }>(req)
    limited.set(q.method, { left: q.calls, retryAfter: q.retryAfter ?? 1 })
    sendJson(res, 200, { ok: true })
  })
}
