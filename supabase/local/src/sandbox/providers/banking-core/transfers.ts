/**
 * Money movement: what a customer asks for (POST /transfers) and what the network or the bank posts (the sandbox's
 * fund, post, card and return helpers). Each request is decided against the rules in a fixed order (the first
 * failing check gives the entry result, docs/banking-core.md "Entry results"), then committed as one event: a
 * double-entry pair on the customer's account and the other account or the rail's clearing account, or, when
 * refused, a Rejected transfer that moved nothing.
 */
import { randomUUID } from 'node:crypto'
import {
  BANKING_CURRENCY,
  type TEntryDirection,
  type TEntryLayer,
  type TEntryResult,
  type TTransactionType,
} from '../../../../../../shared/rules/banking.ts'
import type { BankingCore } from './core.ts'
import { CoreError } from './http.ts'
import { type Account, type Transfer, available } from './ledger.ts'
import {
  RAIL_LIMITS,
  RETURN_TYPE,
  type TRequestType,
  accountMayStart,
  customerSide,
  initialLayer,
  nextBusinessDay,
  opposite,
  railOf,
} from './rules.ts'
import { type Counterparty, type Idem, type LegEvent, clearingAccountId } from './state.ts'
import { MAGIC_AMOUNTS, PROCESSOR_ERROR_ROUTING_NUMBER, isSanctioned } from './test-data.ts'

export type TransferRequest = {
  customerId: string
  type: TRequestType
  fromAccountId: string
  toAccountId: string | null
  counterpartyId: string | null
  amount: bigint
  currency: string
  description: string
  userId: string | null
}

const isBook = (type: TTransactionType) => type === 'book_transfer_out' || type === 'sweep'

/** The entry result of a customer's request: the first check that fails, in the documented order. */
function decide(core: BankingCore, r: TransferRequest, from?: Account, to?: Account, cp?: Counterparty): TEntryResult {
  const s = core.state
  if (r.currency !== BANKING_CURRENCY) return 'CurrencyMismatch'
  if (!from || (isBook(r.type) ? !to : !cp)) return 'AccountNotFound'
  const customer = s.customers.get(r.customerId)
  if (!customer || from.customerId !== customer.id || from.clearing) return 'UnauthorizedAccess'
  if (cp && cp.customerId !== customer.id) return 'UnauthorizedAccess'
  if (to && (to.clearing || (r.type === 'sweep' && to.customerId !== customer.id))) return 'UnauthorizedAccess'
  if (customer.kycStatus !== 'verified') return 'KycIncomplete'
  if (from.status === 'closed' || to?.status === 'closed') return 'AccountClosed'
  if (from.status === 'suspended' || to?.status === 'suspended') return 'AccountSuspended'
  const side = isBook(r.type) ? 'Debit' : customerSide(r.type)
  if (!accountMayStart(from.type, r.type, side)) return 'InvalidAccountType'
  if (r.amount > RAIL_LIMITS[r.type]) return 'AmountExceedsLimit'
  if (cp && isSanctioned(cp.name)) return 'SanctionsBlocked'
  if (cp && cp.routingNumber === PROCESSOR_ERROR_ROUTING_NUMBER) return 'ExternalProcessorError'
  const magic = MAGIC_AMOUNTS.get(r.amount)
  if (magic) return magic
  if (side === 'Debit' && r.amount > available(from)) return 'InsufficientFunds'
  return 'Success'
}

const leg = (
  account: Account,
  direction: TEntryDirection,
  type: TTransactionType,
  cpName: string | null,
  cpId: string | null,
): LegEvent => ({
  id: randomUUID(),
  account_id: account.id,
  direction,
  type,
  cp_name: cpName,
  cp_id: cpId,
})

function effectiveAt(layer: TEntryLayer, at: number) {
  if (layer === 'Pending') return nextBusinessDay(at)
  return layer === 'Settled' ? at : null
}

/** POST /transfers: decides, then commits the pair (or the refusal). Synchronous from check to commit. */
export function requestTransfer(core: BankingCore, r: TransferRequest, idem?: Idem, forced?: TEntryResult): Transfer {
  const s = core.state
  const from = s.accounts.get(r.fromAccountId)
  const to = r.toAccountId ? s.accounts.get(r.toAccountId) : undefined
  const cp = r.counterpartyId ? s.counterparties.get(r.counterpartyId) : undefined
  const result = forced ?? decide(core, r, from, to, cp)
  const at = core.now()
  let legs: LegEvent[]
  if (isBook(r.type)) {
    const inType = r.type === 'sweep' ? 'sweep' : 'book_transfer_in'
    legs = [
      ...(from ? [leg(from, 'Debit', r.type, to?.name ?? null, null)] : []),
      ...(to ? [leg(to, 'Credit', inType, from?.name ?? null, null)] : []),
    ]
  } else {
    const side = customerSide(r.type)
    const clearing = s.accounts.get(clearingAccountId(railOf(r.type)!))!
    legs = from
      ? [
          leg(from, side, r.type, cp?.name ?? null, cp?.id ?? null),
          leg(clearing, opposite(side), r.type, s.customers.get(from.customerId)?.legalName ?? null, null),
        ]
      : []
  }
  const layer: TEntryLayer = result === 'Success' ? initialLayer(r.type) : 'Rejected'
  // a refusal shows only the requesting customer's own accounts
  if (layer === 'Rejected')
    legs = legs.filter((l) => {
      const a = s.accounts.get(l.account_id)!
      return a.customerId === r.customerId && !a.clearing
    })
  const id = randomUUID()
  core.commit({
    t: 'transfer',
    id,
    customer_id: r.customerId,
    type: r.type,
    result,
    layer,
    amount: r.amount.toString(),
    currency: r.currency,
    from: r.fromAccountId,
    to: r.toAccountId,
    cp: r.counterpartyId,
    description: r.description,
    user_id: r.userId,
    at,
    effective_at: effectiveAt(layer, at),
    legs,
    idem,
  })
  return s.transfers.get(id)!
}

