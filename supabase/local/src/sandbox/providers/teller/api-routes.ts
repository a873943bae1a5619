/**
 * Teller's API under /teller: HTTP Basic auth with the access token as the username, accounts, their transactions
 * (newest first, paged with `count` and `from_id`, narrowed with `start_date`/`end_date`), balances and details,
 * DELETE to end an enrollment or drop an account, and Teller's error object `{"error": {"code", "message"}}`:
 * 401 without a token, 403 for an unknown or revoked one, 404 for an unknown account and (as Teller documents) for
 * any call on a disconnected enrollment with a code starting `enrollment.disconnected`, 410 for a closed account.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { sendJson } from '../../../http.ts'
import { centsText, type Entry } from './ledger.ts'
import {
  type Account,
  availableCents,
  deleteEnrollment,
  type Enrollment,
  enrollmentForToken,
  ledgerCents,
} from './enrollments.ts'

export const PREFIX = '/teller'

const fail = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { error: { code, message } })

const base = (req: IncomingMessage) => `http://${req.headers.host ?? '127.0.0.1'}${PREFIX}`

/** The caller's enrollment, or the answer Teller gives instead (already sent). */
function authorize(req: IncomingMessage, res: ServerResponse): Enrollment | undefined {
  const m = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '')
  if (!m) {
    fail(
      res,
      401,
      'missing_credentials',
      'Missing access token: use HTTP Basic auth with the access token as the username.',
    )
    return undefined
  }
  const token = Buffer.from(m[1], 'base64').toString('utf8').split(':')[0]
  const e = enrollmentForToken(token)
  if (!e || e.tokenRevoked) {
    fail(res, 403, 'invalid_access_token', 'The access token is invalid or has been revoked.')
    return undefined
  }
  e.calls++
  const fault = e.faults[0]
  if (fault) {
    if (--fault.times <= 0) e.faults.shift()
    fail(res, fault.status, fault.code, fault.message)
    return undefined
  }
  if (e.status === 'disconnected') {
    const code = e.reason
      ? `enrollment.disconnected.${e.reason.replace(/^disconnected\.?/, '')}`.replace(/\.$/, '')
      : 'enrollment.disconnected'
    fail(res, 404, code, 'The enrollment is disconnected: reconnect it with Teller Connect in update mode.')
    return undefined
  }
  return e
}

function accountOf(e: Enrollment, id: string, res: ServerResponse): Account | undefined {
  const a = e.accounts.find((x) => x.id === id)
  if (!a) fail(res, 404, 'not_found', `Account ${id} was not found.`)
  return a
}

function accountJson(req: IncomingMessage, e: Enrollment, a: Account) {
  const self = `${base(req)}/accounts/${a.id}`
  return {
    id: a.id,
    enrollment_id: e.id,
    name: a.name,
    type: a.type,
    subtype: a.subtype,
    currency: 'USD',
    last_four: a.lastFour,
    status: a.status,
    institution: e.institution,
    links: {
      self,
      balances: `${self}/balances`,
      transactions: `${self}/transactions`,
      ...(a.type === 'depository' ? { details: `${self}/details` } : {}),
    },
  }
}

