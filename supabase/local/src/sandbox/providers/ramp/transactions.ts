/**
 * The Ramp sandbox's card transactions and receipts, in the developer API's shapes: GET /developer/v1/transactions
 * (newest first; page_size 2 to 100, default 20; `start` the id after which the page begins; from_date/to_date on
 * user_transaction_time; `page.next` the next page's whole URL, null at the end), GET /developer/v1/transactions/:id,
 * and GET /developer/v1/receipts/:id, whose receipt_url (a short-lived link on Ramp's side) serves the receipt's PDF.
 * A business's transactions are drawn from its id the first time they are read: a year of card spend across a few
 * card holders, with masked card numbers in merchant descriptors, line items, accounting field selections, policy
 * violations, and receipts on most. Tests set their own with POST /ramp/_sandbox/businesses/:id/transactions.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readJson, sendJson } from '../../../http.ts'
import type { SandboxRouter } from '../../server.ts'
import { bearer } from '../../oauth-grants.ts'
import { rng } from '../../../../../../shared/rules/seeded-random.ts'
import { textPdf } from '../plaid/pdf.ts'
import { DEMO_RAMP_BUSINESS, demoStaplesTransaction } from './demo-connection.ts'

type Txn = Record<string, unknown> & { id: string; user_transaction_time: string; receipts: string[] }
type Receipt = {
  id: string
  transaction_id: string
  user_id: string
  created_at: string
  merchant: string
  amount: number
}
const businesses = new Map<string, Txn[]>()
const receipts = new Map<string, Receipt>()

const MERCHANTS = [
  ['Amazon Web Services', 'AWS EMEA *', '4816', 'Software'],
  ['Delta Air Lines', 'DELTA AIR 0062 ****', '3058', 'Airlines'],
  ['Uber', 'UBER TRIP xxxx', '4121', 'Taxi & rideshare'],
  ['Figma', 'FIGMA.COM *', '5734', 'Software'],
  ['WeWork', 'WEWORK #', '6513', 'Rent'],
  ['Blue Bottle Coffee', 'BLUE BOTTLE COFFEE *', '5814', 'Restaurants'],
] as const
const HOLDERS = [
  ['Jordan', 'Lee', 'Engineering'],
  ['Sam', 'Rivera', 'Sales'],
  ['Alex', 'Chen', 'Operations'],
] as const
const STATES = ['CLEARED', 'CLEARED', 'CLEARED', 'CLEARED', 'PENDING', 'DECLINED'] as const

function hash(s: string) {
  let x = 2166136261
  for (const c of s) x = Math.imul(x ^ c.charCodeAt(0), 16777619)
  return x >>> 0
}
const uuid = (r: () => number) =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(r() * 16).toString(16))

/** A business's year of card spend, newest first, the same for the same business id all day. */
export function rampTransactions(business: string, count = 120, days = 365): Txn[] {
  const r = rng(hash(business))
  const today = Math.floor(Date.now() / 86_400_000) * 86_400_000
  const out: Txn[] = []
  for (let i = 0; i < count; i++) {
    const [name, descriptor, mcc, category] = MERCHANTS[Math.floor(r() * MERCHANTS.length)]
    const [first, last, dept] = HOLDERS[Math.floor(r() * HOLDERS.length)]
    const amount = Math.round((5 + r() * 1200) * 100) / 100
    const at = new Date(today - Math.floor(((i + r()) / count) * days * 86_400_000))
    const id = uuid(r)
    const userId = uuid(r)
    const last4 = String(1000 + Math.floor(r() * 9000))
    const state = STATES[Math.floor(r() * STATES.length)]
    const receiptIds: string[] = []
    if (state === 'CLEARED' && r() < 0.8) {
      const rid = uuid(r)
      receiptIds.push(rid)
      receipts.set(rid, {
        id: rid,
        transaction_id: id,
        user_id: userId,
        created_at: at.toISOString(),
        merchant: name,
        amount,
      })
    }
    out.push({
      id,
      amount,
      currency_code: 'USD',
      state,
      user_transaction_time: at.toISOString(),
      settlement_date: state === 'CLEARED' ? new Date(at.getTime() + 2 * 86_400_000).toISOString() : null,
      synced_at: null,
      memo: r() < 0.3 ? `${category} for ${dept}` : null,
      statement_id: null,
      sk_category_id: Math.floor(r() * 90),
      sk_category_name: category,
      merchant_id: uuid(r),
      merchant_name: name,
      merchant_descriptor: `${descriptor}${last4}`,
      merchant_category_code: mcc,
      card_id: uuid(r),
      entity_id: uuid(r),
      limit_id: uuid(r),
      card_holder: {
        department_id: uuid(r),
        department_name: dept,
        first_name: first,
        last_name: last,
        location_id: null,
        location_name: 'New York',
        user_id: userId,
      },
      original_transaction_amount: { amount, currency_code: 'USD' },
      receipts: receiptIds,
      disputes: [],
      policy_violations:
        receiptIds.length === 0 && amount > 75
          ? [{ id: uuid(r), type: 'MISSING_RECEIPT', memo: 'Receipt required over $75', created_at: at.toISOString() }]
          : [],
      accounting_categories: [],
      accounting_field_selections: [{ category_info: { type: 'GL_ACCOUNT' }, name: category, type: 'GL_ACCOUNT' }],
      line_items: [
        {
          amount: { amount, currency_code: 'USD' },
          converted_amount: null,
          memo: null,
          accounting_field_selections: [],
        },
      ],
    })
  }
  return out.sort((a, b) => (a.user_transaction_time < b.user_transaction_time ? 1 : -1))
}

