/**
 * ProfitAndLoss and BalanceSheet in QuickBooks' report JSON shape (Header, Columns, Rows of Section/Data with
 * ColData), computed from the sandbox company's postings. Columns follow summarize_column_by.
 */
import type { Company, Entity } from './company.ts'
import { validationFault } from './faults.ts'
import { postingsOf, type Posting } from './postings.ts'
import { periods, resolveRange, type Period } from './report-periods.ts'

type Cell = { value: string; id?: string }
type Row = { type?: 'Section' | 'Data'; group?: string; ColData?: Cell[]; Header?: { ColData: Cell[] }; Rows?: { Row: Row[] }; Summary?: { ColData: Cell[] } }
type Vec = number[]

const money = (c: number) => (c / 100).toFixed(2)
const add = (a: Vec, b: Vec) => a.map((x, i) => x + b[i])
const sub = (a: Vec, b: Vec) => a.map((x, i) => x - b[i])
const neg = (a: Vec) => a.map((x) => -x)

const REVENUE = new Set(['Income', 'Other Income'])
const CREDIT_NORMAL = new Set(['Income', 'Other Income', 'Equity', 'Accounts Payable', 'Credit Card', 'Long Term Liability', 'Other Current Liability'])

/** Sum of postings per account id for each column (a column is a date window). */
function sums(posts: Posting[], cols: { from?: string; to: string }[]): Map<string, Vec> {
  const m = new Map<string, Vec>()
  for (const p of posts) cols.forEach((c, i) => {
    if (p.date > c.to || (c.from && p.date < c.from)) return
    const v = m.get(p.accountId) ?? cols.map(() => 0)
    v[i] += p.amount
    m.set(p.accountId, v)
  })
  return m
}

/** Account rows of one section, nested under parent accounts; returns rows and the section total (display sign). */
function accountRows(c: Company, types: string[], raw: Map<string, Vec>, width: number, extra: Row[] = [], extraTotal?: Vec): { rows: Row[]; total: Vec } {
  const accts = c.list('Account').filter((a) => types.includes(a.AccountType))
  const shown = (a: Entity): Vec => { const v = raw.get(a.Id) ?? Array(width).fill(0); return CREDIT_NORMAL.has(a.AccountType) ? neg(v) : v }
  const build = (parentId?: string): { rows: Row[]; total: Vec } => {
    const rows: Row[] = []
    let total: Vec = Array(width).fill(0)
    for (const a of accts.filter((x) => (x.ParentRef?.value ?? undefined) === parentId && (parentId !== undefined || !accts.some((p) => p.Id === x.ParentRef?.value))).sort((x, y) => x.Name.localeCompare(y.Name))) {
      const own = shown(a)
      const kids = build(a.Id)
      if (kids.rows.length === 0) {
        if (own.some((x) => x !== 0)) rows.push({ type: 'Data', ColData: [{ value: a.Name, id: a.Id }, ...own.map((x) => ({ value: money(x) }))] })
      } else {
        const inner = own.some((x) => x !== 0) ? [{ type: 'Data' as const, ColData: [{ value: a.Name, id: a.Id }, ...own.map((x) => ({ value: money(x) }))] }, ...kids.rows] : kids.rows
        const t = add(own, kids.total)
        rows.push({ type: 'Section', Header: { ColData: [{ value: a.Name, id: a.Id }, ...own.map(() => ({ value: '' }))] }, Rows: { Row: inner }, Summary: { ColData: [{ value: `Total ${a.Name}` }, ...t.map((x) => ({ value: money(x) }))] } })
      }
      total = add(total, add(own, kids.total))
    }
    return { rows, total }
  }
  const r = build(undefined)
  return { rows: [...r.rows, ...extra], total: extraTotal ? add(r.total, extraTotal) : r.total }
}

