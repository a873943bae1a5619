/**
 * Plaid's shapes to ours, pure: a transaction to a provider_transactions row (signed from the organization's side:
 * Plaid's positive amount is money out, so it is negated; cents exact from Plaid's decimal), a balances object to
 * micros. Amounts are converted from their decimal text, never by multiplying floats.
 */
import type { AccountBase, Transaction } from 'plaid'

/**
 * A decimal number as integer units of 10^-digits, exactly as written (JSON numbers like 12.34 parse to the nearest
 * double; its shortest text form is the decimal Plaid sent). Rounds half away from zero past `digits`.
 */
export function decimalToUnits(value: number, digits: number): number {
  if (!Number.isFinite(value)) throw new Error(`Not a finite amount: ${value}`)
  const text = Math.abs(value).toFixed(Math.min(20, digits + 4)) // fixed notation; no exponent for tiny values
  const shortest = String(Math.abs(value))
  const exact = /^\d+(\.\d+)?$/.test(shortest) ? shortest : text
  const [whole, frac = ''] = exact.split('.')
  const kept = frac.padEnd(digits, '0').slice(0, digits)
  let units = Number(whole) * 10 ** digits + Number(kept || '0')
  if (Number(frac[digits] ?? '0') >= 5) units += 1
  if (!Number.isSafeInteger(units)) throw new Error(`Amount out of range: ${value}`)
  return value < 0 && units !== 0 ? -units : units
}

export const toCents = (v: number) => decimalToUnits(v, 2)
export const toMicros = (v: number | null | undefined) => (v === null || v === undefined ? null : decimalToUnits(v, 6))

/** Plaid's sign (positive = out of the account) to ours (money in positive). */
export const signedCents = (plaidAmount: number) => {
  const c = toCents(plaidAmount)
  return c === 0 ? 0 : -c
}

const CURRENCY = /^[A-Z]{3}$/
const CHANNELS = new Set(['online', 'in store', 'other'])
const dayStart = (d: string | null | undefined) => (d ? `${d}T00:00:00Z` : null)

export type TransactionRow = {
  account_id: string
  transaction_id: string
  status: 'pending' | 'posted'
  pending: boolean
  pending_transaction_id: string | null
  transaction_effective_time: string
  transaction_created_time: string | null
  currency: string
  total_amount_cents: number
  description: string | null
  vendor: string | null
  payment_channel: string | null
  category: string[]
  counterparties: unknown[]
  raw: Transaction
}

/**
 * A Plaid transaction as a provider_transactions row (the bank account is resolved by `account_id` when stored).
 * Effective time is the day it posted (pending: the day it appeared), which is what statements and balances count;
 * created time is when it was authorized. Vendor is the merchant, else the first counterparty.
 */
export function toTransactionRow(t: Transaction): TransactionRow {
  const pfc = t.personal_finance_category
  const currency = t.iso_currency_code ?? t.unofficial_currency_code ?? 'USD'
  return {
    account_id: t.account_id,
    transaction_id: t.transaction_id,
    status: t.pending ? 'pending' : 'posted',
    pending: t.pending,
    pending_transaction_id: t.pending_transaction_id ?? null,
    transaction_effective_time: dayStart(t.date)!,
    transaction_created_time: t.authorized_datetime ?? dayStart(t.authorized_date),
    currency: CURRENCY.test(currency) ? currency : 'XXX',
    total_amount_cents: signedCents(t.amount),
    description: t.name ?? t.original_description ?? null,
    vendor: t.merchant_name ?? t.counterparties?.[0]?.name ?? null,
    payment_channel: CHANNELS.has(t.payment_channel) ? t.payment_channel : null,
    category: t.category?.length ? t.category : pfc ? [pfc.primary, pfc.detailed] : [],
    counterparties: t.counterparties ?? [],
    raw: t,
  }
}

export type BalanceRow = {
  account_id: string
  available_micros: number | null
  current_micros: number | null
  iso_currency_code: string | null
  balance_data: Record<string, unknown>
}

/** An account's balances in micros, and the balance_data kept on the account (Plaid's object, as sent). */
export function toBalanceRow(a: AccountBase): BalanceRow {
  const b = a.balances
  return {
    account_id: a.account_id,
    available_micros: toMicros(b.available),
    current_micros: toMicros(b.current),
    iso_currency_code: b.iso_currency_code ?? b.unofficial_currency_code ?? null,
    balance_data: {
      available: b.available ?? null,
      current: b.current ?? null,
      iso_currency_code: b.iso_currency_code ?? null,
      limit: b.limit ?? null,
      unofficial_currency_code: b.unofficial_currency_code ?? null,
    },
  }
}

/** An account as a bank_accounts row (the item and connection are added when stored). */
export function toAccountRow(a: AccountBase, institution: string | null) {
  return {
    account_id: a.account_id,
    institution,
    name: (a.name || a.official_name || 'Account').slice(0, 300),
    official_name: a.official_name ?? null,
    mask: a.mask ? a.mask.slice(0, 10) : null,
    type: String(a.type),
    subtype: a.subtype ? String(a.subtype) : null,
    currency: CURRENCY.test(a.balances.iso_currency_code ?? '') ? a.balances.iso_currency_code! : 'USD',
    balance_data: toBalanceRow(a).balance_data,
  }
}
