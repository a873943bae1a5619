/**
 * The Stripe sandbox's money: list endpoints over each connected account's history (balance transactions, invoices,
 * subscriptions, payouts, disputes, refunds, events), as Stripe serves them. A call names its account as Connect
 * does: the platform's secret key with a `Stripe-Account` header, or the account's own OAuth access token. Lists are
 * newest first, `limit` 1 to 100 (default 10), `starting_after` / `ending_before` an object id of that list (an
 * unknown one is Stripe's 400 resource_missing), `created[gt|gte|lt|lte]` or `created=<ts>`; the answer is
 * `{object: 'list', url, has_more, data}`.
 *
 * An account's history is drawn from the shared generator (shared/rules/stripe-history.ts) the first time it is
 * read; tests and the benchmark set their own with POST /stripe/_sandbox/accounts/:account/history.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson, readJson } from '../../../http.ts'
import type { SandboxRouter } from '../../server.ts'
import { bearer, sandboxApp } from '../../oauth-grants.ts'
import {
  EMBEDDED_LINES,
  stripeHistory,
  type TStripeHistory,
  type TStripeInvoiceLine,
  type TStripeObject,
} from '../../../../../../shared/rules/stripe-history.ts'

type Listed = { id: string; created: number }
type Store = {
  lists: Record<string, Listed[]>
  index: Record<string, Map<string, number>>
  /** every invoice's lines, in order: the invoice itself embeds only the first ten */
  lines: Map<string, TStripeInvoiceLine[]>
}
type Lines = { data: TStripeInvoiceLine[]; has_more: boolean; total_count?: number; url?: string }

/** An invoice as Stripe serves it: its first ten lines embedded, `has_more` when there are more. */
function embedLines(h: TStripeHistory, lines: Map<string, TStripeInvoiceLine[]>): TStripeHistory {
  const invoices = h.invoices.map((inv) => {
    const l = inv.lines as Lines | undefined
    if (!l) return inv
    lines.set(inv.id, l.data)
    return {
      ...inv,
      lines: {
        ...l,
        data: l.data.slice(0, EMBEDDED_LINES),
        has_more: l.data.length > EMBEDDED_LINES,
        total_count: l.data.length,
        url: `/v1/invoices/${inv.id}/lines`,
      },
    }
  })
  return { ...h, invoices }
}
const accounts = new Map<string, Store>()

const LISTS = {
  balance_transactions: 'balanceTransactions',
  invoices: 'invoices',
  subscriptions: 'subscriptions',
  payouts: 'payouts',
  disputes: 'disputes',
  refunds: 'refunds',
} as const

