/**
 * One sandbox QuickBooks company (realm) held in memory: entities by type with SyncToken and MetaData, a tombstone
 * list for change data capture, and the write rules the real service enforces (stale SyncToken, references, totals).
 */
import { QbFault, businessRule, notFound, requiredParam, staleObject, validationFault } from './faults.ts'

export type Ref = { value: string; name?: string }
export type Entity = Record<string, any> & {
  Id: string
  SyncToken: string
  domain: 'QBO'
  sparse: false
  MetaData: { CreateTime: string; LastUpdatedTime: string }
}

/** Lower-case URL segment to entity name, for the entities the sandbox serves. */
export const ENTITY_PATHS: Record<string, string> = Object.fromEntries(
  [
    'Account',
    'Vendor',
    'Customer',
    'Employee',
    'Class',
    'Department',
    'Item',
    'Term',
    'Purchase',
    'Bill',
    'BillPayment',
    'VendorCredit',
    'JournalEntry',
    'Transfer',
    'Deposit',
    'SalesReceipt',
    'Invoice',
    'Payment',
    'CompanyInfo',
  ].map((e) => [e.toLowerCase(), e]),
)
export const ENTITY_NAMES = Object.values(ENTITY_PATHS)
/** Lists are made inactive, never deleted (QuickBooks refuses delete on them). */
const NAME_LISTS = new Set([
  'Account',
  'Vendor',
  'Customer',
  'Employee',
  'Class',
  'Department',
  'Item',
  'Term',
  'CompanyInfo',
])
const DISPLAY_NAMED = new Set(['Vendor', 'Customer', 'Employee'])

export const cents = (n: unknown) => Math.round(Number(n ?? 0) * 100)
export const dollars = (c: number) => Math.round(c) / 100

export class Company {
  readonly entities = new Map<string, Map<string, Entity>>()
  readonly tombstones: { type: string; Id: string; at: string }[] = []
  private nextId = 1
  /** Called after every write; the webhook subscription uses it to announce changes. */
  onChange?: (change: {
    name: string
    id: string
    operation: 'Create' | 'Update' | 'Delete'
    lastUpdated: string
  }) => void

  constructor(
    readonly realmId: string,
    public companyName: string,
  ) {
    for (const e of ENTITY_NAMES) this.entities.set(e, new Map())
  }

  list(type: string): Entity[] {
    return [...(this.entities.get(type)?.values() ?? [])]
  }
  get(type: string, id: string): Entity | undefined {
    return this.entities.get(type)?.get(String(id))
  }
  must(type: string, id: string): Entity {
    const e = this.get(type, id)
    if (!e) throw notFound(type, id)
    return e
  }

  /** Inserts without validation and without a change event (seeding); `at` backdates MetaData. */
  put(type: string, body: Record<string, any>, at = new Date()): Entity {
    const Id = body.Id ?? String(this.nextId++)
    const ts = at.toISOString()
    const e = {
      ...body,
      Id,
      SyncToken: body.SyncToken ?? '0',
      domain: 'QBO',
      sparse: false,
      MetaData: { CreateTime: ts, LastUpdatedTime: ts },
    } as Entity
    this.finish(type, e)
    this.entities.get(type)!.set(Id, e)
    if (type === 'Payment' || type === 'BillPayment') {
      for (const l of e.Line ?? [])
        for (const t of l.LinkedTxn ?? []) {
          const target = this.get(t.TxnType, t.TxnId)
          if (target) target.Balance = dollars(cents(target.TotalAmt) - this.appliedTo(t.TxnType, target.Id))
        }
    }
    return e
  }

  create(type: string, body: Record<string, any>): Entity {
    if (!this.entities.has(type))
      throw validationFault('2010', 'Unsupported Operation', `Operation create is not supported on ${type}`)
    const { Id: _id, SyncToken: _s, MetaData: _m, ...rest } = body
    this.validate(type, rest)
    const e = this.put(type, rest)
    this.afterWrite(type, e, 'Create')
    return e
  }

  update(type: string, body: Record<string, any>): Entity {
    if (!body.Id) throw requiredParam('Id')
    if (body.SyncToken === undefined) throw requiredParam('SyncToken')
    const current = this.must(type, body.Id)
    if (String(body.SyncToken) !== current.SyncToken) throw staleObject()
    const { sparse, MetaData: _m, domain: _d, ...fields } = body
    const merged: Record<string, any> = sparse ? { ...current, ...fields } : { ...fields }
    this.validate(type, merged, current.Id)
    const e = {
      ...merged,
      Id: current.Id,
      SyncToken: String(Number(current.SyncToken) + 1),
      domain: 'QBO',
      sparse: false,
      MetaData: { CreateTime: current.MetaData.CreateTime, LastUpdatedTime: new Date().toISOString() },
    } as Entity
    this.finish(type, e)
    this.entities.get(type)!.set(e.Id, e)
    this.afterWrite(type, e, 'Update')
    return e
  }

