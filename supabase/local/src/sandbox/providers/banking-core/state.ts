/**
 * The core's state and the events that change it. Every change is an event: applied in memory at once and appended
 * to the journal, so replaying the journal on start rebuilds the same customers, accounts, transfers, entry
 * versions (sequences included) and balances. Events carry every id and time they need; applying one decides
 * nothing, so replay cannot come out differently from the first run.
 */
import type {
  TBankingAccountType,
  TEntryDirection,
  TEntryLayer,
  TEntryResult,
  TTransactionType,
} from '../../../../../../shared/rules/banking.ts'
import { type Account, type Leg, Ledger, type Transfer } from './ledger.ts'
import {
  CLEARING_RAILS,
  CORE_ROUTING_NUMBER,
  type TClearingRail,
  type TCoreAccountStatus,
  type TKycStatus,
  stableUuid,
} from './rules.ts'

export type Address = {
  line1: string
  line2: string | null
  city: string
  state: string
  postal_code: string
  country: string
}
export type Owner = {
  person_id?: string
  first_name: string
  last_name: string
  email: string
  ownership_percent: number
}
/** A beneficial owner's identity. The sandbox keeps only the SSN's last four (a real core keeps the number). */
export type Person = {
  id: string
  firstName: string
  lastName: string
  email: string
  dateOfBirth: string
  ssnLast4: string
  address: Address
  createdAt: number
}
export type Customer = {
  id: string
  externalId: string
  legalName: string
  ein: string
  address: Address
  owners: Owner[]
  kycStatus: TKycStatus
  createdAt: number
}
export type Counterparty = {
  id: string
  customerId: string
  name: string
  type: 'Person' | 'Business'
  routingNumber: string
  accountNumber: string
  accountType: 'Checking' | 'Savings'
  createdAt: number
}

/** An Idempotency-Key's first request: the hash of what was asked and what it made. */
export type Idem = { key: string; hash: string }
type Made = { hash: string; kind: 'customer' | 'person' | 'account' | 'counterparty' | 'transfer'; id: string }

export type LegEvent = {
  id: string
  account_id: string
  direction: TEntryDirection
  type: TTransactionType
  cp_name: string | null
  cp_id: string | null
}
export type CoreEvent =
  | {
      t: 'customer'
      id: string
      external_id: string
      legal_name: string
      ein: string
      address: Address
      beneficial_owners: Owner[]
      kyc_status: TKycStatus
      at: number
      idem?: Idem
    }
  | { t: 'kyc'; id: string; kyc_status: TKycStatus; at: number }
  | {
      t: 'person'
      id: string
      first_name: string
      last_name: string
      email: string
      date_of_birth: string
      ssn_last4: string
      address: Address
      at: number
      idem?: Idem
    }
  | {
      t: 'account'
      id: string
      customer_id: string
      name: string
      type: TBankingAccountType
      currency: string
      account_number: string
      routing_number: string
      at: number
      idem?: Idem
    }
  | { t: 'status'; id: string; status: TCoreAccountStatus; at: number }
  | {
      t: 'counterparty'
      id: string
      customer_id: string
      name: string
      type: 'Person' | 'Business'
      routing_number: string
      account_number: string
      account_type: 'Checking' | 'Savings'
      at: number
      idem?: Idem
    }
  | {
      t: 'transfer'
      id: string
      customer_id: string
      type: TTransactionType
      result: TEntryResult
      layer: TEntryLayer
      amount: string
      currency: string
      from: string
      to: string | null
      cp: string | null
      description: string
      user_id: string | null
      at: number
      effective_at: number | null
      legs: LegEvent[]
      idem?: Idem
      return_of?: string
      return_code?: string
    }
  | {
      t: 'move'
      id: string
      layer: TEntryLayer
      at: number
      amount?: string
      type?: TTransactionType
      return_code?: string
    }

/** The bank itself: owner of the internal clearing accounts. */
export const CORE_CUSTOMER_ID = stableUuid('banking-core:the-bank')
export const clearingAccountId = (rail: TClearingRail) => stableUuid(`banking-core:clearing:${rail}`)