function eventsOf(h: TStripeHistory): TStripeObject[] {
  const objects = [...h.invoices, ...h.subscriptions, ...h.payouts, ...h.disputes, ...h.refunds]
  return objects.map((o) => ({
    id: `evt_${o.id.replace(/^[a-z]+_/, '')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: o.created,
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type: `${o.object === 'invoice' ? 'invoice.paid' : `${o.object}.created`}`,
    data: { object: o },
  }))
}

function store(full: TStripeHistory): Store {
  const lines = new Map<string, TStripeInvoiceLine[]>()
  const h = embedLines(full, lines)
  const lists: Record<string, Listed[]> = {}
  const index: Record<string, Map<string, number>> = {}
  const all = { ...Object.fromEntries(Object.entries(LISTS).map(([path, key]) => [path, h[key]])), events: eventsOf(h) }
  for (const [path, rows] of Object.entries(all)) {
    // newest first, ties by id, as Stripe pages them
    const sorted = [...(rows as Listed[])].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
    lists[path] = sorted
    index[path] = new Map(sorted.map((o, i) => [o.id, i]))
  }
  return { lists, index, lines }
}

function hash(s: string) {
  let x = 2166136261
  for (const c of s) x = Math.imul(x ^ c.charCodeAt(0), 16777619)
  return x >>> 0
}

function accountStore(account: string): Store {
  let s = accounts.get(account)
  if (!s) {
    // a year to the start of today (UTC): a restarted sandbox serves the same objects at the same times all day
    const now = Math.floor(Date.now() / 86_400_000) * 86_400
    s = store(stripeHistory(hash(account), { from: now - 365 * 86_400, to: now, count: 600 }))
    accounts.set(account, s)
  }
  return s
}

/**
 * The payouts an account's history holds, as the sandbox serves them (the demo seed gives the demo organization's
 * bank feed the deposits they became: supabase/seeds/81-stripe-deposits.sql, through migrate.ts's applySeed).
 */
export function sandboxPayouts(account: string) {
  return accountStore(account).lists.payouts as TStripeObject[]
}

const stripeError = (res: ServerResponse, status: number, type: string, message: string, extra: object = {}) =>
  sendJson(res, status, { error: { type, message, ...extra } }, { 'request-id': `req_${Date.now().toString(36)}` })

/** The account a call acts for: Stripe-Account with the platform key, or the account's own token. */
function callerAccount(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization ?? ''
  if (auth === `Bearer ${sandboxApp('stripe').clientSecret}`) {
    const h = req.headers['stripe-account']
    return typeof h === 'string' && /^acct_\w+$/.test(h) ? h : undefined
  }
  return bearer('stripe', req)?.a
}

function createdFilter(url: URL): ((t: number) => boolean) | string {
  const q = url.searchParams
  const checks: ((t: number) => boolean)[] = []
  for (const [op, f] of [
    ['gt', (t: number, v: number) => t > v],
    ['gte', (t: number, v: number) => t >= v],
    ['lt', (t: number, v: number) => t < v],
    ['lte', (t: number, v: number) => t <= v],
  ] as const) {
    const raw = q.get(`created[${op}]`)
    if (raw === null) continue
    if (!/^\d+$/.test(raw)) return `Invalid integer: ${raw}`
    checks.push((t) => f(t, Number(raw)))
  }
  const exact = q.get('created')
  if (exact !== null) {
    if (!/^\d+$/.test(exact)) return `Invalid integer: ${exact}`
    checks.push((t) => t === Number(exact))
  }
  return (t) => checks.every((c) => c(t))
}

function list(path: string) {
  return (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const account = callerAccount(req)
    if (!account) return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****')
    const s = accountStore(account)
    const q = url.searchParams
    const limit = Number(q.get('limit') ?? 10)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return stripeError(
        res,
        400,
        'invalid_request_error',
        `This value must be between 1 and 100 (it currently is ${q.get('limit')}).`,
        { param: 'limit' },
      )
    const filter = createdFilter(url)
    if (typeof filter === 'string') return stripeError(res, 400, 'invalid_request_error', filter, { param: 'created' })
    const rows = s.lists[path]
    const after = q.get('starting_after')
    const before = q.get('ending_before')
    const cursor = after ?? before
    let i = 0
    if (cursor !== null) {
      const at = s.index[path].get(cursor)
      if (at === undefined)
        return stripeError(res, 400, 'invalid_request_error', `No such object: '${cursor}'`, {
          code: 'resource_missing',
          param: after !== null ? 'starting_after' : 'ending_before',
        })
      i = at + 1
    }
    const type = q.get('type')
    const keep = (o: Listed) => filter(o.created) && (!type || (o as { type?: string }).type === type)
    const data: Listed[] = []
    let more = false
    if (before !== null) {
      // the page just newer than the cursor, still newest first
      for (let j = i - 2; j >= 0; j--) {
        if (!keep(rows[j])) continue
        if (data.length === limit) {
          more = true
          break
        }
        data.unshift(rows[j])
      }
    } else {
      for (; i < rows.length; i++) {
        if (!keep(rows[i])) continue
        if (data.length === limit) {
          more = true
          break
        }
        data.push(rows[i])
      }
    }
    sendJson(res, 200, { object: 'list', url: `/v1/${path}`, has_more: more, data })
  }
}

/** GET /v1/invoices/:invoice/lines: an invoice's lines in order, paged by `starting_after` as Stripe pages them. */
function invoiceLines(req: IncomingMessage, res: ServerResponse, url: URL, p: Record<string, string>) {
  const account = callerAccount(req)
  if (!account) return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****')
  const all = accountStore(account).lines.get(p.invoice)
  if (!all)
    return stripeError(res, 404, 'invalid_request_error', `No such invoice: '${p.invoice}'`, {
      code: 'resource_missing',
      param: 'invoice',
    })
  const limit = Number(url.searchParams.get('limit') ?? 10)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    return stripeError(
      res,
      400,
      'invalid_request_error',
      `This value must be between 1 and 100 (it currently is ${url.searchParams.get('limit')}).`,
      { param: 'limit' },
    )
  const after = url.searchParams.get('starting_after')
  let i = 0
  if (after !== null) {
    const at = all.findIndex((l) => l.id === after)
    if (at < 0)
      return stripeError(res, 400, 'invalid_request_error', `No such object: '${after}'`, {
        code: 'resource_missing',
        param: 'starting_after',
      })
    i = at + 1
  }
  const data = all.slice(i, i + limit)
  sendJson(res, 200, {
    object: 'list',
    url: `/v1/invoices/${p.invoice}/lines`,
    has_more: i + limit < all.length,
    data,
  })
}

export function mountLists(r: SandboxRouter) {
  for (const path of [...Object.keys(LISTS), 'events']) r.add('GET', `/stripe/v1/${path}`, list(path))
  r.add('GET', '/stripe/v1/invoices/:invoice/lines', invoiceLines)
  // tests and the benchmark: the account's whole history, drawn from a seed over a span of Stripe times
  r.add('POST', '/stripe/_sandbox/accounts/:account/history', async (req, res, _url, p) => {
    const b = await readJson<{ seed?: number; from: number; to: number; count: number; history?: TStripeHistory }>(req)
    const h = b.history ?? stripeHistory(b.seed ?? 1, { from: b.from, to: b.to, count: b.count })
    accounts.set(p.account, store(h))
    sendJson(res, 200, { account: p.account, balanceTransactions: h.balanceTransactions.length })
  })
}
