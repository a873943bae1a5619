/** Consolidation properties on random group ledgers with intercompany balances. */
import { describe, expect, it } from 'vitest'
import { consolidate, type EntityInput } from './consolidate.ts'
import { findRow, runEngineReport, parseMoney } from './index.ts'
import { randomLedger, rng } from './random-ledger.ts'
import type { TRawReport, TRow } from '../schemas/reports.ts'
import type { EngineAccount, DetailPosting } from './types.ts'

const now = '2026-11-22T00:00:00Z'
const col = (r: TRawReport, row: TRow | undefined, title: string) => {
  const i = r.Columns.Column.findIndex((c) => c.ColTitle === title)
  return parseMoney((row?.ColData ?? row?.Summary?.ColData)?.[i]?.value)
}

/** Two entities: random books plus intercompany sales from A to B recorded on both sides. */
function group(seed: number) {
  const r = rng(seed)
  const make = (s: number, ic: EngineAccount[]) => {
    const l = randomLedger(s, 200)
    return { accounts: [...l.accounts, ...ic], postings: l.postings }
  }
  const a = make(seed, [
    { id: 'ic-ar', name: 'Due from Beta', fullyQualifiedName: 'Due from Beta', accountType: 'Other Current Asset' },
    { id: 'ic-rev', name: 'Intercompany Revenue', fullyQualifiedName: 'Intercompany Revenue', accountType: 'Income' },
  ])
  const b = make(seed + 1, [
    { id: 'ic-ap', name: 'Due to Alpha', fullyQualifiedName: 'Due to Alpha', accountType: 'Other Current Liability' },
    { id: 'ic-exp', name: 'Intercompany Fees', fullyQualifiedName: 'Intercompany Fees', accountType: 'Expense' },
  ])
  for (let i = 0; i < 20; i++) {
    const amount = 1000 + Math.floor(r() * 100000),
      date = `2026-0${1 + Math.floor(r() * 6)}-1${Math.floor(r() * 9)}`
    const p = (accountId: string, amt: number): DetailPosting => ({
      accountId,
      amount: amt,
      date,
      txnId: `ic${i}`,
      kind: 'JournalEntry',
    })
    a.postings.push(p('ic-ar', amount), p('ic-rev', -amount))
    b.postings.push(p('ic-exp', amount), p('ic-ap', -amount))
  }
  return [a, b]
}

describe('consolidation', () => {
  it.each([3, 17, 101, 4242])(
    'eliminations net to zero and the consolidated statements still hold (seed %i)',
    (seed) => {
      const [a, b] = group(seed)
      const opts = {
        start: '2026-01-01',
        end: '2026-06-30',
        summarizeBy: 'Total' as const,
        method: 'Accrual' as const,
        now,
      }
      const inp = (x: typeof a) => ({
        accounts: x.accounts,
        entries: x.postings,
        details: [],
        vendorNameIds: new Set<string>(),
      })
      // Same currency: intercompany amounts match exactly, so eliminations must cancel.
      const ent = (type: 'BalanceSheet' | 'ProfitAndLoss', bRate = 1): EntityInput[] => [
        {
          organizationId: 'A',
          name: 'Alpha',
          currency: 'USD',
          report: runEngineReport(type, inp(a), type === 'BalanceSheet' ? { ...opts, start: opts.end } : opts),
          averageRate: 1,
          periodEndRate: 1,
        },
        {
          organizationId: 'B',
          name: 'Beta',
          currency: bRate === 1 ? 'USD' : 'EUR',
          report: runEngineReport(type, inp(b), type === 'BalanceSheet' ? { ...opts, start: opts.end } : opts),
          averageRate: bRate,
          periodEndRate: bRate === 1 ? 1 : bRate * 1.05,
        },
      ]
      const o = {
        presentationCurrency: 'USD',
        combine: new Set(['checking', 'rent']),
        eliminate: new Set(['due from beta', 'due to alpha', 'intercompany revenue', 'intercompany fees']),
        includeEntitiesColumn: true,
        excludeEmptyColumns: false,
        ctaRow: true,
        now,
      }
      const bs = consolidate(ent('BalanceSheet'), { ...o, reportType: 'BalanceSheet' })
      const pnl = consolidate(ent('ProfitAndLoss'), { ...o, reportType: 'ProfitAndLoss' })
      expect(bs.eliminations.length).toBe(2)
      expect(bs.eliminations.reduce((s, e) => s + e.cents, 0)).not.toBe(0) // an asset and a liability each shrink...
      expect(col(bs.report, findRow(bs.report, { group: 'TotalAssets' }), 'Eliminations')).toBe(
        col(bs.report, findRow(bs.report, { group: 'TotalLiabilitiesAndEquity' }), 'Eliminations'),
      ) // ...by the same amount
      expect(col(pnl.report, findRow(pnl.report, { group: 'NetIncome' }), 'Eliminations')).toBe(0)
      expect(col(pnl.report, findRow(pnl.report, { group: 'Income' }), 'Eliminations')).toBe(
        col(pnl.report, findRow(pnl.report, { group: 'Expenses' }), 'Eliminations'),
      )
      expect(col(pnl.report, findRow(pnl.report, { group: 'Income' }), 'Eliminations')).toBeLessThan(0)
      // With a different rate for Beta, the translated balance sheet still balances thanks to the CTA row.
      const fx = consolidate(ent('BalanceSheet', 1.1), { ...o, reportType: 'BalanceSheet', eliminate: new Set() })
      expect(col(fx.report, findRow(fx.report, { group: 'TotalAssets' }), 'Total')).toBe(
        col(fx.report, findRow(fx.report, { group: 'TotalLiabilitiesAndEquity' }), 'Total'),
      )
      expect(findRow(fx.report, { label: 'Cumulative Translation Adjustment' })).toBeDefined()
      // Combined accounts make one line; others stay per entity.
      expect(findRow(pnl.report, { label: 'Rent' })).toBeDefined()
      expect(findRow(pnl.report, { label: 'Sales (Alpha)' })).toBeDefined()
      expect(findRow(pnl.report, { label: 'Sales (Beta)' })).toBeDefined()
    },
  )
})
