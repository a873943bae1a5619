/**
 * Monthly metrics from the month-by-month reports of a ledger: cash on hand at month end, burn (cash spent net of
 * cash received), runway (cash on hand over the average burn of the last three months), income, expenses and
 * expenses per vendor. Works on report JSON so a QuickBooks-backed organization gets the same numbers.
 */
import type { TRawReport, TRow } from '../schemas/reports.ts'
import { findRow, rowAmounts } from './read-report.ts'

export type MonthlyMetric = {
  month: string // YYYY-MM-01
  cashOnHandCents: number
  burnCents: number
  runwayMonths: number | null
  incomeCents: number
  expensesCents: number
  netIncomeCents: number
  vendorExpenses: { vendorId: string | null; vendor: string; cents: number }[]
}

const monthCols = (r: TRawReport) =>
  r.Columns.Column.filter((c) => c.ColType === 'Money' && c.ColTitle !== 'Total').map(
    (c) => c.MetaData?.find((m) => m.Name === 'StartDate')?.Value ?? '',
  )

/**
 * Cash per column from the accounts an organization names as its cash (config `cashOnHandAccounts`), read off a
 * balance sheet: a Data row whose account name matches, or a parent account's section (its total, sub-accounts
 * included). Names compare without case or surrounding spaces; names that match nothing add nothing.
 */
export function namedAccountsCash(balanceSheet: TRawReport, names: string[]): number[] {
  const wanted = new Set(names.map((n) => n.trim().toLowerCase()))
  const n = balanceSheet.Columns.Column.filter((c) => c.ColType === 'Money' && c.ColTitle !== 'Total').length
  const total = Array.from({ length: n }, () => 0)
  const add = (v: number[]) =>
    v.forEach((x, i) => {
      if (i < n) total[i] += x
    })
  const visit = (rows: TRow[]) => {
    for (const r of rows) {
      const header = r.Header?.ColData[0]?.value
      if (header !== undefined && wanted.has(header.trim().toLowerCase()) && r.Summary) {
        add(rowAmounts(r))
        continue
      }
      if (r.ColData && wanted.has((r.ColData[0]?.value ?? '').trim().toLowerCase())) add(rowAmounts(r))
      if (r.Rows) visit(r.Rows.Row)
    }
  }
  visit(balanceSheet.Rows.Row)
  return total
}

export function deriveMonthlyMetrics({
  pnl,
  cashOnHand,
  vendorExpenses,
  openingCashCents,
  cashCents,
}: {
  pnl: TRawReport
  cashOnHand: TRawReport
  vendorExpenses: TRawReport
  openingCashCents: number
  /** month-end cash when the organization names its cash accounts (overrides the CashOnHand report's bank total) */
  cashCents?: number[]
}): MonthlyMetric[] {
  const months = monthCols(pnl)
  const cash = cashCents ?? rowAmounts(findRow(cashOnHand, { group: 'CashOnHand' }))
  const income = rowAmounts(findRow(pnl, { group: 'Income' }))
  const otherIncome = rowAmounts(findRow(pnl, { group: 'OtherIncome' }))
  const cogs = rowAmounts(findRow(pnl, { group: 'COGS' }))
  const expenses = rowAmounts(findRow(pnl, { group: 'Expenses' }))
  const otherExpenses = rowAmounts(findRow(pnl, { group: 'OtherExpenses' }))
  const net = rowAmounts(findRow(pnl, { group: 'NetIncome' }))
  const vendorRows = (vendorExpenses.Rows.Row[0]?.Rows?.Row ?? []).map((r) => ({
    id: r.ColData?.[0]?.id ?? null,
    name: r.ColData?.[0]?.value ?? '',
    v: rowAmounts(r),
  }))
  const out: MonthlyMetric[] = []
  months.forEach((m, i) => {
    const prev = i === 0 ? openingCashCents : cash[i - 1]
    const burn = prev - cash[i] // positive when cash went down
    out.push({
      month: `${m.slice(0, 7)}-01`,
      cashOnHandCents: cash[i],
      burnCents: burn,
      runwayMonths: null,
      incomeCents: income[i] + otherIncome[i],
      expensesCents: cogs[i] + expenses[i] + otherExpenses[i],
      netIncomeCents: net[i],
      vendorExpenses: vendorRows
        .filter((v) => v.v[i] !== 0)
        .map((v) => ({ vendorId: v.id, vendor: v.name, cents: v.v[i] }))
        .sort((a, b) => b.cents - a.cents),
    })
  })
  for (let i = 0; i < out.length; i++) {
    const window = out.slice(Math.max(0, i - 2), i + 1)
    const avgBurn = window.reduce((s, m) => s + m.burnCents, 0) / window.length
    // Runway only means something while the company is burning cash; one decimal place like the dashboard shows.
    out[i].runwayMonths = avgBurn > 0 ? Math.floor((out[i].cashOnHandCents / avgBurn) * 10) / 10 : null
  }
  return out
}
