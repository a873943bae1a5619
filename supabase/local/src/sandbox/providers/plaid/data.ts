/**
 * Deterministic bank data for a sandbox item: its accounts and, day by day, the transactions each day brings. The
 * default item is a small bakery's banking (checking with daily card-sales deposits, rent, payroll, suppliers and
 * utilities; a savings account with a weekly transfer and monthly interest; a credit card with everyday purchases that
 * post two days after they appear as pending). A "custom" item (benchmarks) has N checking accounts sharing a fixed
 * number of transactions spread evenly over a year. A day's events depend only on the item and the day, so the
 * history is the same after a sandbox restart and grows by appending days.
 */
import { createHash } from 'node:crypto'
import {
  type SandboxTxn,
  CARD_PAYMENT,
  CARD_SPEND,
  CARD_THANKS,
  FLOUR,
  FROM_CHECKING,
  GAS,
  INTEREST,
  INTERNET,
  type Merchant,
  PAYROLL,
  POWER,
  RENT,
  SALES,
  SUBSCRIPTIONS,
  SYSCO,
  TO_SAVINGS,
} from './merchants.ts'

export type AccountType = 'depository' | 'credit'
export type SandboxAccount = {
  account_id: string
  name: string
  official_name: string
  mask: string
  type: AccountType
  subtype: 'checking' | 'savings' | 'credit card'
  openingCents: number
  limitCents: number | null
}

/** A transaction as the sandbox keeps it; `cents` has Plaid's sign (positive = money out of the account). */
export type { SandboxTxn }

export type DayEvent = { kind: 'added'; txn: SandboxTxn } | { kind: 'removed'; id: string; accountId: string }

export type ItemShape = { custom?: { accounts: number; transactions: number } }

export const DAY_MS = 86_400_000
export const today = () => Math.floor(Date.now() / DAY_MS)
export const dayString = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10)
export const dayOf = (s: string) => Math.floor(Date.parse(`${s}T00:00:00Z`) / DAY_MS)
export const CUSTOM_DAYS = 365
export const POSTING_DELAY_DAYS = 2

