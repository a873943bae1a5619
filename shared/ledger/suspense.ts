/**
 * Ask My Client is a suspense account, not an expense (issue 30, item 4): money the bookkeeper parked in "9000 Ask My
 * Client" until the client says what it was. A Profit and Loss as the ledger answers it (built-in or QuickBooks)
 * counts it under Expenses; the screens show it apart: the Expenses section without it, then a section of its own
 * before Net Operating Income, so Net Income is unchanged (the money did leave) while Total Expenses counts only
 * categorised spending. Pure, over the QuickBooks report shape; the dashboard and the P&L screen both use it.
 */
import { isAskMyClientAccount } from '../rules/amc.ts'
import type { TRawReport, TRow } from '../schemas/reports.ts'
import { parseMoney } from './read-report.ts'
import { cell, money } from './rows.ts'

export const SUSPENSE_GROUP = 'Suspense'
export const SUSPENSE_TITLE = 'Awaiting the client (suspense, not an expense)'
export const SUSPENSE_TOTAL = 'Total awaiting the client'

const label = (r: TRow) => r.ColData?.[0]?.value ?? r.Header?.ColData[0]?.value ?? ''
const amounts = (r: TRow) => (r.ColData ?? r.Summary?.ColData ?? []).slice(1).map((c) => parseMoney(c.value))

/** The Profit and Loss with Ask My Client rows moved out of Expenses into their own section; other reports as they are. */
export function separateSuspense(report: TRawReport): TRawReport {
  const top = report.Rows.Row
  const at = top.findIndex((r) => r.group === 'Expenses')
  if (at < 0) return report
  const expenses = top[at]
  const rows = expenses.Rows?.Row ?? []
  const parked = rows.filter((r) => isAskMyClientAccount(label(r)))
  if (parked.length === 0) return report
  const width = (expenses.Summary?.ColData.length ?? 1) - 1
  const parkedTotal = Array.from({ length: width }, (_, i) => parked.reduce((t, r) => t + (amounts(r)[i] ?? 0), 0))
  const kept = rows.filter((r) => !parked.includes(r))
  const expenseTotal = amounts(expenses).map((v, i) => v - (parkedTotal[i] ?? 0))
  const { Rows: _all, ...rest } = expenses
  const newExpenses: TRow = {
    ...rest,
    ...(kept.length ? { Rows: { Row: kept } } : {}),
    Summary: {
      ColData: [expenses.Summary?.ColData[0] ?? cell('Total Expenses'), ...expenseTotal.map((v) => cell(money(v)))],
    },
  }
  const suspense: TRow = {
    type: 'Section',
    group: SUSPENSE_GROUP,
    Header: { ColData: [cell(SUSPENSE_TITLE), ...parkedTotal.map(() => cell(''))] },
    Rows: { Row: parked },
    Summary: { ColData: [cell(SUSPENSE_TOTAL), ...parkedTotal.map((v) => cell(money(v)))] },
  }
  return {
    ...report,
    Rows: { ...report.Rows, Row: [...top.slice(0, at), newExpenses, suspense, ...top.slice(at + 1)] },
  }
}
