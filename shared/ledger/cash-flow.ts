/**
 * Statement of Cash Flows, indirect method, in QuickBooks' shape. Cash is the Bank accounts; every other balance
 * sheet account's change is an operating, investing or financing adjustment, so the net change always ties to the
 * change in cash (each transaction balances).
 */
import type { TAccountType } from '../schemas/ledger.ts'
import type { TRawReport, TRow } from '../schemas/reports.ts'
import { periods } from './dates.ts'
import { addVec, amountColumns, cell, dataRow, header, money, section, zeros } from './rows.ts'
import { netIncomeByColumn } from './profit-and-loss.ts'
import { accountRows, columnSums, periodIndex } from './tree.ts'
import type { EngineAccount, Entry, ReportOptions } from './types.ts'

const OPERATING: TAccountType[] = [
  'Accounts Receivable',
  'Other Current Asset',
  'Accounts Payable',
  'Credit Card',
  'Other Current Liability',
]
const INVESTING: TAccountType[] = ['Fixed Asset', 'Other Fixed Assets', 'Other Asset']
const FINANCING: TAccountType[] = ['Long Term Liability', 'Equity']

export function cashFlow(accounts: EngineAccount[], entries: Entry[], o: ReportOptions): TRawReport {
  const ps = periods(o.start, o.end, o.summarizeBy, o.fyStartMonth)
  const withTotal = ps.length > 1 || o.summarizeBy !== 'Total'
  const n = ps.length + (withTotal ? 1 : 0)
  const total = (v: number[]) => (withTotal ? [...v, v.reduce((a, b) => a + b, 0)] : v)
  // Adjustment = minus the debit-positive change: an asset that grew used cash, a liability that grew provided it.
  const changes = columnSums(
    entries,
    ps.length,
    (d) => periodIndex(ps, d),
    () => -1,
  )
  for (const [k, v] of changes) changes.set(k, total(v))
  const netIncome = total(netIncomeByColumn(accounts, entries, ps))
  const group = (types: TAccountType[]) =>
    accountRows(
      accounts.filter((a) => types.includes(a.accountType)),
      changes,
      n,
    )
  const op = group(OPERATING),
    inv = group(INVESTING),
    fin = group(FINANCING)
  const netOperating = addVec(netIncome, op.total)
  const netChange = addVec(addVec(netOperating, inv.total), fin.total)

  const bank = new Set(accounts.filter((a) => a.accountType === 'Bank').map((a) => a.id))
  const beginning = zeros(n)
  for (const e of entries) {
    if (!bank.has(e.accountId)) continue
    ps.forEach((p, i) => {
      if (e.date < p.start) beginning[i] += e.amount
    })
    if (withTotal && e.date < ps[0].start) beginning[n - 1] += e.amount
  }
  const end = addVec(beginning, netChange)
  const summary = (label: string, amounts: number[], g: string): TRow => ({
    type: 'Section',
    group: g,
    Summary: { ColData: [cell(label), ...amounts.map((a) => cell(money(a)))] },
  })

  const rows: TRow[] = [
    section(
      'OPERATING ACTIVITIES',
      [
        dataRow('Net Income', netIncome),
        section(
          'Adjustments to reconcile Net Income to Net Cash provided by operations:',
          op.rows,
          { label: 'Total Adjustments to reconcile Net Income to Net Cash provided by operations:', amounts: op.total },
          'OperatingAdjustments',
        ),
      ],
      { label: 'Net cash provided by operating activities', amounts: netOperating },
      'OperatingActivities',
    ),
    section(
      'INVESTING ACTIVITIES',
      inv.rows,
      { label: 'Net cash provided by investing activities', amounts: inv.total },
      'InvestingActivities',
    ),
    section(
      'FINANCING ACTIVITIES',
      fin.rows,
      { label: 'Net cash provided by financing activities', amounts: fin.total },
      'FinancingActivities',
    ),
    summary('NET CASH INCREASE FOR PERIOD', netChange, 'CashIncrease'),
    summary('Cash at beginning of period', beginning, 'BeginningCash'),
    summary('CASH AT END OF PERIOD', end, 'EndingCash'),
  ]
  return {
    Header: header('CashFlow', o),
    Columns: {
      Column: [
        { ColTitle: '', ColType: 'Account', MetaData: [{ Name: 'ColKey', Value: 'account' }] },
        ...amountColumns(ps, withTotal),
      ],
    },
    Rows: { Row: rows },
  }
}

/** Cash on hand: the Bank accounts' balances at the end of each column. */
export function cashOnHand(accounts: EngineAccount[], entries: Entry[], o: ReportOptions): TRawReport {
  const ps = periods(o.start, o.end, o.summarizeBy, o.fyStartMonth)
  const bankAccounts = accounts.filter((a) => a.accountType === 'Bank')
  const bank = new Set(bankAccounts.map((a) => a.id))
  const bal = new Map<string, number[]>()
  for (const e of entries) {
    if (!bank.has(e.accountId)) continue
    let v = bal.get(e.accountId)
    if (!v) {
      v = zeros(ps.length)
      bal.set(e.accountId, v)
    }
    ps.forEach((p, i) => {
      if (e.date <= p.end) v![i] += e.amount
    })
  }
  const { rows, total } = accountRows(bankAccounts, bal, ps.length)
  return {
    Header: header('CashOnHand', o),
    Columns: {
      Column: [
        { ColTitle: '', ColType: 'Account', MetaData: [{ Name: 'ColKey', Value: 'account' }] },
        ...amountColumns(ps, false),
      ],
    },
    Rows: { Row: [section('Cash on Hand', rows, { label: 'Total Cash on Hand', amounts: total }, 'CashOnHand')] },
  }
}
