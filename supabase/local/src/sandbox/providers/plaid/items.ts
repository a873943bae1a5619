/**
 * Sandbox items: who they are (self-describing, HMAC-signed access tokens, so tokens stored before a sandbox
 * restart, like the demo's in supabase/seeds/50-plaid.sql, keep working), their accounts and balances, and their
 * transaction change log (what /transactions/sync pages through). The log is built day by day from data.ts up to
 * today and extended by test mutations; balances are kept consistent with it to the cent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { PlaidFailure, invalidInput, randomId } from './api.ts'
import {
  type ItemShape,
  type SandboxAccount,
  type SandboxTxn,
  accountsFor,
  dayEvents,
  dayString,
  stableId,
  today,
} from './data.ts'

export const INSTITUTIONS = [
  { institution_id: 'ins_109508', name: 'First Platypus Bank' },
  { institution_id: 'ins_109509', name: 'First Gingham Credit Union' },
  { institution_id: 'ins_109510', name: 'Tattersall Federal Credit Union' },
  { institution_id: 'ins_109511', name: 'Tartan Bank' },
  { institution_id: 'ins_109512', name: 'Houndstooth Bank' },
]
export const institutionName = (id: string) => INSTITUTIONS.find((i) => i.institution_id === id)?.name ?? 'Sandbox Bank'

/** Section: tokens */
const SIGNING_KEY = 'plaid-sandbox-token-signing-key (local only)'
export type ItemClaims = { i: string; n: string; s: number; p: string[]; c?: { a: number; t: number } }
const mac = (data: string) => createHmac('sha256', SIGNING_KEY).update(data).digest().subarray(0, 16)

export function accessTokenFor(claims: ItemClaims) {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `access-sandbox-${body}.${mac(body).toString('base64url')}`
}

function readAccessToken(token: unknown): ItemClaims | undefined {
  const m = /^access-sandbox-([\w-]+)\.([\w-]+)$/.exec(typeof token === 'string' ? token : '')
  if (!m) return undefined
  const got = Buffer.from(m[2], 'base64url')
  const want = mac(m[1])
  if (got.length !== want.length || !timingSafeEqual(got, want)) return undefined
  try {
    return JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as ItemClaims
  } catch {
    return undefined
  }
}

/** Section: items */
type LogEntry = { kind: 'added' | 'modified' | 'removed'; id: string; accountId: string }
type Kept = SandboxTxn & { removed?: boolean }

export class Item {
  readonly accounts: SandboxAccount[]
  readonly shape: ItemShape
  readonly log: LogEntry[] = []
  readonly txns = new Map<string, Kept>()
  webhook: string | null
  error: PlaidFailure | null = null
  consentExpiration: string | null = null
  /** test control: after this many more /transactions/sync pages with has_more, a change lands mid-pagination */
  mutateAfterPages: number | null = null
  private through: number
  private posted = new Map<string, number>()
  private pendingSum = new Map<string, number>()

  constructor(
    readonly claims: ItemClaims,
    webhook: string | null,
  ) {
    this.shape = claims.c ? { custom: { accounts: claims.c.a, transactions: claims.c.t } } : {}
    this.accounts = accountsFor(claims.i, this.shape, claims.c ? claims.i : claims.n)
    this.webhook = webhook
    this.through = claims.s - 1
  }

  get itemId() {
    return this.claims.i
  }
  get institutionId() {
    return this.claims.n
  }

  /** Brings the log up to today (a new day appends its transactions and postings). */
  materialize() {
    const end = today()
    for (let d = this.through + 1; d <= end; d++)
      for (const e of dayEvents(this.itemId, this.shape, this.accounts, this.claims.s, d)) {
        if (e.kind === 'added') this.add(e.txn)
        else this.remove(e.id)
      }
    this.through = Math.max(this.through, end)
    return this
  }

  private count(t: SandboxTxn, sign: 1 | -1) {
    const sums = t.pending ? this.pendingSum : this.posted
    sums.set(t.accountId, (sums.get(t.accountId) ?? 0) + sign * t.cents)
  }

  add(t: SandboxTxn) {
    if (this.txns.has(t.id)) throw invalidInput('INVALID_FIELD', `transaction ${t.id} already exists`)
    this.txns.set(t.id, t)
    this.count(t, 1)
    this.log.push({ kind: 'added', id: t.id, accountId: t.accountId })
  }

  modify(id: string, patch: Partial<Pick<SandboxTxn, 'cents' | 'name' | 'merchant' | 'day'>>) {
    const t = this.txns.get(id)
    if (!t || t.removed) throw invalidInput('INVALID_FIELD', `transaction ${id} does not exist`)
    this.count(t, -1)
    Object.assign(t, patch)
    this.count(t, 1)
    this.log.push({ kind: 'modified', id, accountId: t.accountId })
  }

