/**
 * The core's shapes to the product's rows (pure): an entry version to a banking_entries row and, when it is settled,
 * to the provider transaction the books categorise (money in positive; a settled entry's cents by bookedCents, which
 * carries a fraction of a cent into the next entry; the card mask removed from the description); an account to a
 * banking_accounts row.
 */
import { bookedCents, microsToCents, stripCardMask } from '../../../shared/rules/banking.ts'
import type { CoreAccount, CoreEntry } from './core-types.ts'

export type EntryRow = {
  core_entry_id: string
  transaction_id: string
  account_id: string
  amount_micros: string
  currency_code: string
  transaction_direction: string
  transaction_type: string
  layer: string
  counterparty_name: string | null
  counterparty_id: string | null
  entry_result: string
  user_id: string | null
  transaction_created_time: string
  transaction_effective_time: string | null
  description: string | null
  account_balance_micros: string
  account_available_balance_micros: string
  updated_at: string
  sequence: string
  /** the provider transaction's signed amount in cents (money in positive) */
  total_amount_cents: string
  /** the description the books show: a card's masked number removed */
  books_description: string | null
  raw: CoreEntry
}

export function toEntryRow(e: CoreEntry): EntryRow {
  const micros = BigInt(e.amount)
  const signed = e.transaction_direction === 'Credit' ? micros : -micros
  return {
    core_entry_id: e.id,
    transaction_id: e.transaction_id,
    account_id: e.account_id,
    amount_micros: micros.toString(),
    currency_code: e.currency_code,
    transaction_direction: e.transaction_direction,
    transaction_type: e.transaction_type,
    layer: e.layer,
    counterparty_name: e.counterparty_name,
    counterparty_id: e.counterparty_id,
    entry_result: e.entry_result,
    user_id: e.user_id,
    transaction_created_time: e.transaction_created_time,
    transaction_effective_time: e.transaction_effective_time,
    description: e.description,
    account_balance_micros: BigInt(e.account_balance).toString(),
    account_available_balance_micros: BigInt(e.account_available_balance).toString(),
    updated_at: e.updated_at,
    sequence: String(e.sequence),
    total_amount_cents: (e.layer === 'Settled'
      ? bookedCents(signed, BigInt(e.account_balance))
      : microsToCents(signed)
    ).toString(),
    books_description: e.description === null ? null : stripCardMask(e.description),
    raw: e,
  }
}

/**
 * One row per entry, the version with the highest sequence: a page (or a webhook burst) may carry several versions
 * of one entry, and an upsert cannot touch a row twice in one statement. Sorted by id, so concurrent writers lock
 * rows in the same order.
 */
export function latestVersions(entries: readonly CoreEntry[]): CoreEntry[] {
  const byId = new Map<string, CoreEntry>()
  for (const e of entries) {
    const seen = byId.get(e.id)
    if (!seen || BigInt(seen.sequence) < BigInt(e.sequence)) byId.set(e.id, e)
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

export type AccountRow = {
  core_account_id: string
  name: string
  account_type: string
  status: 'open' | 'closed'
  currency: string
  balance_micros: string
  available_balance_micros: string
  account_number_last4: string | null
  routing_number: string | null
  opened_at: string
  closed_at: string | null
}

/** A suspended account is still open in the product's two statuses; the core refuses its payments (AccountSuspended). */
export function toAccountRow(a: CoreAccount): AccountRow {
  return {
    core_account_id: a.id,
    name: a.name,
    account_type: a.type,
    status: a.status === 'closed' ? 'closed' : 'open',
    currency: a.currency,
    balance_micros: BigInt(a.balance).toString(),
    available_balance_micros: BigInt(a.available_balance).toString(),
    account_number_last4: a.account_number ? a.account_number.slice(-4) : null,
    routing_number: a.routing_number ?? null,
    opened_at: a.created_time,
    closed_at: a.closed_time,
  }
}
