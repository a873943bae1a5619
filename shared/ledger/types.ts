/** Inputs of the report engine: the chart of accounts and amounts posted to it (integer cents, debit positive). */
import type { TAccountType } from '../schemas/ledger.ts'
import type { TAccountingMethod, TDateMacro, TSummarizeBy } from '../schemas/reports.ts'

export type EngineAccount = {
  id: string
  name: string
  fullyQualifiedName: string
  parentId?: string | null
  accountType: TAccountType
  accountSubType?: string | null
  acctNum?: string | null
  active?: boolean
}

/**
 * An amount posted to an account on a date. The engine accepts raw postings or pre-aggregated sums (the built-in
 * ledger groups by account and period in SQL): any entry dated inside a column lands in that column.
 */
export type Entry = { accountId: string; date: string; amount: number }

/** A posting with its transaction's details, for the detail reports (general ledger, transaction lists). */
export type DetailPosting = Entry & {
  txnId: string
  kind: string
  lineId?: string
  docNumber?: string | null
  name?: string | null
  nameId?: string | null
  memo?: string | null
}

export type ReportOptions = {
  start: string
  end: string
  summarizeBy: TSummarizeBy
  method: TAccountingMethod
  macro?: TDateMacro
  currency?: string
  fyStartMonth?: number
  entityName?: string
  /** Time stamp for Header.Time; passed in so the engine stays pure. */
  now: string
}
