/**
 * How the sandbox core treats each transaction type: which rail (and so which internal clearing account) it pairs
 * with, which side of the customer's account it hits, whether it settles at once, waits for the next business day
 * or holds funds, which account types may start it, and the per-rail limits. Value sets come from
 * shared/rules/banking.ts; what is here is the core's own behaviour (docs/banking-core.md).
 */
import { createHash } from 'node:crypto'
import {
  type TBankingAccountType,
  type TEntryDirection,
  type TEntryLayer,
  type TTransactionType,
  MICROS_PER_DOLLAR,
} from '../../../../../../shared/rules/banking.ts'

/** The core's account statuses: the product's open / closed, plus suspended (set by the bank, see /sandbox/suspend). */
export const CORE_ACCOUNT_STATUSES = ['open', 'closed', 'suspended'] as const
export type TCoreAccountStatus = (typeof CORE_ACCOUNT_STATUSES)[number]
export const KYC_STATUSES = ['verified', 'review', 'rejected'] as const
export type TKycStatus = (typeof KYC_STATUSES)[number]
export const COUNTERPARTY_TYPES = ['Person', 'Business'] as const
export const COUNTERPARTY_ACCOUNT_TYPES = ['Checking', 'Savings'] as const

/** Internal clearing / settlement accounts, one per rail; external movements pair a customer account with one. */
export const CLEARING_RAILS = [
  'ach',
  'wire',
  'rtp',
  'fednow',
  'check',
  'card',
  'atm',
  'interest',
  'fees',
  'adjustments',
] as const
export type TClearingRail = (typeof CLEARING_RAILS)[number]

const RAIL_OF: Partial<Record<TTransactionType, TClearingRail>> = {
  ach_push: 'ach',
  ach_pull: 'ach',
  ach_push_return: 'ach',
  ach_pull_return: 'ach',
  ach_incoming_credit: 'ach',
  ach_incoming_debit: 'ach',
  ach_incoming_return: 'ach',
  wire_out: 'wire',
  wire_in: 'wire',
  wire_return: 'wire',
  fednow_out: 'fednow',
  fednow_in: 'fednow',
  rtp_out: 'rtp',
  rtp_in: 'rtp',
  check_deposit: 'check',
  check_deposit_return: 'check',
  check_issued: 'check',
  hold: 'card',
  hold_release: 'card',
  card_authorization: 'card',
  card_settlement: 'card',
  card_refund: 'card',
  atm_withdrawal: 'atm',
  interest: 'interest',
  fee: 'fees',
  admin_adjustment: 'adjustments',
}
/** The clearing rail a type pairs with; null for book transfers and sweeps (two customer accounts). */
export const railOf = (type: TTransactionType): TClearingRail | null => RAIL_OF[type] ?? null

/** What a customer asks for with POST /transfers; everything else is started by the network or the bank. */
export const REQUEST_TYPES = [
  'ach_push',
  'ach_pull',
  'book_transfer_out',
  'sweep',
  'wire_out',
  'rtp_out',
  'fednow_out',
  'check_issued',
] as const satisfies readonly TTransactionType[]
export type TRequestType = (typeof REQUEST_TYPES)[number]

/** What the network or the bank posts (the sandbox's /sandbox/post; /sandbox/fund is ach_incoming_credit). */
export const POSTED_TYPES = [
  'ach_incoming_credit',
  'ach_incoming_debit',
  'wire_in',
  'rtp_in',
  'fednow_in',
  'check_deposit',
  'atm_withdrawal',
  'card_refund',
  'interest',
  'fee',
  'admin_adjustment',
] as const satisfies readonly TTransactionType[]
export type TPostedType = (typeof POSTED_TYPES)[number]

const CREDITS = new Set<TTransactionType>([
  'ach_pull',
  'ach_push_return',
  'ach_incoming_credit',
  'book_transfer_in',
  'wire_in',
  'wire_return',
  'fednow_in',
  'rtp_in',
  'check_deposit',
  'card_refund',
  'hold_release',
  'interest',
])
/** The side of the customer's account a type hits (admin adjustments and returns say it themselves). */
export const customerSide = (type: TTransactionType): TEntryDirection => (CREDITS.has(type) ? 'Credit' : 'Debit')
export const opposite = (d: TEntryDirection): TEntryDirection => (d === 'Credit' ? 'Debit' : 'Credit')

