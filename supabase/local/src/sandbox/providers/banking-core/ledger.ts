/**
 * The ledger: accounts with their running balances, double-entry pairs, and the log of entry versions that /entries
 * pages through. A movement always touches two entries at once (a Debit and a Credit of the same amount, on the same
 * layer), so the settled sum over all accounts stays zero. An entry changes layer in place; each change is a new
 * version with the next sequence, carrying the account's balances after it.
 */
import type {
  TBankingAccountType,
  TEntryDirection,
  TEntryLayer,
  TEntryResult,
  TTransactionType,
} from '../../../../../../shared/rules/banking.ts'
import type { TClearingRail, TCoreAccountStatus } from './rules.ts'

export type Account = {
  id: string
  customerId: string
  name: string
  type: TBankingAccountType
  status: TCoreAccountStatus
  currency: string
  accountNumber: string
  routingNumber: string
  createdAt: number
  closedAt: number | null
  /** the rail an internal clearing account settles; null for customer accounts */
  clearing: TClearingRail | null
  /** settled credits − settled debits */
  settled: bigint
  pendingDebits: bigint
  pendingCredits: bigint
  /** card holds (Encumbrance debits) */
  encumbered: bigint
  /** this account's entry versions, in sequence order */
  versions: Version[]
}

export const available = (a: Account) => a.settled - a.pendingDebits - a.encumbered

export type Transfer = {
  id: string
  customerId: string
  /** changes once, when a card authorisation settles (card_settlement) or is released (hold_release) */
  type: TTransactionType
  result: TEntryResult
  amount: bigint
  currency: string
  fromAccountId: string
  toAccountId: string | null
  counterpartyId: string | null
  description: string
  userId: string | null
  createdAt: number
  effectiveAt: number | null
  layer: TEntryLayer
  entries: Entry[]
  /** the first answer, replayed for a repeated Idempotency-Key */
  first: { type: TTransactionType; layer: TEntryLayer; amount: bigint; effectiveAt: number | null; versions: Version[] }
  returnOf: string | null
  returnedBy: string | null
  returnCode: string | null
}

export type Entry = {
  id: string
  transfer: Transfer
  account: Account
  direction: TEntryDirection
  counterpartyName: string | null
  counterpartyId: string | null
  current: Version
}

export type Version = {
  entry: Entry
  /** 0 for the entries of a refused transfer: they are not in the ledger */
  seq: number
  layer: TEntryLayer
  type: TTransactionType
  amount: bigint
  balance: bigint
  available: bigint
  at: number
  effectiveAt: number | null
}

export type Leg = {
  id: string
  account: Account
  direction: TEntryDirection
  type: TTransactionType
  counterpartyName: string | null
  counterpartyId: string | null
}

/** How much an entry adds to each running sum of its account. */
function count(a: Account, layer: TEntryLayer, direction: TEntryDirection, amount: bigint, sign: 1n | -1n) {
  if (layer === 'Settled') a.settled += sign * (direction === 'Credit' ? amount : -amount)
  else if (layer === 'Pending') {
    if (direction === 'Debit') a.pendingDebits += sign * amount
    else a.pendingCredits += sign * amount
  } else if (direction === 'Debit' && layer === 'Encumbrance') a.encumbered += sign * amount
}

export class Ledger {
  /** every version, in commit order; sequence n is log[n - 1] */
  readonly log: Version[] = []
  readonly byCustomer = new Map<string, Version[]>()

  private record(e: Entry, layer: TEntryLayer, type: TTransactionType, amount: bigint, at: number) {
    const a = e.account
    const v: Version = {
      entry: e,
      seq: this.log.length + 1,
      layer,
      type,
      amount,
      balance: a.settled,
      available: available(a),
      at,
      effectiveAt: e.transfer.effectiveAt,
    }
    e.current = v
    this.log.push(v)
    a.versions.push(v)
    const list = this.byCustomer.get(a.customerId)
    if (list) list.push(v)
    else this.byCustomer.set(a.customerId, [v])
    return v
  }

  /** Both legs of a movement on one layer; returns the first versions (what the answer shows). */
  post(t: Transfer, legs: [Leg, Leg], at: number): Version[] {
    if (legs[0].direction === legs[1].direction) throw new Error('a pair needs a Debit and a Credit')
    return legs.map((leg) => {
      const e = this.entryOf(t, leg)
      count(leg.account, t.layer, leg.direction, t.amount, 1n)
      t.entries.push(e)
      return this.record(e, t.layer, leg.type, t.amount, at)
    })
  }

  /** The entries of a refused transfer: shown on the answer with the balances as they stand, never counted. */
  refused(t: Transfer, legs: Leg[], at: number): Version[] {
    return legs.map((leg) => {
      const e = this.entryOf(t, leg)
      t.entries.push(e)
      const v: Version = {
        entry: e,
        seq: 0,
        layer: 'Rejected',
        type: leg.type,
        amount: t.amount,
        balance: leg.account.settled,
        available: available(leg.account),
        at,
        effectiveAt: null,
      }
      e.current = v
      return v
    })
  }

  /** Moves every entry of a transfer to another layer (and, for card settlement, type and amount) together. */
  move(t: Transfer, layer: TEntryLayer, at: number, patch: { amount?: bigint; type?: TTransactionType } = {}) {
    const amount = patch.amount ?? t.amount
    for (const e of t.entries) {
      const a = e.account
      count(a, e.current.layer, e.direction, e.current.amount, -1n)
      count(a, layer, e.direction, amount, 1n)
    }
    t.layer = layer
    t.amount = amount
    // settled early (or a hold settled): it took effect now; settled on schedule: when it was due
    if (layer !== 'Pending') t.effectiveAt = Math.min(t.effectiveAt ?? at, at)
    if (patch.type) t.type = patch.type
    for (const e of t.entries) this.record(e, layer, patch.type ?? e.current.type, amount, at)
  }

  private entryOf(t: Transfer, leg: Leg): Entry {
    const e = {
      id: leg.id,
      transfer: t,
      account: leg.account,
      direction: leg.direction,
      counterpartyName: leg.counterpartyName,
      counterpartyId: leg.counterpartyId,
    } as Entry
    return e
  }

  /** Versions after `afterSeq`, oldest first, from a list in sequence order (binary search for the start). */
  static page(list: readonly Version[], afterSeq: number, limit: number) {
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (list[mid].seq <= afterSeq) lo = mid + 1
      else hi = mid
    }
    return { data: list.slice(lo, lo + limit), hasMore: lo + limit < list.length }
  }
}
