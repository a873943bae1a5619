/**
 * The LedgerPort over QuickBooks Online: lists and transactions through the v3 client, reports straight from
 * QuickBooks' report endpoints, postings flattened from queried transactions. Registered in books/get-ledger.ts
 * for organizations with an active QuickBooks connection. QuickBooks Faults become AppErrors (stale SyncToken →
 * conflict, Object Not Found → null/not_found, other validation faults → validation_failed).
 */
import { AppError } from '../../_shared/errors.ts'
import type {
  TAccount,
  TCreateTxn,
  TItem,
  TJournalEntry,
  TLine,
  TMoveLineRequest,
  TNamedEntity,
  TPosting,
  TRef,
  TTxnByKind,
  TTxnKind,
} from '../../../shared/schemas/ledger.ts'
import { TXN_KINDS, ZQueryTransactionsRequestSchema } from '../../../shared/schemas/ledger.ts'
import type { ExternalLedgerFactory, LedgerPort } from '../ledger/ledger-port.ts'
import { reportTransactionGroups } from '../ledger/transaction-groups.ts'
import { createClient } from './create-client.ts'
import type { QuickbooksClient } from './quickbooks-client.ts'
import { QuickbooksError } from './quickbooks-error.ts'
import { type QboTxn, toPostings } from './to-postings.ts'

type Json = Record<string, unknown>