  delete(type: string, body: Record<string, any>) {
    if (NAME_LISTS.has(type))
      throw validationFault(
        '6000',
        'A business validation error has occurred while processing your request',
        `Business Validation Error: ${type} cannot be deleted; make it inactive instead`,
      )
    if (!body.Id) throw requiredParam('Id')
    if (body.SyncToken === undefined) throw requiredParam('SyncToken')
    const current = this.must(type, body.Id)
    if (String(body.SyncToken) !== current.SyncToken) throw staleObject()
    this.entities.get(type)!.delete(current.Id)
    const at = new Date().toISOString()
    this.tombstones.push({ type, Id: current.Id, at })
    this.unlinkPayments(type, current)
    this.onChange?.({ name: type, id: current.Id, operation: 'Delete', lastUpdated: at })
    return { status: 'Deleted', domain: 'QBO', Id: current.Id }
  }

  private refExists(type: string, ref: Ref | undefined, element: string) {
    if (!ref?.value) throw requiredParam(element)
    if (!this.get(type, ref.value))
      throw validationFault(
        '2500',
        'Invalid Reference Id',
        `Invalid Reference Id : ${type} element id ${ref.value} not found`,
        element,
      )
  }

  private validate(type: string, e: Record<string, any>, selfId?: string) {
    if (type === 'Account') {
      if (!e.Name) throw requiredParam('Name')
      if (!e.AccountType) throw requiredParam('AccountType')
      if (this.list('Account').some((a) => a.Id !== selfId && a.Name.toLowerCase() === String(e.Name).toLowerCase())) {
        throw validationFault('6240', 'Duplicate Name Exists Error', `The name supplied already exists. : ${e.Name}`)
      }
    }
    if (DISPLAY_NAMED.has(type)) {
      if (!e.DisplayName) throw requiredParam('DisplayName')
      const clash = [...DISPLAY_NAMED].some((t) =>
        this.list(t).some(
          (x) =>
            !(t === type && x.Id === selfId) && x.DisplayName.toLowerCase() === String(e.DisplayName).toLowerCase(),
        ),
      )
      if (clash)
        throw validationFault(
          '6240',
          'Duplicate Name Exists Error',
          'The name supplied already exists. : Another customer, vendor or employee is already using this name. Please use a different name.',
        )
    }
    if (['Class', 'Department', 'Item', 'Term'].includes(type) && !e.Name) throw requiredParam('Name')
    if (NAME_LISTS.has(type)) return
    if (!Array.isArray(e.Line) && type !== 'Transfer' && type !== 'Payment') throw requiredParam('Line')
    for (const l of e.Line ?? []) {
      const acct =
        l.AccountBasedExpenseLineDetail?.AccountRef ??
        l.JournalEntryLineDetail?.AccountRef ??
        l.DepositLineDetail?.AccountRef
      if (acct) this.refExists('Account', acct, 'Line.AccountRef')
      if (l.Amount === undefined || !Number.isFinite(Number(l.Amount))) throw requiredParam('Line.Amount')
    }
    if (type === 'Purchase') {
      this.refExists('Account', e.AccountRef, 'AccountRef')
      if (!['Cash', 'Check', 'CreditCard'].includes(e.PaymentType)) throw requiredParam('PaymentType')
    }
    if (type === 'Deposit') this.refExists('Account', e.DepositToAccountRef, 'DepositToAccountRef')
    if (type === 'Bill' || type === 'VendorCredit' || type === 'BillPayment')
      this.refExists('Vendor', e.VendorRef, 'VendorRef')
    if (type === 'Invoice' || type === 'SalesReceipt' || type === 'Payment')
      this.refExists('Customer', e.CustomerRef, 'CustomerRef')
    if (type === 'Transfer') {
      this.refExists('Account', e.FromAccountRef, 'FromAccountRef')
      this.refExists('Account', e.ToAccountRef, 'ToAccountRef')
      if (!(Number(e.Amount) > 0)) throw requiredParam('Amount')
    }
    if (type === 'JournalEntry') {
      let net = 0
      for (const l of e.Line) {
        const d = l.JournalEntryLineDetail
        if (!d?.PostingType) throw requiredParam('Line.JournalEntryLineDetail.PostingType')
        net += d.PostingType === 'Debit' ? cents(l.Amount) : -cents(l.Amount)
      }
      if (net !== 0) throw businessRule('Transaction must balance: total debits must equal total credits')
    }
  }

