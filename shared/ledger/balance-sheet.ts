/**
 * Balance Sheet in QuickBooks' shape. Income and expense accounts are never closed by a posting: prior fiscal years'
 * net income shows as Retained Earnings and the current fiscal year's as Net Income, so assets always equal
 * liabilities plus equity.
 */
import type { TAccountType } from '../schemas/ledger.ts'
import type { TRawReport, TRow } from '../schemas/reports.ts'
import { fiscalYearStart, periods } from './dates.ts'
import { amountColumns, addVec, dataRow, header, section, zeros } from './rows.ts'
import { isPnlAccount } from './profit-and-loss.ts'
import { accountRows } from './tree.ts'
import type { EngineAccount, Entry, ReportOptions } from './types.ts'

const CREDIT_NORMAL: TAccountType[] = [
  'Accounts Payable',
  'Credit Card',
  'Long Term Liability',
  'Other Current Liability',
  'Equity',
]

export function isRetainedEarnings(a: EngineAccount): boolean {
  return a.accountType === 'Equity' && (a.accountSubType === 'RetainedEarnings' || /^retained earnings$/i.test(a.name))
}

/** Balances as of each column end (display sign), plus prior-years and current-year net income per column. */
export function balancesAsOf(accounts: EngineAccount[], entries: Entry[], ends: string[], fyStartMonth = 1) {
  const byId = new Map(accounts.map((a) => [a.id, a]))
  const n = ends.length
  const balances = new Map<string, number[]>()
  const priorNi = zeros(n),
    currentNi = zeros(n)
  const fys = ends.map((e) => fiscalYearStart(e, fyStartMonth))
  for (const e of entries) {
    const a = byId.get(e.accountId)
    if (!a) continue
    for (let i = 0; i < n; i++) {
      if (e.date > ends[i]) continue
      if (isPnlAccount(a)) {
        if (e.date < fys[i]) priorNi[i] -= e.amount
        else currentNi[i] -= e.amount
      } else {
        let v = balances.get(a.id)
        if (!v) {
          v = zeros(n)
          balances.set(a.id, v)
        }
        v[i] += CREDIT_NORMAL.includes(a.accountType) ? -e.amount : e.amount
      }
    }
  }
  return { balances, priorNi, currentNi }
}

export function balanceSheet(accounts: EngineAccount[], entries: Entry[], o: ReportOptions): TRawReport {
  const ps = periods(o.start, o.end, o.summarizeBy, o.fyStartMonth)
  const n = ps.length
  const { balances, priorNi, currentNi } = balancesAsOf(
    accounts,
    entries,
    ps.map((p) => p.end),
    o.fyStartMonth,
  )
  const group = (types: TAccountType[], extra: (a: EngineAccount) => boolean = () => true) =>
    accountRows(
      accounts.filter((a) => types.includes(a.accountType) && extra(a)),
      balances,
      n,
    )

  const bank = group(['Bank'])
  const ar = group(['Accounts Receivable'])
  const oca = group(['Other Current Asset'])
  const currentAssets = addVec(addVec(bank.total, ar.total), oca.total)
  const fixed = group(['Fixed Asset', 'Other Fixed Assets'])
  const other = group(['Other Asset'])
  const totalAssets = addVec(addVec(currentAssets, fixed.total), other.total)

  const ap = group(['Accounts Payable'])
  const cc = group(['Credit Card'])
  const ocl = group(['Other Current Liability'])
  const currentLiabilities = addVec(addVec(ap.total, cc.total), ocl.total)
  const ltl = group(['Long Term Liability'])
  const liabilities = addVec(currentLiabilities, ltl.total)

  // Retained Earnings = the account's own postings + prior fiscal years' net income.
  const re = accounts.find(isRetainedEarnings)
  const equity = group(['Equity'], (a) => a !== re)
  const reAmounts = addVec(re ? (balances.get(re.id) ?? zeros(n)) : zeros(n), priorNi)
  const equityRows: TRow[] = [
    ...equity.rows,
    dataRow('Retained Earnings', reAmounts, re?.id),
    dataRow('Net Income', currentNi),
  ]
  const totalEquity = addVec(addVec(equity.total, reAmounts), currentNi)

  const sec = (title: string, rows: TRow[], total: number[], g: string, label = `Total ${title}`) =>
    section(title, rows, { label, amounts: total }, g)
  const rows: TRow[] = [
    sec(
      'ASSETS',
      [
        sec(
          'Current Assets',
          [
            sec('Bank Accounts', bank.rows, bank.total, 'BankAccounts'),
            sec('Accounts Receivable', ar.rows, ar.total, 'AR'),
            sec('Other Current Assets', oca.rows, oca.total, 'OtherCurrentAssets'),
          ],
          currentAssets,
          'CurrentAssets',
        ),
        sec('Fixed Assets', fixed.rows, fixed.total, 'FixedAssets'),
        sec('Other Assets', other.rows, other.total, 'OtherAssets'),
      ],
      totalAssets,
      'TotalAssets',
      'TOTAL ASSETS',
    ),
    sec(
      'LIABILITIES AND EQUITY',
      [
        sec(
          'Liabilities',
          [
            sec(
              'Current Liabilities',
              [
                sec('Accounts Payable', ap.rows, ap.total, 'AP'),
                sec('Credit Cards', cc.rows, cc.total, 'CreditCards'),
                sec('Other Current Liabilities', ocl.rows, ocl.total, 'OtherCurrentLiabilities'),
              ],
              currentLiabilities,
              'CurrentLiabilities',
            ),
            sec('Long-Term Liabilities', ltl.rows, ltl.total, 'LongTermLiabilities'),
          ],
          liabilities,
          'Liabilities',
        ),
        sec('Equity', equityRows, totalEquity, 'Equity'),
      ],
      addVec(liabilities, totalEquity),
      'TotalLiabilitiesAndEquity',
      'TOTAL LIABILITIES AND EQUITY',
    ),
  ]
  return {
    Header: header('BalanceSheet', o),
    Columns: {
      Column: [
        { ColTitle: '', ColType: 'Account', MetaData: [{ Name: 'ColKey', Value: 'account' }] },
        ...amountColumns(ps, false),
      ],
    },
    Rows: { Row: rows },
  }
}