export class CoreState {
  readonly customers = new Map<string, Customer>()
  readonly customerByExternalId = new Map<string, Customer>()
  readonly persons = new Map<string, Person>()
  readonly accounts = new Map<string, Account>()
  readonly accountsByCustomer = new Map<string, Account[]>()
  readonly accountNumbers = new Set<string>()
  readonly counterparties = new Map<string, Counterparty>()
  readonly counterpartiesByCustomer = new Map<string, Counterparty[]>()
  readonly transfers = new Map<string, Transfer>()
  readonly idempotency = new Map<string, Made>()
  /**
   * Pending transfers in the order they fall due (ACH and checks settle on the next business day), from `dueHead`
   * on. Settled ones are skipped when met rather than spliced out, so settling is linear in the transfers settled.
   */
  due: Transfer[] = []
  dueHead = 0
  readonly ledger = new Ledger()

  constructor() {
    this.apply({
      t: 'customer',
      id: CORE_CUSTOMER_ID,
      external_id: 'banking-core',
      legal_name: 'Sandbox Core Bank',
      ein: '000000001',
      address: {
        line1: '100 Ledger Way',
        line2: null,
        city: 'Wilmington',
        state: 'DE',
        postal_code: '19801',
        country: 'US',
      },
      beneficial_owners: [],
      kyc_status: 'verified',
      at: 0,
    })
    CLEARING_RAILS.forEach((rail, i) => {
      this.apply({
        t: 'account',
        id: clearingAccountId(rail),
        customer_id: CORE_CUSTOMER_ID,
        name: `${rail.toUpperCase()} clearing`,
        type: 'Settlement',
        currency: 'USD',
        account_number: `9900000000${String(i).padStart(2, '0')}`,
        routing_number: CORE_ROUTING_NUMBER,
        at: 0,
      })
      this.accounts.get(clearingAccountId(rail))!.clearing = rail
    })
  }

  apply(ev: CoreEvent) {
    switch (ev.t) {
      case 'customer': {
        const c: Customer = {
          id: ev.id,
          externalId: ev.external_id,
          legalName: ev.legal_name,
          ein: ev.ein,
          address: ev.address,
          owners: ev.beneficial_owners,
          kycStatus: ev.kyc_status,
          createdAt: ev.at,
        }
        this.customers.set(c.id, c)
        this.customerByExternalId.set(c.externalId, c)
        return this.made(ev.idem, 'customer', c.id)
      }
      case 'kyc':
        this.customers.get(ev.id)!.kycStatus = ev.kyc_status
        return
      case 'person': {
        const p: Person = {
          id: ev.id,
          firstName: ev.first_name,
          lastName: ev.last_name,
          email: ev.email,
          dateOfBirth: ev.date_of_birth,
          ssnLast4: ev.ssn_last4,
          address: ev.address,
          createdAt: ev.at,
        }
        this.persons.set(p.id, p)
        return this.made(ev.idem, 'person', p.id)
      }
      case 'account': {
        const a: Account = {
          id: ev.id,
          customerId: ev.customer_id,
          name: ev.name,
          type: ev.type,
          status: 'open',
          currency: ev.currency,
          accountNumber: ev.account_number,
          routingNumber: ev.routing_number,
          createdAt: ev.at,
          closedAt: null,
          clearing: null,
          settled: 0n,
          pendingDebits: 0n,
          pendingCredits: 0n,
          encumbered: 0n,
          versions: [],
        }
        this.accounts.set(a.id, a)
        this.accountNumbers.add(a.accountNumber)
        listIn(this.accountsByCustomer, a.customerId).push(a)
        return this.made(ev.idem, 'account', a.id)
      }
      case 'status': {
        const a = this.accounts.get(ev.id)!
        a.status = ev.status
        a.closedAt = ev.status === 'closed' ? ev.at : null
        return
      }
      case 'counterparty': {
        const c: Counterparty = {
          id: ev.id,
          customerId: ev.customer_id,
          name: ev.name,
          type: ev.type,
          routingNumber: ev.routing_number,
          accountNumber: ev.account_number,
          accountType: ev.account_type,
          createdAt: ev.at,
        }
        this.counterparties.set(c.id, c)
        listIn(this.counterpartiesByCustomer, c.customerId).push(c)
        return this.made(ev.idem, 'counterparty', c.id)
      }
      case 'transfer':
        return this.applyTransfer(ev)
      case 'move': {
        const t = this.transfers.get(ev.id)!
        this.ledger.move(t, ev.layer, ev.at, {
          amount: ev.amount === undefined ? undefined : BigInt(ev.amount),
          type: ev.type,
        })
        if (ev.return_code) t.returnCode = ev.return_code
        return
      }
    }
  }

