/** Profit and Loss in QuickBooks' shape: Income, COGS, Gross Profit, Expenses, Net Operating Income, other items, Net Income. */
import type { TAccountType } from '../schemas/ledger.ts'
import type { TRawReport, TRow } from '../schemas/reports.ts'
import { periods } from './dates.ts'
import { amountColumns, cell, header, money, section, zeros } from './rows.ts'
import { accountRows, columnSums, periodIndex } from './tree.ts'
import type { EngineAccount, Entry, ReportOptions } from './types.ts'

const REVENUE: TAccountType[] = ['Income', 'Other Income']
const PNL_TYPES: TAccountType[] = ['Income', 'Other Income', 'Expense', 'Other Expense', 'Cost of Goods Sold']

export function isPnlAccount(a: EngineAccount): boolean {
  return PNL_TYPES.includes(a.accountType)
}

/** Net income per column (credit-normal: income minus expenses) for entries within each column's range. */
export function netIncomeByColumn(
  accounts: EngineAccount[],
  entries: Entry[],
  ps: { start: string; end: string }[],
): number[] {
  const pnl = new Set(accounts.filter(isPnlAccount).map((a) => a.id))
  const v = zeros(ps.length)
  for (const e of entries) {
    if (!pnl.has(e.accountId)) continue
    const i = periodIndex(ps, e.date)
    if (i >= 0) v[i] -= e.amount
  }
  return v
}

export function profitAndLoss(accounts: EngineAccount[], entries: Entry[], o: ReportOptions): TRawReport {
  const ps = periods(o.start, o.end, o.summarizeBy, o.fyStartMonth)
  const withTotal = ps.length > 1 || o.summarizeBy !== 'Total'
  const n = ps.length + (withTotal ? 1 : 0)
  const byId = new Map(accounts.map((a) => [a.id, a]))
  const sums = columnSums(
    entries,
    ps.length,
    (d) => periodIndex(ps, d),
    (id) => (REVENUE.includes(byId.get(id)?.accountType as TAccountType) ? -1 : 1),
  )
  if (withTotal) for (const [k, v] of sums) sums.set(k, [...v, v.reduce((a, b) => a + b, 0)])

  const group = (types: TAccountType[]) =>
    accountRows(
      accounts.filter((a) => types.includes(a.accountType)),
      sums,
      n,
    )
  const income = group(['Income'])
  const cogs = group(['Cost of Goods Sold'])
  const expenses = group(['Expense'])
  const otherIncome = group(['Other Income'])
  const otherExpenses = group(['Other Expense'])
  const gross = income.total.map((x, i) => x - cogs.total[i])
  const netOperating = gross.map((x, i) => x - expenses.total[i])
  const netOther = otherIncome.total.map((x, i) => x - otherExpenses.total[i])
  const net = netOperating.map((x, i) => x + netOther[i])
  const summary = (label: string, amounts: number[], g: string): TRow => ({
    type: 'Section',
    group: g,
    Summary: { ColData: [cell(label), ...amounts.map((a) => cell(money(a)))] },
  })

  const rows: TRow[] = [
    section('Income', income.rows, { label: 'Total Income', amounts: income.total }, 'Income'),
    section('Cost of Goods Sold', cogs.rows, { label: 'Total Cost of Goods Sold', amounts: cogs.total }, 'COGS'),
    summary('Gross Profit', gross, 'GrossProfit'),
    section('Expenses', expenses.rows, { label: 'Total Expenses', amounts: expenses.total }, 'Expenses'),
    summary('Net Operating Income', netOperating, 'NetOperatingIncome'),
    section(
      'Other Income',
      otherIncome.rows,
      { label: 'Total Other Income', amounts: otherIncome.total },
      'OtherIncome',
    ),
    section(
      'Other Expenses',
      otherExpenses.rows,
      { label: 'Total Other Expenses', amounts: otherExpenses.total },
      'OtherExpenses',
    ),
    summary('Net Other Income', netOther, 'NetOtherIncome'),
    summary('Net Income', net, 'NetIncome'),
  ]
  return {
    Header: header('ProfitAndLoss', o),
    Columns: {
      Column: [
        { ColTitle: '', ColType: 'Account', MetaData: [{ Name: 'ColKey', Value: 'account' }] },
        ...amountColumns(ps, withTotal),
      ],
    },
    Rows: { Row: rows },
  }
}
