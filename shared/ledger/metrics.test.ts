import { describe, expect, it } from 'vitest'
import { runEngineReport, type ReportOptions } from './index.ts'
import { deriveMonthlyMetrics } from './metrics.ts'
import type { DetailPosting, EngineAccount } from './types.ts'

const accounts: EngineAccount[] = [
  { id: 'b', name: 'Checking', fullyQualifiedName: 'Checking', accountType: 'Bank' },
  { id: 's', name: 'Sales', fullyQualifiedName: 'Sales', accountType: 'Income' },
  { id: 'r', name: 'Rent', fullyQualifiedName: 'Rent', accountType: 'Expense' },
  { id: 'e', name: 'Equity', fullyQualifiedName: 'Equity', accountType: 'Equity' },
]
const p = (txnId: string, date: string, legs: [string, number][], nameId?: string): DetailPosting[] =>
  legs.map(([accountId, amount]) => ({
    txnId,
    date,
    accountId,
    amount,
    kind: 'Purchase',
    nameId,
    name: nameId ? `Vendor ${nameId}` : null,
  }))
const postings = [
  ...p('1', '2025-12-15', [
    ['b', 1_000_000],
    ['e', -1_000_000],
  ]),
  ...p(
    '2',
    '2026-01-05',
    [
      ['b', -300_000],
      ['r', 300_000],
    ],
    'v1',
  ),
  ...p(
    '3',
    '2026-02-05',
    [
      ['b', -300_000],
      ['r', 300_000],
    ],
    'v1',
  ),
  ...p('4', '2026-02-20', [
    ['b', 100_000],
    ['s', -100_000],
  ]),
  ...p(
    '5',
    '2026-03-05',
    [
      ['b', -250_000],
      ['r', 250_000],
    ],
    'v2',
  ),
]
const o: ReportOptions = {
  start: '2026-01-01',
  end: '2026-03-31',
  summarizeBy: 'Month',
  method: 'Accrual',
  now: '2026-04-01T00:00:00Z',
}
const input = { accounts, entries: postings, details: postings, vendorNameIds: new Set(['v1', 'v2']) }

describe('monthly metrics', () => {
  it('derives cash, burn, runway, income, expenses and vendor spend per month', () => {
    const m = deriveMonthlyMetrics({
      pnl: runEngineReport('ProfitAndLoss', input, o),
      cashOnHand: runEngineReport('CashOnHand', input, o),
      vendorExpenses: runEngineReport('VendorExpenses', input, o),
      openingCashCents: 1_000_000,
    })
    expect(m.map((x) => x.month)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01'])
    expect(m.map((x) => x.cashOnHandCents)).toEqual([700_000, 500_000, 250_000])
    expect(m.map((x) => x.burnCents)).toEqual([300_000, 200_000, 250_000])
    expect(m.map((x) => x.runwayMonths)).toEqual([2.3, 2, 1])
    expect(m.map((x) => x.incomeCents)).toEqual([0, 100_000, 0])
    expect(m.map((x) => x.expensesCents)).toEqual([300_000, 300_000, 250_000])
    expect(m[2].vendorExpenses).toEqual([{ vendorId: 'v2', vendor: 'Vendor v2', cents: 250_000 }])
  })
})