async function mapped<T>(p: Promise<T>): Promise<T> {
  try {
    return await p
  } catch (e) {
    if (!(e instanceof QuickbooksError)) throw e
    if (e.isStale)
      throw new AppError(
        'conflict',
        'The record changed in QuickBooks since it was loaded (stale SyncToken); reload and try again',
        { fault: e.fault },
      )
    if (e.codes.includes('610')) throw new AppError('not_found', e.message, { fault: e.fault })
    if (e.status === 400)
      throw new AppError('validation_failed', e.fault?.Error[0]?.Detail ?? e.message, {
        fault: e.fault,
        field: e.fault?.Error[0]?.element || undefined,
      })
    throw e
  }
}
const orNull = async <T>(p: Promise<T>): Promise<T | null> => {
  try {
    return await mapped(p)
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') return null
    throw e
  }
}
const q = (s: string) => s.replace(/'/g, "\\'")

function createQuickbooksLedger({ orgId, client }: { orgId: string; client: QuickbooksClient }): LedgerPort {
  const list = <T>(entity: string, where?: string) => mapped(client.queryAll<T>(entity, { where }))
  const ledger: LedgerPort = {
    provider: 'quickbooks',
    orgId,
    listAccounts: (o) => list<TAccount>('Account', o?.includeInactive === false ? 'Active = true' : undefined),
    getAccount: (id) => orNull(client.read<TAccount>('Account', id)),
    createAccount: (input) => mapped(client.create<TAccount>('Account', input)),
    listClasses: () => list('Class'),
    listVendors: () => list('Vendor'),
    createVendor: (i) => mapped(client.create<TNamedEntity>('Vendor', i)),
    listCustomers: () => list('Customer'),
    createCustomer: (i) => mapped(client.create<TNamedEntity>('Customer', i)),
    listEmployees: () => list('Employee'),
    listDepartments: () => list('Department'),
    listItems: () => list('Item'),
    listTerms: () => list('Term'),
    getTransaction: (kind, id) => orNull(client.read(kind, id)),
    findByDocNumber: (kind, docNumber) => list(kind, `DocNumber = '${q(docNumber)}'`),
    createTransaction: (kind, body) => mapped(client.create(kind, body as Json)),
    updateTransaction: (kind, body) => mapped(client.update(kind, body as Json & { Id: string; SyncToken: string })),
    deleteTransaction: async (kind, ref) => {
      const r = await mapped(client.delete(kind, ref))
      return { status: 'Deleted', Id: r.Id, domain: r.domain }
    },
    postJournalEntries: (entries) => postJournalEntries(client, entries),
    queryTransactions: async (raw) => {
      const req = ZQueryTransactionsRequestSchema.parse(raw)
      const where =
        [req.startDate && `TxnDate >= '${q(req.startDate)}'`, req.endDate && `TxnDate <= '${q(req.endDate)}'`]
          .filter(Boolean)
          .join(' and ') || undefined
      const [accounts, items] = await Promise.all([list<TAccount>('Account'), list<TItem>('Item')])
      const ref = (a?: TAccount) => (a ? { value: a.Id, name: a.Name } : undefined)
      const ctx = {
        itemIncome: new Map<string, TRef>(
          items.flatMap((i) => (i.IncomeAccountRef ? [[i.Id, i.IncomeAccountRef] as const] : [])),
        ),
        ar: ref(accounts.find((a) => a.AccountType === 'Accounts Receivable')),
        ap: ref(accounts.find((a) => a.AccountType === 'Accounts Payable')),
      }
      const kinds = req.kinds ?? [...TXN_KINDS]
      const lists = await Promise.all(kinds.map(async (kind) => ({ kind, rows: await list<QboTxn>(kind, where) })))
      let postings: TPosting[] = lists.flatMap(({ kind, rows }) =>
        rows.flatMap((t) => toPostings(kind as TTxnKind, t, ctx)),
      )
      if (req.accountId) postings = postings.filter((p) => p.AccountRef.value === req.accountId)
      if (req.vendorId) postings = postings.filter((p) => p.EntityRef?.value === req.vendorId)
      postings.sort(
        (a, b) =>
          b.TxnDate.localeCompare(a.TxnDate) || Number(b.txnId) - Number(a.txnId) || a.lineId.localeCompare(b.lineId),
      )
      return postings.slice(req.offset, req.offset + req.limit)
    },
    runReport: (name, params) => mapped(client.report(name, params as Record<string, string | undefined>)),
    transactionGroups: (range) => reportTransactionGroups(ledger.runReport, range),
    moveLine: (req: TMoveLineRequest) => moveLine(client, req),
  }
  return ledger
}

/**
 * Creates the product's journal entries, skipping those QuickBooks already has by DocNumber (asked 30 at a time):
 * QuickBooks does not de-duplicate creates itself, and a job retried after QuickBooks wrote but our transaction did
 * not commit must not post twice. Created one by one, each through the realm's limiter.
 */
async function postJournalEntries(client: QuickbooksClient, entries: TCreateTxn<'JournalEntry'>[]) {
  const docs = [...new Set(entries.map((e) => e.DocNumber).filter((d): d is string => !!d))]
  const found = new Map<string, TJournalEntry>()
  for (let i = 0; i < docs.length; i += 30) {
    const list = docs
      .slice(i, i + 30)
      .map((d) => `'${q(d)}'`)
      .join(', ')
    for (const je of await mapped(client.queryAll<TJournalEntry>('JournalEntry', { where: `DocNumber in (${list})` })))
      if (je.DocNumber) found.set(je.DocNumber, je)
  }
  const out: TJournalEntry[] = []
  for (const e of entries) {
    const known = e.DocNumber ? found.get(e.DocNumber) : undefined
    out.push(known ?? (await mapped(client.create<TJournalEntry>('JournalEntry', e as Json))))
  }
  return out
}

/** Re-points one line at another account with a full update carrying the SyncToken the caller saw. */
async function moveLine(client: QuickbooksClient, req: TMoveLineRequest) {
  const txn = await mapped(client.read<Json>(req.kind, req.txnId))
  const to = await mapped(client.read<TAccount>('Account', req.toAccountId))
  let found = false
  const Line = (txn.Line as TLine[]).map((l, i) => {
    if (String(l.Id ?? i) !== req.lineId) return l
    const key = (['AccountBasedExpenseLineDetail', 'JournalEntryLineDetail', 'DepositLineDetail'] as const).find(
      (k) => l[k]?.AccountRef,
    )
    if (!key) throw new AppError('validation_failed', 'This line does not post to an account', { field: 'lineId' })
    found = true
    return {
      ...l,
      ...(req.description !== undefined ? { Description: req.description } : {}),
      [key]: {
        ...l[key],
        AccountRef: { value: to.Id, name: to.Name },
        ...(req.classId ? { ClassRef: { value: req.classId } } : {}),
      },
    }
  })
  if (!found) throw new AppError('not_found', `Line ${req.lineId} not found on ${req.kind} ${req.txnId}`)
  return await mapped(
    client.update<TTxnByKind[TTxnKind]>(req.kind, {
      ...txn,
      Id: String(txn.Id),
      Line,
      SyncToken: req.syncToken ?? String(txn.SyncToken),
    }),
  )
}

export const quickbooksLedgerFactory: ExternalLedgerFactory = {
  provider: 'quickbooks',
  isConnected: async ({ orgId, tx }) => {
    const [s] = await tx`select status from public.quickbooks_connection_status(${orgId}::uuid)`
    return s?.status === 'active'
  },
  create: async ({ orgId }) => createQuickbooksLedger({ orgId, client: await createClient({ orgId }) }),
}
