/**
 * A variance analysis' figures from the report engine, whichever ledger keeps the books (built-in or QuickBooks, one
 * LedgerPort): the P&L and the balance sheet by month over the previous and the current month, and the transactions
 * of both months for the unusual-transaction analysis. The rules are shared/rules/variance-analysis.ts.
 */
import type { TRawReport, TReportName, TReportParams } from '../../../shared/schemas/reports.ts'
import type { TGroupRange } from '../ledger/transaction-groups.ts'
import {
  type TTransactionGroupTotals,
  unusualGroups,
  varianceLines,
  type TThresholds,
  type TUnusualGroup,
  type TVarianceLine,
} from '../../../shared/rules/variance-analysis.ts'
import { monthEnd, monthStart } from '../../../shared/ledger/index.ts'

export type TVarianceFigures = {
  profitAndLoss: TVarianceLine[]
  balanceSheet: TVarianceLine[]
  unusualTransactions: TUnusualGroup[]
  /** Nothing posted in either month: a clear empty analysis. */
  empty: boolean
}

/** The month's first and last day, and the previous month's first day. */
export function monthRange(month: string) {
  const start = monthStart(month)
  return { previousStart: monthStart(start, -1), start, end: monthEnd(start) }
}

export async function computeVariance({
  ledger,
  month,
  method,
  thresholds,
}: {
  /** Only its reports and transaction groups are read: any LedgerPort (built-in or QuickBooks). */
  ledger: {
    runReport(name: TReportName, params: TReportParams): Promise<TRawReport>
    transactionGroups(range: TGroupRange): Promise<TTransactionGroupTotals[]>
  }
  month: string
  method: 'cash' | 'accrual'
  thresholds: TThresholds
}): Promise<TVarianceFigures> {
  const { previousStart, start, end } = monthRange(month)
  const params = {
    start_date: previousStart,
    end_date: end,
    summarize_column_by: 'Month' as const,
    accounting_method: method === 'cash' ? ('Cash' as const) : ('Accrual' as const),
  }
  const [pnl, bs, groups] = await Promise.all([
    ledger.runReport('ProfitAndLoss', params),
    ledger.runReport('BalanceSheet', params),
    ledger.transactionGroups({ start: previousStart, currentStart: start, end, method: params.accounting_method }),
  ])
  const profitAndLoss = varianceLines('pnl', pnl, thresholds)
  return {
    profitAndLoss,
    balanceSheet: varianceLines('bs', bs, thresholds),
    unusualTransactions: unusualGroups(groups),
    empty: groups.length === 0 && profitAndLoss.every((l) => !l.previousCents && !l.currentCents),
  }
}