const section = (title: string, group: string, body: { rows: Row[]; total: Vec }): Row => ({
  type: 'Section', group,
  ...(title ? { Header: { ColData: [{ value: title }, ...body.total.map(() => ({ value: '' }))] } } : {}),
  ...(body.rows.length ? { Rows: { Row: body.rows } } : {}),
  Summary: { ColData: [{ value: `Total ${title}` }, ...body.total.map((x) => ({ value: money(x) }))] },
})
const summaryOnly = (label: string, group: string, v: Vec): Row => ({ type: 'Section', group, Summary: { ColData: [{ value: label }, ...v.map((x) => ({ value: money(x) }))] } })

function header(name: string, q: URLSearchParams, start: string, end: string, macro: string | undefined, basis: string, by: string, empty: boolean) {
  return {
    Time: new Date().toISOString(), ReportName: name, ...(macro ? { DateMacro: macro.toLowerCase() } : {}), ReportBasis: basis,
    StartPeriod: start, EndPeriod: end, SummarizeColumnsBy: by, Currency: 'USD',
    Option: [{ Name: 'AccountingStandard', Value: 'GAAP' }, { Name: 'NoReportData', Value: String(empty) }],
  }
}

function columns(ps: Period[], withTotal: boolean) {
  const cols = [{ ColTitle: '', ColType: 'Account', MetaData: [{ Name: 'ColKey', Value: 'account' }] }]
  for (const p of ps) cols.push({ ColTitle: p.title, ColType: 'Money', MetaData: [{ Name: 'StartDate', Value: p.start }, { Name: 'EndDate', Value: p.end }, { Name: 'ColKey', Value: p.title === 'Total' ? 'total' : p.start }] })
  if (withTotal) cols.push({ ColTitle: 'Total', ColType: 'Money', MetaData: [{ Name: 'ColKey', Value: 'total' }] })
  return { Column: cols }
}

/** All History starts at the company's first transaction, not at the epoch. */
function range(c: Company, q: URLSearchParams) {
  const r = resolveRange(q)
  if (r.macro?.toLowerCase() !== 'all history') return r
  const first = postingsOf(c).reduce((m, p) => (p.date < m ? p.date : m), r.end)
  return { ...r, start: first }
}

function profitAndLoss(c: Company, q: URLSearchParams) {
  const { start, end, macro } = range(c, q)
  const basis = q.get('accounting_method') === 'Cash' ? 'Cash' : 'Accrual'
  const by = q.get('summarize_column_by') ?? 'Total'
  const ps = periods(start, end, by)
  const windows = [...ps.map((p) => ({ from: p.start, to: p.end })), ...(ps.length > 1 ? [{ from: start, to: end }] : [])]
  const raw = sums(postingsOf(c, basis), windows)
  const w = windows.length
  const income = accountRows(c, ['Income'], raw, w)
  const cogs = accountRows(c, ['Cost of Goods Sold'], raw, w)
  const expenses = accountRows(c, ['Expense'], raw, w)
  const otherIncome = accountRows(c, ['Other Income'], raw, w)
  const otherExpenses = accountRows(c, ['Other Expense'], raw, w)
  const gross = sub(income.total, cogs.total)
  const operating = sub(gross, expenses.total)
  const netOther = sub(otherIncome.total, otherExpenses.total)
  const empty = [income, cogs, expenses, otherIncome, otherExpenses].every((s) => s.rows.length === 0)
  return {
    Header: header('ProfitAndLoss', q, start, end, macro, basis, by, empty),
    Columns: columns(ps, ps.length > 1),
    Rows: { Row: [
      section('Income', 'Income', income), section('Cost of Goods Sold', 'COGS', cogs), summaryOnly('Gross Profit', 'GrossProfit', gross),
      section('Expenses', 'Expenses', expenses), summaryOnly('Net Operating Income', 'NetOperatingIncome', operating),
      section('Other Income', 'OtherIncome', otherIncome), section('Other Expenses', 'OtherExpenses', otherExpenses),
      summaryOnly('Net Other Income', 'NetOtherIncome', netOther), summaryOnly('Net Income', 'NetIncome', add(operating, netOther)),
    ] },
  }
}