/** ACH and checks wait for the next business day; card authorisations hold; everything else settles at once. */
export function initialLayer(type: TTransactionType): TEntryLayer {
  if (type === 'ach_push' || type === 'ach_pull' || type === 'check_issued' || type === 'check_deposit')
    return 'Pending'
  if (type === 'card_authorization' || type === 'hold') return 'Encumbrance'
  return 'Settled'
}

/** The return a settled (or pending) transfer of each type gets from /sandbox/return. */
export const RETURN_TYPE: Partial<Record<TTransactionType, TTransactionType>> = {
  ach_push: 'ach_push_return',
  ach_pull: 'ach_pull_return',
  ach_incoming_credit: 'ach_incoming_return',
  ach_incoming_debit: 'ach_incoming_return',
  check_deposit: 'check_deposit_return',
  wire_out: 'wire_return',
}

/** Account types that can move money on external rails (and be charged by card or ATM). */
const TRANSACTIONAL = new Set<TBankingAccountType>(['Checking', 'Cash', 'Settlement', 'Escrow', 'PlatformRevenue'])
/** Account types the customer can never debit: their balances are the bank's credit, which the sandbox does not lend. */
const NEVER_DEBITED = new Set<TBankingAccountType>(['Lending', 'CreditCard'])

/** Whether an account of this type may take part in a movement of this type (InvalidAccountType when not). */
export function accountMayStart(accountType: TBankingAccountType, type: TTransactionType, side: TEntryDirection) {
  if (type === 'book_transfer_out' || type === 'sweep') return !NEVER_DEBITED.has(accountType)
  // the bank's own postings reach any account
  if (type === 'fee' || type === 'interest' || type === 'admin_adjustment') return true
  // money arriving from outside lands on any account; sending, pulling, card and ATM need a transactional one
  if (side === 'Credit' && !(REQUEST_TYPES as readonly string[]).includes(type)) return true
  return TRANSACTIONAL.has(accountType)
}

const dollars = (n: number) => BigInt(n) * MICROS_PER_DOLLAR
/** Per-transfer limits of the core's rails (AmountExceedsLimit above them). */
export const RAIL_LIMITS: Record<TRequestType, bigint> = {
  ach_push: dollars(1_000_000),
  ach_pull: dollars(1_000_000),
  wire_out: dollars(5_000_000),
  rtp_out: dollars(1_000_000),
  fednow_out: dollars(500_000),
  check_issued: dollars(250_000),
  book_transfer_out: dollars(10_000_000),
  sweep: dollars(10_000_000),
}

/** Section: business days (sandbox time is the wall clock, UTC; weekends are not business days) */
const DAY_MS = 86_400_000
/** The start (00:00 UTC) of the business day after `ms`: when a pending ACH or check settles. */
export function nextBusinessDay(ms: number) {
  let day = Math.floor(ms / DAY_MS) + 1
  while ([0, 6].includes(new Date(day * DAY_MS).getUTCDay())) day++
  return day * DAY_MS
}

/** Section: numbers */
/** ABA routing-number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isRoutingNumber(s: string) {
  if (!/^\d{9}$/.test(s)) return false
  const d = [...s].map(Number)
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0
}
/** The sandbox bank's own routing number (the 55 prefix is unassigned by the Federal Reserve, so never a real bank). */
export const CORE_ROUTING_NUMBER = '551234561'
export const CORE_BANK = { name: 'Sandbox Core Bank', address: '100 Ledger Way, Wilmington, DE 19801' }

/** A UUID (version 4 layout) that depends only on `seed`: the demo's and the clearing accounts' ids. */
export function stableUuid(seed: string) {
  const h = createHash('sha256').update(seed).digest('hex')
  const variant = ((Number.parseInt(h[16], 16) & 3) | 8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A 12-digit account number derived from the account id, unique among `taken`. */
export function accountNumberFor(id: string, taken: ReadonlySet<string>) {
  for (let n = 0; ; n++) {
    const digits = BigInt(`0x${createHash('sha256').update(`${id}:${n}`).digest('hex').slice(0, 15)}`)
    const candidate = `40${(digits % 10_000_000_000n).toString().padStart(10, '0')}`
    if (!taken.has(candidate)) return candidate
  }
}