function transactionJson(req: IncomingMessage, a: Account, t: Entry) {
  const self = `${base(req)}/accounts/${a.id}`
  return {
    id: t.id,
    account_id: a.id,
    amount: centsText(t.cents),
    date: t.date,
    description: t.description,
    status: t.status,
    type: t.type,
    running_balance: t.runningCents === null ? null : centsText(t.runningCents),
    details: {
      processing_status: t.status === 'pending' ? 'pending' : 'complete',
      category: t.category,
      counterparty: t.counterparty,
    },
    links: { self: `${self}/transactions/${t.id}`, account: self },
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export function mountApi(r: SandboxRouter) {
  r.add('GET', `${PREFIX}/accounts`, (req, res) => {
    const e = authorize(req, res)
    if (e)
      sendJson(
        res,
        200,
        e.accounts.map((a) => accountJson(req, e, a)),
      )
  })

  // Teller's way to end an enrollment: the accounts go and the access token stops working.
  r.add('DELETE', `${PREFIX}/accounts`, (req, res) => {
    const e = authorize(req, res)
    if (!e) return
    deleteEnrollment(e)
    res.writeHead(204)
    res.end()
  })

  r.add('GET', `${PREFIX}/accounts/:id`, (req, res, _u, p) => {
    const e = authorize(req, res)
    const a = e && accountOf(e, p.id, res)
    if (e && a) sendJson(res, 200, accountJson(req, e, a))
  })

  r.add('DELETE', `${PREFIX}/accounts/:id`, (req, res, _u, p) => {
    const e = authorize(req, res)
    const a = e && accountOf(e, p.id, res)
    if (!e || !a) return
    e.accounts = e.accounts.filter((x) => x !== a)
    res.writeHead(204)
    res.end()
  })

  r.add('GET', `${PREFIX}/accounts/:id/transactions`, (req, res, url, p) => {
    const e = authorize(req, res)
    const a = e && accountOf(e, p.id, res)
    if (!e || !a) return
    if (a.status === 'closed') return fail(res, 410, 'account.closed', `Account ${a.id} is closed.`)
    const q = url.searchParams
    const count = q.get('count')
    if (count !== null && !/^[1-9]\d{0,4}$/.test(count))
      return fail(res, 400, 'bad_request', 'count must be a positive integer.')
    for (const k of ['start_date', 'end_date'])
      if (q.get(k) !== null && !DATE.test(q.get(k)!))
        return fail(res, 400, 'bad_request', `${k} must be a date like 2024-01-31.`)
    // newest first, in the order the bank posted them (the running balance's order)
    let list = [...a.entries].reverse()
    if (q.get('start_date')) list = list.filter((t) => t.date >= q.get('start_date')!)
    if (q.get('end_date')) list = list.filter((t) => t.date <= q.get('end_date')!)
    const fromId = q.get('from_id')
    if (fromId) {
      const at = list.findIndex((t) => t.id === fromId)
      if (at < 0) return fail(res, 404, 'not_found', `Transaction ${fromId} was not found.`)
      list = list.slice(at + 1)
    }
    if (count !== null) list = list.slice(0, Number(count))
    sendJson(
      res,
      200,
      list.map((t) => transactionJson(req, a, t)),
    )
  })

  r.add('GET', `${PREFIX}/accounts/:id/transactions/:txn`, (req, res, _u, p) => {
    const e = authorize(req, res)
    const a = e && accountOf(e, p.id, res)
    if (!e || !a) return
    const t = a.entries.find((x) => x.id === p.txn)
    if (!t) return fail(res, 404, 'not_found', `Transaction ${p.txn} was not found.`)
    sendJson(res, 200, transactionJson(req, a, t))
  })

  r.add('GET', `${PREFIX}/accounts/:id/balances`, (req, res, _u, p) => {
    const e = authorize(req, res)
    const a = e && accountOf(e, p.id, res)
    if (!e || !a) return
    if (a.status === 'closed') return fail(res, 410, 'account.closed', `Account ${a.id} is closed.`)
    const self = `${base(req)}/accounts/${a.id}`
    sendJson(res, 200, {
      account_id: a.id,
      ledger: centsText(ledgerCents(a)),
      available: centsText(availableCents(a)),
      links: { self: `${self}/balances`, account: self },
    })
  })

  r.add('GET', `${PREFIX}/accounts/:id/details`, (req, res, _u, p) => {
    const e = authorize(req, res)
    const a = e && accountOf(e, p.id, res)
    if (!e || !a) return
    if (a.type !== 'depository') return fail(res, 404, 'not_found', `Account ${a.id} has no account details.`)
    const self = `${base(req)}/accounts/${a.id}`
    sendJson(res, 200, {
      account_id: a.id,
      account_number: `00${a.lastFour.padStart(8, '7')}${a.lastFour}`,
      routing_numbers: { ach: '021000021', wire: null, bacs: null },
      links: { self: `${self}/details`, account: self },
    })
  })
}