  remove(id: string) {
    const t = this.txns.get(id)
    if (!t || t.removed) throw invalidInput('INVALID_FIELD', `transaction ${id} does not exist`)
    this.count(t, -1)
    t.removed = true
    this.log.push({ kind: 'removed', id, accountId: t.accountId })
  }

  /** Posts a pending transaction now: removed as pending, added as posted with pending_transaction_id. */
  post(id: string, cents?: number) {
    const p = this.txns.get(id)
    if (!p?.pending || p.removed) throw invalidInput('INVALID_FIELD', `transaction ${id} is not pending`)
    this.remove(id)
    const { removed: _, ...rest } = p
    this.add({
      ...rest,
      id: stableId(`${id}:posted`),
      day: today(),
      authorizedDay: p.day,
      cents: cents ?? p.cents,
      pending: false,
      pendingId: id,
    })
  }

  newTransactionId() {
    return randomId(37)
  }

  /** Plaid's balances object for an account: current from posted rows, available net of pending ones. */
  balances(a: SandboxAccount) {
    const posted = this.posted.get(a.account_id) ?? 0
    const pending = this.pendingSum.get(a.account_id) ?? 0
    const current = a.type === 'credit' ? a.openingCents + posted : a.openingCents - posted
    const available = a.type === 'credit' ? a.limitCents! - current - pending : current - pending
    return {
      available: available / 100,
      current: current / 100,
      limit: a.limitCents === null ? null : a.limitCents / 100,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
      last_updated_datetime: null as string | null,
    }
  }

  accountJson(a: SandboxAccount) {
    return {
      account_id: a.account_id,
      balances: this.balances(a),
      mask: a.mask,
      name: a.name,
      official_name: a.official_name,
      type: a.type,
      subtype: a.subtype,
      verification_status: null,
      persistent_account_id: stableId(`persistent:${a.account_id}`, 64).toLowerCase(),
      holder_category: 'business',
    }
  }

  /** The opening balance plus every posted row before `day` (Plaid sign), for statements. */
  balanceBefore(a: SandboxAccount, day: number) {
    let sum = 0
    for (const t of this.txns.values())
      if (t.accountId === a.account_id && !t.pending && !t.removed && t.day < day) sum += t.cents
    return a.type === 'credit' ? a.openingCents + sum : a.openingCents - sum
  }

  itemJson() {
    return {
      item_id: this.itemId,
      institution_id: this.institutionId,
      institution_name: institutionName(this.institutionId),
      webhook: this.webhook,
      auth_method: null,
      error: this.error?.toJSON() ?? null,
      available_products: ['assets', 'balance', 'statements'],
      billed_products: this.claims.p,
      products: this.claims.p,
      consented_products: this.claims.p,
      consent_expiration_time: this.consentExpiration,
      update_type: 'background',
    }
  }
}

const items = new Map<string, Item>()
const removed = new Set<string>()
let defaultWebhook: string | null = null
export const setDefaultWebhook = (url: string) => {
  defaultWebhook = url
}

export function createItem(opts: {
  institutionId: string
  products: string[]
  webhook: string | null
  sinceDays?: number
  custom?: { accounts: number; transactions: number }
}) {
  const claims: ItemClaims = {
    i: randomId(37),
    n: opts.institutionId,
    s: today() - (opts.sinceDays ?? 365),
    p: opts.products,
    ...(opts.custom ? { c: { a: opts.custom.accounts, t: opts.custom.transactions } } : {}),
  }
  const item = new Item(claims, opts.webhook)
  items.set(claims.i, item)
  return { item, accessToken: accessTokenFor(claims) }
}

/** The item an access token names, built on first use; refuses forged, removed and (for data calls) broken items. */
export function itemFor(token: unknown, opts: { allowError?: boolean } = {}): Item {
  const claims = readAccessToken(token)
  if (!claims) throw invalidInput('INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format')
  if (removed.has(claims.i))
    throw new PlaidFailure(
      'ITEM_ERROR',
      'ITEM_NOT_FOUND',
      'the Item you requested cannot be found. This Item does not exist, has been previously removed, or has had access removed by the user.',
    )
  let item = items.get(claims.i)
  if (!item) {
    item = new Item(claims, defaultWebhook)
    items.set(claims.i, item)
  }
  if (item.error && !opts.allowError) throw item.error
  return item.materialize()
}

export const itemById = (id: string) => items.get(id)?.materialize()

/** Item id of a token without validating it further (rate limits and faults only). */
export const itemIdOf = (body: Record<string, unknown>) => readAccessToken(body.access_token)?.i

export function removeItem(item: Item) {
  removed.add(item.itemId)
  items.delete(item.itemId)
}

export const loginRequired = () =>
  new PlaidFailure(
    'ITEM_ERROR',
    'ITEM_LOGIN_REQUIRED',
    "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
    400,
    'The login details of this account have changed. Please log in again.',
  )

export { dayString }