export type Posting = {
  accountId: string
  type: TTransactionType
  amount: bigint
  description: string
  counterpartyName: string | null
  /** admin adjustments say which way they go */
  direction?: TEntryDirection
}

/** Debits the network or the bank starts that still need the money to be there. */
const FUNDED = new Set<TTransactionType>(['atm_withdrawal', 'ach_incoming_debit', 'card_authorization', 'hold'])

/** A movement the network or the bank starts on an account (incoming payments, card, ATM, interest, fees …). */
export function postToAccount(core: BankingCore, p: Posting): Transfer {
  const s = core.state
  const account = s.accounts.get(p.accountId)
  if (!account || account.clearing) throw new CoreError(404, 'AccountNotFound', 'No account has this id.', 'account_id')
  const side = p.direction ?? customerSide(p.type)
  let result: TEntryResult = 'Success'
  if (account.status === 'closed') result = 'AccountClosed'
  else if (account.status === 'suspended') result = 'AccountSuspended'
  else if (!accountMayStart(account.type, p.type, side)) result = 'InvalidAccountType'
  else if (FUNDED.has(p.type) && side === 'Debit' && p.amount > available(account)) result = 'InsufficientFunds'
  const at = core.now()
  const layer: TEntryLayer = result === 'Success' ? initialLayer(p.type) : 'Rejected'
  const clearing = s.accounts.get(clearingAccountId(railOf(p.type)!))!
  const legs = [leg(account, side, p.type, p.counterpartyName, null)]
  if (layer !== 'Rejected')
    legs.push(leg(clearing, opposite(side), p.type, s.customers.get(account.customerId)?.legalName ?? null, null))
  const id = randomUUID()
  core.commit({
    t: 'transfer',
    id,
    customer_id: account.customerId,
    type: p.type,
    result,
    layer,
    amount: p.amount.toString(),
    currency: BANKING_CURRENCY,
    from: account.id,
    to: null,
    cp: null,
    description: p.description,
    user_id: null,
    at,
    effective_at: effectiveAt(layer, at),
    legs,
  })
  return s.transfers.get(id)!
}

function transferOr404(core: BankingCore, id: string) {
  const t = core.state.transfers.get(id)
  if (!t) throw new CoreError(404, 'not_found', 'No transfer has this id.', 'transfer_id')
  return t
}

/** Settles one pending transfer now (an ACH or check before its business day). */
export function settleTransfer(core: BankingCore, id: string) {
  const t = transferOr404(core, id)
  if (t.layer !== 'Pending')
    throw new CoreError(409, 'not_pending', `The transfer is ${t.layer}; only a Pending one settles.`, 'transfer_id')
  core.commit({ t: 'move', id, layer: 'Settled', at: core.now() })
  return t
}

/** A card hold settles (in place: Encumbrance → Settled as card_settlement, at the captured amount) or is released. */
export function finishCardHold(core: BankingCore, id: string, how: 'settle' | 'release', amount?: bigint) {
  const t = transferOr404(core, id)
  if (t.layer !== 'Encumbrance')
    throw new CoreError(
      409,
      'not_held',
      `The transfer is ${t.layer}; only a card authorisation hold settles or is released.`,
      'transfer_id',
    )
  const at = core.now()
  core.commit(
    how === 'settle'
      ? { t: 'move', id, layer: 'Settled', at, type: 'card_settlement', amount: amount?.toString() }
      : { t: 'move', id, layer: 'Failed', at, type: 'hold_release' },
  )
  return t
}

/** An ACH (or check deposit, or wire) comes back: a pending one fails, a settled one gets a return pair. */
export function returnTransfer(
  core: BankingCore,
  id: string,
  code: string,
): { transfer: Transfer; returned: Transfer | null } {
  const t = transferOr404(core, id)
  const returnType = RETURN_TYPE[t.first.type]
  if (!returnType || t.result !== 'Success')
    throw new CoreError(409, 'not_returnable', `A ${t.first.type} transfer cannot be returned.`, 'transfer_id')
  if (t.returnedBy || t.returnCode)
    throw new CoreError(409, 'already_returned', 'The transfer was already returned.', 'transfer_id')
  const at = core.now()
  if (t.layer === 'Pending') {
    core.commit({ t: 'move', id, layer: 'Failed', at, return_code: code })
    return { transfer: t, returned: null }
  }
  if (t.layer !== 'Settled')
    throw new CoreError(
      409,
      'not_returnable',
      `The transfer is ${t.layer}; only Pending or Settled ones return.`,
      'transfer_id',
    )
  const rid = randomUUID()
  core.commit({
    t: 'transfer',
    id: rid,
    customer_id: t.customerId,
    type: returnType,
    result: 'Success',
    layer: 'Settled',
    amount: t.amount.toString(),
    currency: t.currency,
    from: t.fromAccountId,
    to: null,
    cp: t.counterpartyId,
    description: `RETURN ${code}: ${t.description}`.slice(0, 200),
    user_id: null,
    at,
    effective_at: at,
    legs: t.entries.map((e) => leg(e.account, opposite(e.direction), returnType, e.counterpartyName, e.counterpartyId)),
    return_of: t.id,
    return_code: code,
  })
  return { transfer: t, returned: core.state.transfers.get(rid)! }
}
