/**
 * The one ledger interface every feature uses. Two implementations: the built-in Postgres ledger
 * (builtin-ledger.ts) and the QuickBooks Online client (domains/quickbooks/). Both are registered in
 * domains/books/get-ledger.ts, so this port imports none of its adapters.
 * Entity shapes are QuickBooks v3 (shared/schemas/ledger.ts); reports are QuickBooks' report JSON
 * (shared/schemas/reports.ts). Amounts are decimal dollars at this boundary.
 */
import type {
  TAccount,
  TClass,
  TCreateAccountRequest,
  TCreateTxn,
  TDeleteResult,
  TDepartment,
  TItem,
  TJournalEntry,
  TMoveLineRequest,
  TNamedEntity,
  TPosting,
  TQueryTransactionsRequest,
  TTerm,
  TTxnByKind,
  TTxnKind,
  TUpdateTxn,
} from '../../../shared/schemas/ledger.ts'
import type { TRawReport, TReportName, TReportParams } from '../../../shared/schemas/reports.ts'
import type { TTransactionGroupTotals } from '../../../shared/rules/variance-analysis.ts'
import type { Tx } from '../../_shared/db.ts'
import type { TGroupRange } from './transaction-groups.ts'

type LedgerProvider = 'builtin' | 'quickbooks'

/** An external ledger plugs in with this: is the organization connected, and how to build a client for it. */
export type ExternalLedgerFactory = {
  provider: Exclude<LedgerProvider, 'builtin'>
  /** true when the organization has an active (not broken) connection to this provider. */
  isConnected(args: { orgId: string; tx: Tx }): Promise<boolean>
  create(args: { orgId: string; tx: Tx }): Promise<LedgerPort> | LedgerPort
}

export interface LedgerPort {
  readonly provider: LedgerProvider
  readonly orgId: string

  // Lists
  listAccounts(opts?: { includeInactive?: boolean }): Promise<TAccount[]>
  getAccount(id: string): Promise<TAccount | null>
  createAccount(input: TCreateAccountRequest): Promise<TAccount>
  listClasses(): Promise<TClass[]>
  listVendors(): Promise<TNamedEntity[]>
  createVendor(input: { DisplayName: string }): Promise<TNamedEntity>
  listCustomers(): Promise<TNamedEntity[]>
  createCustomer(input: { DisplayName: string }): Promise<TNamedEntity>
  listEmployees(): Promise<TNamedEntity[]>
  listDepartments(): Promise<TDepartment[]>
  listItems(): Promise<TItem[]>
  listTerms(): Promise<TTerm[]>

  // Transactions (Purchase, Deposit, JournalEntry, Bill, BillPayment, Invoice, Payment)
  getTransaction<K extends TTxnKind>(kind: K, id: string): Promise<TTxnByKind[K] | null>
  /**
   * The transactions of a kind carrying this DocNumber: a write made while its id was not kept (a crash between the
   * two) is found again by it, since QuickBooks does not de-duplicate creates itself.
   */
  findByDocNumber<K extends TTxnKind>(kind: K, docNumber: string): Promise<TTxnByKind[K][]>
  createTransaction<K extends TTxnKind>(kind: K, body: TCreateTxn<K>): Promise<TTxnByKind[K]>
  /** Full update; rejects with a conflict when SyncToken is stale (QuickBooks' optimistic locking). */
  updateTransaction<K extends TTxnKind>(kind: K, body: TUpdateTxn<K>): Promise<TTxnByKind[K]>
  deleteTransaction(kind: TTxnKind, ref: { Id: string; SyncToken: string }): Promise<TDeleteResult>
  /**
   * The product's own journal entries (a schedule's periods), in order. Each carries a DocNumber unique to its cause;
   * one the ledger already has is returned instead of created again, so a posting retried after a failure (the
   * ledger wrote, our record did not commit) posts once.
   */
  postJournalEntries(entries: TCreateTxn<'JournalEntry'>[]): Promise<TJournalEntry[]>

  /** Postings touching an account and/or date range, newest first; Amount signed (debit positive). */
  queryTransactions(q: TQueryTransactionsRequest): Promise<TPosting[]>

  /** A report by QuickBooks' name and query parameters, in QuickBooks' report JSON shape. */
  runReport(name: TReportName, params: TReportParams): Promise<TRawReport>

  /**
   * Totals by account, name and type of the postings from `start` to `end`, before and from `currentStart`, as the
   * transaction detail by account report shows them (transaction-groups.ts): the variance analysis' unusual
   * transactions.
   */
  transactionGroups(range: TGroupRange): Promise<TTransactionGroupTotals[]>

  /** Re-point one line of a transaction at another account (Ask-My-Client categorisation); returns the new version. */
  moveLine(req: TMoveLineRequest): Promise<TTxnByKind[TTxnKind]>
}