  /** Server-computed fields: TotalAmt, Balance, FullyQualifiedName, TxnDate default. */
  private finish(type: string, e: Entity) {
    if (NAME_LISTS.has(type)) {
      e.Active ??= true
      if (type === 'Account') {
        const parent = e.ParentRef?.value ? this.get('Account', e.ParentRef.value) : undefined
        e.SubAccount = Boolean(parent)
        e.FullyQualifiedName = parent ? `${parent.FullyQualifiedName}:${e.Name}` : e.Name
        e.CurrencyRef ??= { value: 'USD', name: 'United States Dollar' }
      } else if (e.Name && !e.FullyQualifiedName) e.FullyQualifiedName = e.Name
      return
    }
    e.TxnDate ??= new Date().toISOString().slice(0, 10)
    e.CurrencyRef ??= { value: 'USD', name: 'United States Dollar' }
    if (type === 'Transfer') {
      e.Amount = Number(e.Amount)
      return
    }
    if (type === 'Payment') {
      e.TotalAmt = Number(e.TotalAmt ?? 0)
      e.UnappliedAmt = dollars(cents(e.TotalAmt) - (e.Line ?? []).reduce((s: number, l: any) => s + cents(l.Amount), 0))
      return
    }
    let total = 0
    for (const l of e.Line ?? []) {
      if (l.DetailType === 'SubTotalLineDetail') continue
      total += l.DetailType === 'DiscountLineDetail' ? -cents(l.Amount) : cents(l.Amount)
    }
    if (type === 'JournalEntry')
      total = (e.Line as any[])
        .filter((l) => l.JournalEntryLineDetail?.PostingType === 'Debit')
        .reduce((s, l) => s + cents(l.Amount), 0)
    if (type === 'BillPayment') total = cents(e.TotalAmt ?? dollars(total))
    e.TotalAmt = dollars(total)
    if (type === 'Invoice' || type === 'Bill') e.Balance = dollars(total - this.appliedTo(type, e.Id))
  }

  /** Sum of payment lines linked to an invoice or bill. */
  private appliedTo(type: string, id: string): number {
    const payer = type === 'Invoice' ? 'Payment' : 'BillPayment'
    let sum = 0
    for (const p of this.list(payer))
      for (const l of p.Line ?? [])
        if ((l.LinkedTxn ?? []).some((t: any) => t.TxnType === type && t.TxnId === id)) sum += cents(l.Amount)
    return sum
  }

  private afterWrite(type: string, e: Entity, operation: 'Create' | 'Update') {
    this.onChange?.({ name: type, id: e.Id, operation, lastUpdated: e.MetaData.LastUpdatedTime })
    if (type === 'Payment' || type === 'BillPayment') this.refreshLinked(e)
  }

  private unlinkPayments(type: string, e: Entity) {
    if (type === 'Payment' || type === 'BillPayment') this.refreshLinked(e)
  }

  /** Applying or removing a payment changes the invoice/bill Balance, a new version of it (SyncToken + 1). */
  private refreshLinked(payment: Entity) {
    for (const l of payment.Line ?? [])
      for (const t of l.LinkedTxn ?? []) {
        const target = this.get(t.TxnType, t.TxnId)
        if (!target) continue
        target.Balance = dollars(cents(target.TotalAmt) - this.appliedTo(t.TxnType, target.Id))
        target.SyncToken = String(Number(target.SyncToken) + 1)
        target.MetaData = { ...target.MetaData, LastUpdatedTime: new Date().toISOString() }
        this.onChange?.({
          name: t.TxnType,
          id: target.Id,
          operation: 'Update',
          lastUpdated: target.MetaData.LastUpdatedTime,
        })
      }
  }

  /** Objects changed since `since` (ISO), grouped by type; deleted ones as `{status:'Deleted', Id, MetaData}`. */
  changesSince(types: string[], since: Date) {
    return types.map((type) => {
      const changed: Record<string, any>[] = this.list(type)
        .filter((e) => Date.parse(e.MetaData.LastUpdatedTime) >= since.getTime())
        .sort((a, b) => a.MetaData.LastUpdatedTime.localeCompare(b.MetaData.LastUpdatedTime))
      const deleted = this.tombstones
        .filter((t) => t.type === type && Date.parse(t.at) >= since.getTime())
        .map((t) => ({ status: 'Deleted', domain: 'QBO', Id: t.Id, MetaData: { LastUpdatedTime: t.at } }))
      return { type, items: [...changed, ...deleted] }
    })
  }
}

export { QbFault }