/** Section: deterministic randomness */
const digest = (s: string) => createHash('sha256').update(s).digest()
export function stableId(seed: string, length = 37) {
  const b = digest(seed)
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[(b[i % b.length] + (i >> 5) * 7) % 62]
  return out
}
function rng(seed: string) {
  let a = digest(seed).readUInt32LE(0)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const between = (r: () => number, lo: number, hi: number) => Math.round(lo * 100 + r() * (hi - lo) * 100)

/** Section: accounts */
/**
 * An Item's accounts. Their ids are the Item's own; their masks are the bank's (`maskSeed`, the institution for a
 * sandbox login), as at a real bank: the same login linked twice shows the same account numbers, which is how a
 * duplicate Item is recognised.
 */
export function accountsFor(itemId: string, shape: ItemShape, maskSeed: string = itemId): SandboxAccount[] {
  const id = (i: number) => stableId(`${itemId}:account:${i}`)
  const mask = (i: number) => String(1000 + (digest(`${maskSeed}:mask:${i}`).readUInt16LE(0) % 9000))
  if (shape.custom)
    return Array.from({ length: shape.custom.accounts }, (_, i) => ({
      account_id: id(i),
      name: `Operating ${i + 1}`,
      official_name: `Business Checking ${i + 1}`,
      mask: mask(i),
      type: 'depository',
      subtype: 'checking',
      openingCents: 5_000_000,
      limitCents: null,
    }))
  return [
    {
      account_id: id(0),
      name: 'Plaid Checking',
      official_name: 'Plaid Business Checking',
      mask: mask(0),
      type: 'depository',
      subtype: 'checking',
      openingCents: 2_400_000,
      limitCents: null,
    },
    {
      account_id: id(1),
      name: 'Plaid Saving',
      official_name: 'Plaid Business Savings',
      mask: mask(1),
      type: 'depository',
      subtype: 'savings',
      openingCents: 6_000_000,
      limitCents: null,
    },
    {
      account_id: id(2),
      name: 'Plaid Credit Card',
      official_name: 'Plaid Business Card',
      mask: mask(2),
      type: 'credit',
      subtype: 'credit card',
      openingCents: 90_000,
      limitCents: 1_500_000,
    },
  ]
}

function txn(
  itemId: string,
  acct: SandboxAccount,
  day: number,
  n: string,
  cents: number,
  mer: Merchant,
  pending = false,
): SandboxTxn {
  return {
    id: stableId(`${itemId}:${acct.account_id}:${day}:${n}`),
    accountId: acct.account_id,
    day,
    cents,
    name: mer.name,
    merchant: mer.merchant,
    category: mer.category,
    categoryId: mer.categoryId,
    pfc: mer.pfc,
    channel: mer.channel,
    pending,
    pendingId: null,
    website: mer.website ?? null,
  }
}

/** Section: a day of the default (bakery) item. Posted rows first, then new pending rows, then postings of older pending rows. */
function bakeryDay(
  itemId: string,
  accts: SandboxAccount[],
  day: number,
): { posted: SandboxTxn[]; pending: SandboxTxn[] } {
  const [checking, savings, card] = accts
  const r = rng(`${itemId}:day:${day}`)
  const date = new Date(day * DAY_MS)
  const weekday = date.getUTCDay()
  const dom = date.getUTCDate()
  const posted: SandboxTxn[] = []
  const pending: SandboxTxn[] = []
  if (weekday !== 0) posted.push(txn(itemId, checking, day, 'sales', -between(r, 600, 2400), SALES))
  if (dom === 1) posted.push(txn(itemId, checking, day, 'rent', 425_000, RENT))
  // payroll every other Friday
  if (weekday === 5 && Math.floor(day / 7) % 2 === 0)
    posted.push(txn(itemId, checking, day, 'payroll', between(r, 8000, 9500), PAYROLL))
  if (weekday === 1) posted.push(txn(itemId, checking, day, 'flour', between(r, 900, 1600), FLOUR))
  if (weekday === 4) posted.push(txn(itemId, checking, day, 'sysco', between(r, 700, 1300), SYSCO))
  if (dom === 5) posted.push(txn(itemId, checking, day, 'power', between(r, 380, 640), POWER))
  if (dom === 8) posted.push(txn(itemId, checking, day, 'gas', between(r, 150, 320), GAS))
  if (dom === 12) posted.push(txn(itemId, checking, day, 'internet', 18_999, INTERNET))
  // a weekly sweep to savings, every Monday
  if (weekday === 1) {
    posted.push(txn(itemId, checking, day, 'to-savings', 50_000, TO_SAVINGS))
    posted.push(txn(itemId, savings, day, 'from-checking', -50_000, FROM_CHECKING))
  }
  if (dom === 25) {
    const amount = between(r, 1600, 2100)
    posted.push(txn(itemId, checking, day, 'card-payment', amount, CARD_PAYMENT))
    posted.push(txn(itemId, card, day, 'card-payment', -amount, CARD_THANKS))
  }
  if (dom === 15) posted.push(txn(itemId, savings, day, 'interest', -between(r, 25, 45), INTEREST))
  for (const [d, mer, lo, hi] of SUBSCRIPTIONS)
    if (dom === d) posted.push(txn(itemId, card, day, `sub-${mer.merchant}`, between(r, lo, hi), mer))
  const roll = r()
  const purchases = roll < 0.36 ? 0 : roll < 0.9 ? 1 : 2
  for (let i = 0; i < purchases; i++) {
    const [mer, lo, hi] = CARD_SPEND[Math.floor(r() * CARD_SPEND.length)]
    pending.push(txn(itemId, card, day, `spend-${i}`, between(r, lo, hi), mer, true))
  }
  return { posted, pending }
}

/**
 * The posted row that replaces a pending one: new id, dated the day it posts, authorized the day it was made,
 * pending_transaction_id set, sometimes a tip added.
 */
function postingOf(p: SandboxTxn, day: number): SandboxTxn {
  const r = rng(`${p.id}:post`)
  const tip = p.merchant === 'Starbucks' && r() < 0.3 ? 100 : 0
  return {
    ...p,
    id: stableId(`${p.id}:posted`),
    day,
    authorizedDay: p.day,
    cents: p.cents + tip,
    pending: false,
    pendingId: p.id,
  }
}

/** Section: custom items (benchmarks): `transactions` rows over CUSTOM_DAYS days, round-robin over the accounts */
const CUSTOM_MERCHANTS: Merchant[] = [SALES, FLOUR, SYSCO, POWER, ...CARD_SPEND.map(([x]) => x)]
function customDay(itemId: string, accts: SandboxAccount[], since: number, day: number, total: number): SandboxTxn[] {
  const k = day - since
  if (k < 0 || k >= CUSTOM_DAYS) return []
  const from = Math.ceil((k * total) / CUSTOM_DAYS)
  const to = Math.ceil(((k + 1) * total) / CUSTOM_DAYS)
  const out: SandboxTxn[] = []
  for (let i = from; i < to; i++) {
    const r = rng(`${itemId}:custom:${i}`)
    const mer = CUSTOM_MERCHANTS[Math.floor(r() * CUSTOM_MERCHANTS.length)]
    const cents = mer === SALES ? -between(r, 100, 2500) : between(r, 5, 900)
    out.push(txn(itemId, accts[i % accts.length], day, `c${i}`, cents, mer))
  }
  return out
}

/** Every change one day brings, in the order /transactions/sync reports them. */
export function dayEvents(
  itemId: string,
  shape: ItemShape,
  accts: SandboxAccount[],
  since: number,
  day: number,
): DayEvent[] {
  if (shape.custom)
    return customDay(itemId, accts, since, day, shape.custom.transactions).map((txn) => ({ kind: 'added', txn }))
  const { posted, pending } = bakeryDay(itemId, accts, day)
  const events: DayEvent[] = [...posted, ...pending].map((txn) => ({ kind: 'added', txn }))
  const earlier = day - POSTING_DELAY_DAYS
  if (earlier >= since)
    for (const p of bakeryDay(itemId, accts, earlier).pending) {
      events.push({ kind: 'removed', id: p.id, accountId: p.accountId })
      events.push({ kind: 'added', txn: postingOf(p, day) })
    }
  return events
}
