/**
 * The report engine: pure functions from accounts and postings to QuickBooks' report JSON. The built-in ledger feeds
 * it SQL-aggregated sums; tests feed it raw postings; both give the same report.
 */
import type { TEngineReportName, TRawReport } from '../schemas/reports.ts'
import { balanceSheet } from './balance-sheet.ts'
import { cashFlow, cashOnHand } from './cash-flow.ts'
import { accountList, generalLedger, transactionList, transactionListByVendor } from './detail-reports.ts'
import { profitAndLoss } from './profit-and-loss.ts'
import type { DetailPosting, EngineAccount, Entry, ReportOptions } from './types.ts'
import { vendorExpenses } from './vendor-expenses.ts'

export type EngineInput = {
  accounts: EngineAccount[]
  entries: Entry[]
  details: DetailPosting[]
  vendorNameIds: Set<string>
}

/**
 * What data a report reads. entries: 'range' = sums within [start, end]; 'to-end' = everything up to end (balances);
 * details = individual postings in range with transaction details.
 */
export function reportNeeds(name: TEngineReportName): { entries: 'range' | 'to-end' | 'none'; details: boolean } {
  switch (name) {
    case 'ProfitAndLoss':
      return { entries: 'range', details: false }
    case 'BalanceSheet':
    case 'CashFlow':
    case 'CashOnHand':
    case 'AccountList':
      return { entries: 'to-end', details: false }
    case 'GeneralLedger':
      return { entries: 'to-end', details: true }
    case 'TransactionDetailByAccount':
    case 'TransactionList':
    case 'TransactionListByVendor':
    case 'VendorExpenses':
      return { entries: 'none', details: true }
  }
}

export function runEngineReport(name: TEngineReportName, input: EngineInput, o: ReportOptions): TRawReport {
  const { accounts, entries, vendorNameIds } = input
  // Detail reports show only postings dated inside the range, whatever the caller passed.
  const details = input.details.filter((d) => d.date >= o.start && d.date <= o.end)
  switch (name) {
    case 'ProfitAndLoss':
      return profitAndLoss(accounts, entries, o)
    case 'BalanceSheet':
      return balanceSheet(accounts, entries, o)
    case 'CashFlow':
      return cashFlow(accounts, entries, o)
    case 'CashOnHand':
      return cashOnHand(accounts, entries, o)
    case 'AccountList':
      return accountList(accounts, entries, o)
    case 'GeneralLedger':
    case 'TransactionDetailByAccount':
      return generalLedger(name, accounts, entries, details, o)
    case 'TransactionList':
      return transactionList(accounts, details, o)
    case 'TransactionListByVendor':
      return transactionListByVendor(accounts, details, vendorNameIds, o)
    case 'VendorExpenses':
      return vendorExpenses(accounts, details, vendorNameIds, o)
  }
}

export type { DetailPosting, EngineAccount, Entry, ReportOptions } from './types.ts'
export * from './dates.ts'
export { money } from './rows.ts'
export { findRow, flattenRows, rowAmounts, parseMoney } from './read-report.ts'
