/**
 * The core's wire shapes (docs/banking.md "The core's API"): snake_case, amounts as decimal strings of integer
 * micros, times ISO-8601 UTC.
 */
import { BANKING_CURRENCY } from '../../../../../../shared/rules/banking.ts'
import { type Account, type Transfer, type Version, available } from './ledger.ts'
import type { Counterparty, Customer, Person } from './state.ts'

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export const customerJson = (c: Customer) => ({
  id: c.id,
  external_id: c.externalId,
  legal_name: c.legalName,
  kyc_status: c.kycStatus,
  created_time: iso(c.createdAt),
})

export const personJson = (p: Person) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  email: p.email,
  ssn_last4: p.ssnLast4,
  created_time: iso(p.createdAt),
})

export const accountJson = (a: Account) => ({
  id: a.id,
  customer_id: a.customerId,
  name: a.name,
  type: a.type,
  status: a.status,
  currency: a.currency,
  balance: a.settled.toString(),
  available_balance: available(a).toString(),
  account_number: a.accountNumber,
  routing_number: a.routingNumber,
  created_time: iso(a.createdAt),
  closed_time: iso(a.closedAt),
})

export const counterpartyJson = (c: Counterparty) => ({
  id: c.id,
  customer_id: c.customerId,
  name: c.name,
  type: c.type,
  routing_number: c.routingNumber,
  account_number_last4: c.accountNumber.slice(-4),
  account_type: c.accountType,
})

/** One version of an entry: the entry as it was when this version was committed. */
export function entryJson(v: Version) {
  const e = v.entry
  const t = e.transfer
  return {
    id: e.id,
    transaction_id: t.id,
    account_id: e.account.id,
    amount: v.amount.toString(),
    currency_code: BANKING_CURRENCY,
    transaction_direction: e.direction,
    transaction_type: v.type,
    layer: v.layer,
    counterparty_name: e.counterpartyName,
    counterparty_id: e.counterpartyId,
    entry_result: t.result,
    user_id: t.userId,
    transaction_created_time: iso(t.createdAt),
    transaction_effective_time: iso(v.effectiveAt),
    description: t.description,
    account_balance: v.balance.toString(),
    account_available_balance: v.available.toString(),
    updated_at: iso(v.at),
    sequence: v.seq,
  }
}

export const transferStatus = (layer: Version['layer']) =>
  layer === 'Encumbrance' ? 'Pending' : layer === 'Rejected' ? 'Rejected' : layer

/** The transfer as it stands, or as it was first answered (`first`, replayed for a repeated Idempotency-Key). */
export function transferJson(t: Transfer, opts: { first?: boolean } = {}) {
  const now = opts.first
    ? t.first
    : {
        type: t.type,
        layer: t.layer,
        amount: t.amount,
        effectiveAt: t.effectiveAt,
        versions: t.entries.map((e) => e.current),
      }
  return {
    id: t.id,
    customer_id: t.customerId,
    type: now.type,
    status: transferStatus(now.layer),
    entry_result: t.result,
    amount: now.amount.toString(),
    currency: t.currency,
    from_account_id: t.fromAccountId,
    to_account_id: t.toAccountId,
    counterparty_id: t.counterpartyId,
    description: t.description,
    user_id: t.userId,
    created_time: iso(t.createdAt),
    effective_time: iso(now.effectiveAt),
    return_of: t.returnOf,
    returned_by: opts.first ? null : t.returnedBy,
    return_code: opts.first ? null : t.returnCode,
    entries: now.versions.map(entryJson),
  }
}
