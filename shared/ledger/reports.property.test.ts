/** Property tests on random ledgers: the statements' identities hold for any balanced set of postings. */
import { describe, expect, it } from 'vitest'
import { findRow, rowAmounts, runEngineReport, type ReportOptions } from './index.ts'
import { randomLedger } from './random-ledger.ts'
import type { TSummarizeBy } from '../schemas/reports.ts'

const now = '2026-11-22T00:00:00Z'
const opts = (start: string, end: string, summarizeBy: TSummarizeBy = 'Total'): ReportOptions => ({
  start,
  end,
  summarizeBy,
  method: 'Accrual',
  now,
})
const input = (seed: number, n = 300) => {
  const l = randomLedger(seed, n)
  return {
    l,
    input: {
      accounts: l.accounts,
      entries: l.postings,
      details: l.postings,
      vendorNameIds: new Set(['0', '1', '2', '3', '4', '5', '6']),
    },
  }
}
const seeds = Array.from({ length: 25 }, (_, i) => 1000 + i * 7919)
const BYS: TSummarizeBy[] = ['Total', 'Month', 'Week', 'Quarter', 'Year']

describe('balance sheet', () => {
  it.each(seeds)('balances, including current-year earnings (seed %i)', (seed) => {
    const { input: inp } = input(seed)
    for (const by of BYS) {
      const bs = runEngineReport('BalanceSheet', inp, opts('2025-03-10', '2026-10-20', by))
      const assets = rowAmounts(findRow(bs, { group: 'TotalAssets' }))
      const le = rowAmounts(findRow(bs, { group: 'TotalLiabilitiesAndEquity' }))
      expect(assets.length).toBeGreaterThan(0)
      expect(le).toEqual(assets)
      expect(rowAmounts(findRow(bs, { label: 'Net Income' })).some((x) => x !== 0)).toBe(true)
    }
  })
})

describe('retained earnings', () => {
  it.each(seeds)("change across a year end equals that year's net income (seed %i)", (seed) => {
    const { input: inp } = input(seed)
    const re = (asOf: string) =>
      rowAmounts(findRow(runEngineReport('BalanceSheet', inp, opts(asOf, asOf)), { label: 'Retained Earnings' }))[0]
    const pnl = runEngineReport('ProfitAndLoss', inp, opts('2025-01-01', '2025-12-31'))
    const ni = rowAmounts(findRow(pnl, { group: 'NetIncome' }))[0]
    expect(ni).not.toBe(0)
    expect(re('2026-02-15') - re('2025-02-15')).toBe(ni)
    expect(re('2025-12-31')).toBe(0) // no posting before 2025 and none to the account itself
  })
})

describe('profit and loss', () => {
  it.each(seeds.slice(0, 8))('monthly columns sum to the Total column and to a Total-only report (seed %i)', (seed) => {
    const { input: inp } = input(seed)
    const byMonth = runEngineReport('ProfitAndLoss', inp, opts('2025-02-14', '2026-01-09', 'Month'))
    const total = runEngineReport('ProfitAndLoss', inp, opts('2025-02-14', '2026-01-09'))
    const months = rowAmounts(findRow(byMonth, { group: 'NetIncome' }))
    expect(months.length).toBe(13) // 12 clipped months + Total
    expect(months.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(months.at(-1))
    expect(months.at(-1)).toBe(rowAmounts(findRow(total, { group: 'NetIncome' }))[0])
  })
})

describe('cash flow', () => {
  it.each(seeds)('ties to the change in cash on the balance sheet (seed %i)', (seed) => {
    const { input: inp } = input(seed)
    for (const by of ['Total', 'Quarter', 'Month'] as TSummarizeBy[]) {
      const cf = runEngineReport('CashFlow', inp, opts('2025-04-01', '2026-09-30', by))
      const increase = rowAmounts(findRow(cf, { group: 'CashIncrease' }))
      const begin = rowAmounts(findRow(cf, { group: 'BeginningCash' }))
      const end = rowAmounts(findRow(cf, { group: 'EndingCash' }))
      const bankAt = (d: string) =>
        rowAmounts(findRow(runEngineReport('BalanceSheet', inp, opts(d, d)), { group: 'BankAccounts' }))[0]
      expect(end.at(-1)! - begin.at(-1)!).toBe(increase.at(-1))
      expect(begin.at(-1)).toBe(bankAt('2025-03-31'))
      expect(end.at(-1)).toBe(bankAt('2026-09-30'))
      const coh = runEngineReport('CashOnHand', inp, opts('2026-09-30', '2026-09-30'))
      expect(rowAmounts(findRow(coh, { group: 'CashOnHand' }))[0]).toBe(end.at(-1))
    }
  })
})

describe('detail reports', () => {
  it('general ledger ending balances equal the balance sheet per account', () => {
    const { l, input: inp } = input(42)
    const gl = runEngineReport('GeneralLedger', inp, opts('2026-01-01', '2026-06-30'))
    const bs = runEngineReport('BalanceSheet', inp, opts('2026-06-30', '2026-06-30'))
    const checking = l.accounts.find((a) => a.name === 'Checking')!
    const section = gl.Rows.Row.find((r) => r.Header?.ColData[0].id === checking.id)!
    expect(section.Summary!.ColData.at(-1)!.value).toBe(findRow(bs, { id: checking.id })!.ColData![1].value)
  })
  it('transaction list has one row per transaction in range', () => {
    const { l, input: inp } = input(7)
    const tl = runEngineReport(
      'TransactionList',
      { ...inp, details: inp.details.filter((d) => d.date >= '2025-06-01' && d.date <= '2025-06-30') },
      opts('2025-06-01', '2025-06-30'),
    )
    expect(tl.Rows.Row.length).toBe(l.txns.filter((t) => t.date >= '2025-06-01' && t.date <= '2025-06-30').length)
  })
})
