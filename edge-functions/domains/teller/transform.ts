/**
 * Teller's shapes → our rows, pure: a Teller account becomes a bank_accounts row, a transaction a
 * provider_transactions row (cents exact from the decimal string, signed money-in positive, see tellerAmountCents),
 * balances a bank_balances row in micros.
 */
import {
  decimalToUnits,
  type TTellerAccount,
  type TTellerBalances,
  type TTellerTransaction,
  tellerAmountCents,
} from '../../../shared/schemas/teller.ts'

export function toBankAccount(a: TTellerAccount) {
  return {
    account_id: a.id,
    institution: a.institution.name,
    name: a.name,
    mask: a.last_four,
    type: a.type,
    subtype: a.subtype,
    currency: a.currency.toUpperCase(),
    status: a.status,
    links: a.links,
  }
}

export type TransactionTarget = {
  organizationId: string
  connectionId: string
  bankAccountId: string
  accountType: TTellerAccount['type']
  currency: string
}

/** One provider_transactions row. Teller gives a date only: the effective time is that day at 00:00 UTC. */
export function toProviderTransaction(t: TTellerTransaction, to: TransactionTarget) {
  const counterparty = t.details.counterparty?.name ? t.details.counterparty : null
  return {
    organization_id: to.organizationId,
    provider: 'teller',
    connection_id: to.connectionId,
    bank_account_id: to.bankAccountId,
    transaction_id: t.id,
    status: t.status,
    pending: t.status === 'pending',
    transaction_effective_time: `${t.date}T00:00:00Z`,
    currency: to.currency,
    // a string, so bigint cents reach Postgres without a float in between
    total_amount_cents: tellerAmountCents(t.amount, to.accountType).toString(),
    description: t.description,
    vendor: counterparty?.name ?? null,
    category: t.details.category ? [t.details.category] : [],
    counterparties: counterparty ? [{ name: counterparty.name, type: counterparty.type ?? null }] : [],
    raw: t,
  }
}
export type ProviderTransactionRow = ReturnType<typeof toProviderTransaction>

/**
 * Balances as Teller reports them: `ledger` is the current balance (for a credit card, the amount owed, positive, as
 * Plaid reports it too) and `available` what can be spent (for a card, the credit left).
 */
export function toBalance(b: TTellerBalances, currency: string) {
  return {
    available_micros: b.available === null ? null : decimalToUnits(b.available, 6).toString(),
    current_micros: b.ledger === null ? null : decimalToUnits(b.ledger, 6).toString(),
    iso_currency_code: currency,
    raw: b,
  }
}