  private applyTransfer(ev: Extract<CoreEvent, { t: 'transfer' }>) {
    const t: Transfer = {
      id: ev.id,
      customerId: ev.customer_id,
      type: ev.type,
      result: ev.result,
      amount: BigInt(ev.amount),
      currency: ev.currency,
      fromAccountId: ev.from,
      toAccountId: ev.to,
      counterpartyId: ev.cp,
      description: ev.description,
      userId: ev.user_id,
      createdAt: ev.at,
      effectiveAt: ev.effective_at,
      layer: ev.layer,
      entries: [],
      first: { type: ev.type, layer: ev.layer, amount: BigInt(ev.amount), effectiveAt: ev.effective_at, versions: [] },
      returnOf: ev.return_of ?? null,
      returnedBy: null,
      returnCode: ev.return_code ?? null,
    }
    const legs: Leg[] = ev.legs.map((l) => ({
      id: l.id,
      account: this.accounts.get(l.account_id)!,
      direction: l.direction,
      type: l.type,
      counterpartyName: l.cp_name,
      counterpartyId: l.cp_id,
    }))
    t.first.versions =
      ev.layer === 'Rejected' ? this.ledger.refused(t, legs, ev.at) : this.ledger.post(t, legs as [Leg, Leg], ev.at)
    this.transfers.set(t.id, t)
    if (t.returnOf) {
      const original = this.transfers.get(t.returnOf)!
      original.returnedBy = t.id
      original.returnCode = t.returnCode
    }
    if (t.layer === 'Pending') this.addDue(t)
    this.made(ev.idem, 'transfer', t.id)
  }

  private made(idem: Idem | undefined, kind: Made['kind'], id: string) {
    if (idem) this.idempotency.set(idem.key, { hash: idem.hash, kind, id })
  }

  /** Keeps `due` ordered by effective time (new transfers almost always go last). */
  private addDue(t: Transfer) {
    let i = this.due.length
    while (i > this.dueHead && (this.due[i - 1].effectiveAt ?? 0) > (t.effectiveAt ?? 0)) i--
    if (i === this.due.length) this.due.push(t)
    else this.due.splice(i, 0, t)
  }

  /** Pending transfers due by `now` (all of them when now is Infinity), in due order. */
  pendingDue(now: number): Transfer[] {
    const out: Transfer[] = []
    for (let i = this.dueHead; i < this.due.length; i++) {
      const t = this.due[i]
      if (t.layer !== 'Pending') continue
      if ((t.effectiveAt ?? 0) > now) break
      out.push(t)
    }
    return out
  }

  /** Drops the settled or failed transfers at the front of `due`. */
  compactDue() {
    while (this.dueHead < this.due.length && this.due[this.dueHead].layer !== 'Pending') this.dueHead++
    if (this.dueHead > 1024 && this.dueHead * 2 > this.due.length) {
      this.due = this.due.slice(this.dueHead)
      this.dueHead = 0
    }
  }

  customerAccounts(customerId: string) {
    return this.accountsByCustomer.get(customerId) ?? []
  }
}

function listIn<T>(m: Map<string, T[]>, key: string) {
  let list = m.get(key)
  if (!list) {
    list = []
    m.set(key, list)
  }
  return list
}