/** The demo business (supabase/seeds/92-ramp.sql): a year of card spend, and the seeded Staples line with its receipt. */
function demoTransactions(): Txn[] {
  const staples = demoStaplesTransaction() as unknown as Txn
  const rid = staples.receipts[0]
  receipts.set(rid, {
    id: rid,
    transaction_id: staples.id,
    user_id: '',
    created_at: staples.user_transaction_time,
    merchant: 'Staples',
    amount: 85.37,
  })
  return [staples, ...rampTransactions(DEMO_RAMP_BUSINESS)].sort((a, b) =>
    a.user_transaction_time < b.user_transaction_time ? 1 : -1,
  )
}

const rampError = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, {
    error_v2: { additional_info: {}, error_code: code, error_id: 'sandbox', message, notes: '' },
    error: { details: {}, message },
  })

/** The business a token reaches, if the token is live and has the scope; answers the refusal otherwise. */
function caller(req: IncomingMessage, res: ServerResponse, scope: string): string | undefined {
  const c = bearer('ramp', req)
  if (!c) {
    rampError(res, 401, 'DEVELOPER_7003', 'Access token is invalid, expired or revoked')
    return undefined
  }
  if (!(c.s ?? '').split(' ').includes(scope)) {
    rampError(res, 403, 'DEVELOPER_7005', `Missing required scope: ${scope}`)
    return undefined
  }
  if (!businesses.has(c.a)) businesses.set(c.a, c.a === DEMO_RAMP_BUSINESS ? demoTransactions() : rampTransactions(c.a))
  return c.a
}

export function mountTransactions(r: SandboxRouter) {
  r.add('GET', '/ramp/developer/v1/transactions', (req, res, url) => {
    const business = caller(req, res, 'transactions:read')
    if (!business) return
    const q = url.searchParams
    const size = Number(q.get('page_size') ?? 20)
    if (!Number.isInteger(size) || size < 2 || size > 100)
      return rampError(res, 400, 'DEVELOPER_7000', 'page_size must be between 2 and 100')
    const from = q.get('from_date')
    const to = q.get('to_date')
    let rows = (businesses.get(business) ?? []).filter(
      (t) => (!from || t.user_transaction_time >= from) && (!to || t.user_transaction_time < to),
    )
    const start = q.get('start')
    if (start) {
      const at = rows.findIndex((t) => t.id === start)
      if (at < 0) return rampError(res, 400, 'DEVELOPER_7000', `Invalid start: ${start}`)
      rows = rows.slice(at + 1)
    }
    const data = rows.slice(0, size)
    let next: string | null = null
    if (rows.length > size) {
      const n = new URL(`http://${req.headers.host}/ramp/developer/v1/transactions`)
      for (const [k, v] of q) if (k !== 'start') n.searchParams.set(k, v)
      n.searchParams.set('start', data[data.length - 1].id)
      next = n.toString()
    }
    sendJson(res, 200, { data, page: { next } })
  })

  r.add('GET', '/ramp/developer/v1/transactions/:id', (req, res, _url, p) => {
    const business = caller(req, res, 'transactions:read')
    if (!business) return
    const t = businesses.get(business)?.find((x) => x.id === p.id)
    if (!t) return rampError(res, 404, 'DEVELOPER_7004', `Transaction ${p.id} not found`)
    sendJson(res, 200, t)
  })

  r.add('GET', '/ramp/developer/v1/receipts/:id', (req, res, _url, p) => {
    const business = caller(req, res, 'receipts:read')
    if (!business) return
    const rec = receipts.get(p.id)
    // a receipt of another business is as unknown as one that never existed
    if (!rec || !businesses.get(business)?.some((t) => t.id === rec.transaction_id))
      return rampError(res, 404, 'DEVELOPER_7004', `Receipt ${p.id} not found`)
    const { merchant: _m, amount: _a, ...shape } = rec
    sendJson(res, 200, { ...shape, receipt_url: `http://${req.headers.host}/ramp/_files/receipts/${rec.id}` })
  })

  // where receipt_url points: the receipt itself, a PDF naming the merchant, the amount and the date
  r.add('GET', '/ramp/_files/receipts/:id', (_req, res, _url, p) => {
    const rec = receipts.get(p.id)
    if (!rec) return sendJson(res, 404, { error: 'not found' })
    const pdf = textPdf(
      [rec.merchant, `Total $${rec.amount.toFixed(2)}`, `Date ${rec.created_at.slice(0, 10)}`],
      `Receipt ${rec.id}`,
    )
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
    res.end(pdf)
  })

  // tests: a business's whole list, replacing what it had
  r.add('POST', '/ramp/_sandbox/businesses/:id/transactions', async (req, res, _url, p) => {
    const b = await readJson<{ count?: number; transactions?: Txn[] }>(req)
    const rows = b.transactions ?? rampTransactions(p.id, b.count ?? 120)
    // receipts named by the given transactions are theirs (a test may move a receipt onto a line)
    for (const t of rows)
      for (const rid of t.receipts)
        if (!receipts.has(rid))
          receipts.set(rid, {
            id: rid,
            transaction_id: t.id,
            user_id: String((t.card_holder as { user_id?: string } | undefined)?.user_id ?? ''),
            created_at: t.user_transaction_time,
            merchant: String(t.merchant_name ?? 'Merchant'),
            amount: Number(t.amount),
          })
    businesses.set(
      p.id,
      [...rows].sort((a, c) => (a.user_transaction_time < c.user_transaction_time ? 1 : -1)),
    )
    sendJson(res, 200, { business: p.id, transactions: rows.length })
  })
}
