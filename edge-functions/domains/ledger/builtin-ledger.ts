/** The built-in Postgres ledger behind the LedgerPort: every call runs in the caller's transaction (RLS applies). */
import type { Tx } from '../../_shared/db.ts'
import type { LedgerPort } from './ledger-port.ts'
import {
  createAccount,
  createName,
  listAccounts,
  listClasses,
  listDepartments,
  listItems,
  listNames,
  listTerms,
} from './list-entities.ts'
import { findByDocNumber, getTransaction } from './get-transaction.ts'
import { saveTransaction } from './save-transaction.ts'
import { deleteTransaction } from './delete-transaction.ts'
import { moveLine } from './move-line.ts'
import { postJournalEntries } from './post-journal-entries.ts'
import { queryTransactions } from './query-transactions.ts'
import { runBuiltinReport } from './run-report.ts'
import { builtinTransactionGroups } from './transaction-groups.ts'

export function createBuiltinLedger({ orgId, tx }: { orgId: string; tx: Tx }): LedgerPort {
  return {
    provider: 'builtin',
    orgId,
    listAccounts: (o) => listAccounts({ tx, orgId, includeInactive: o?.includeInactive ?? true }),
    getAccount: async (id) => (await listAccounts({ tx, orgId })).find((a) => a.Id === id) ?? null,
    createAccount: (input) => createAccount({ tx, orgId, input }),
    listClasses: () => listClasses({ tx, orgId }),
    listVendors: () => listNames({ tx, orgId, kind: 'vendor' }),
    createVendor: (i) => createName({ tx, orgId, kind: 'vendor', displayName: i.DisplayName }),
    listCustomers: () => listNames({ tx, orgId, kind: 'customer' }),
    createCustomer: (i) => createName({ tx, orgId, kind: 'customer', displayName: i.DisplayName }),
    listEmployees: () => listNames({ tx, orgId, kind: 'employee' }),
    listDepartments: () => listDepartments({ tx, orgId }),
    listItems: () => listItems({ tx, orgId }),
    listTerms: () => listTerms({ tx, orgId }),
    getTransaction: (kind, id) => getTransaction({ tx, orgId, kind, id }),
    findByDocNumber: (kind, docNumber) => findByDocNumber({ tx, orgId, kind, docNumber }),
    createTransaction: (kind, body) => saveTransaction({ tx, orgId, kind, body }),
    updateTransaction: (kind, body) =>
      saveTransaction({ tx, orgId, kind, body, existing: { id: body.Id, syncToken: body.SyncToken } }),
    deleteTransaction: (kind, ref) => deleteTransaction({ tx, orgId, kind, ref }),
    postJournalEntries: (entries) => postJournalEntries({ tx, orgId, entries }),
    queryTransactions: (q) => queryTransactions({ tx, orgId, q }),
    runReport: (name, params) => runBuiltinReport({ q: tx, orgId, name, params }),
    transactionGroups: (range) => builtinTransactionGroups(tx, orgId, range),
    moveLine: (req) => moveLine({ tx, orgId, req }),
  }
}