function balanceSheet(c: Company, q: URLSearchParams) {
  const { start, end, macro } = range(c, q)
  const basis = q.get('accounting_method') === 'Cash' ? 'Cash' : 'Accrual'
  const by = q.get('summarize_column_by') ?? 'Total'
  const ps = periods(start, end, by)
  const posts = postingsOf(c, basis)
  const raw = sums(posts, ps.map((p) => ({ to: p.end })))
  const w = ps.length
  // Earnings: income/expense accounts close into equity; prior fiscal years show as Retained Earnings.
  const plTypes = new Set(['Income', 'Other Income', 'Expense', 'Other Expense', 'Cost of Goods Sold'])
  const plIds = new Set(c.list('Account').filter((a) => plTypes.has(a.AccountType)).map((a) => a.Id))
  const earnings = (from: (p: Period) => string | undefined, to: (p: Period) => string) => {
    const v = sums(posts.filter((p) => plIds.has(p.accountId)), ps.map((p) => ({ from: from(p), to: to(p) })))
    return neg([...v.values()].reduce((s, x) => add(s, x), Array(w).fill(0)))
  }
  const fyStart = (p: Period) => `${p.end.slice(0, 4)}-01-01`
  const netIncome = earnings(fyStart, (p) => p.end)
  const retained = earnings(() => undefined, (p) => { const d = new Date(fyStart(p) + 'T00:00:00Z'); d.setUTCDate(0); return d.toISOString().slice(0, 10) })
  const t = (types: string[]) => accountRows(c, types, raw, w)
  const bank = t(['Bank']), arSec = t(['Accounts Receivable']), oca = t(['Other Current Asset'])
  const current = { rows: [section('Bank Accounts', 'BankAccounts', bank), section('Accounts Receivable', 'AR', arSec), section('Other Current Assets', 'OtherCurrentAssets', oca)], total: add(add(bank.total, arSec.total), oca.total) }
  const fixed = t(['Fixed Asset', 'Other Fixed Assets']), other = t(['Other Asset'])
  const assets = { rows: [section('Current Assets', 'CurrentAssets', current), section('Fixed Assets', 'FixedAssets', fixed), section('Other Assets', 'OtherAssets', other)], total: add(add(current.total, fixed.total), other.total) }
  const apSec = t(['Accounts Payable']), cc = t(['Credit Card']), ocl = t(['Other Current Liability'])
  const curLiab = { rows: [section('Accounts Payable', 'AP', apSec), section('Credit Cards', 'CreditCards', cc), section('Other Current Liabilities', 'OtherCurrentLiabilities', ocl)], total: add(add(apSec.total, cc.total), ocl.total) }
  const ltl = t(['Long Term Liability'])
  const liabilities = { rows: [section('Current Liabilities', 'CurrentLiabilities', curLiab), section('Long-Term Liabilities', 'LongTermLiabilities', ltl)], total: add(curLiab.total, ltl.total) }
  const eqRows: Row[] = [
    { type: 'Data', ColData: [{ value: 'Retained Earnings' }, ...retained.map((x) => ({ value: money(x) }))] },
    { type: 'Data', ColData: [{ value: 'Net Income' }, ...netIncome.map((x) => ({ value: money(x) }))] },
  ]
  const equity = accountRows(c, ['Equity'], raw, w, eqRows, add(retained, netIncome))
  const le = { rows: [section('Liabilities', 'Liabilities', liabilities), section('Equity', 'Equity', equity)], total: add(liabilities.total, equity.total) }
  return {
    Header: header('BalanceSheet', q, start, end, macro, basis, by, posts.length === 0),
    Columns: columns(ps, false),
    Rows: { Row: [section('ASSETS', 'TotalAssets', assets), section('LIABILITIES AND EQUITY', 'TotalLiabilitiesAndEquity', le)] },
  }
}

export function runReport(c: Company, name: string, q: URLSearchParams) {
  if (name === 'ProfitAndLoss') return profitAndLoss(c, q)
  if (name === 'BalanceSheet') return balanceSheet(c, q)
  throw validationFault('2010', 'Unsupported Operation', `The sandbox does not produce the ${name} report`)
}
