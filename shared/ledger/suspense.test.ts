import { describe, expect, it } from 'vitest'
import { runEngineReport, type ReportOptions } from './index.ts'
import { findRow, rowAmounts } from './read-report.ts'
import { SUSPENSE_GROUP, SUSPENSE_TITLE, separateSuspense } from './suspense.ts'
import type { DetailPosting, EngineAccount } from './types.ts'

const accounts: EngineAccount[] = [
  { id: 'b', name: 'Checking', fullyQualifiedName: 'Checking', accountType: 'Bank' },
  { id: 's', name: 'Sales', fullyQualifiedName: 'Sales', accountType: 'Income' },
  { id: 'r', name: 'Rent', fullyQualifiedName: 'Rent', accountType: 'Expense' },
  { id: 'a', name: '9000 Ask My Client', fullyQualifiedName: '9000 Ask My Client', accountType: 'Expense' },
  { id: 'e', name: 'Equity', fullyQualifiedName: 'Equity', accountType: 'Equity' },
]
const p = (txnId: string, date: string, legs: [string, number][]): DetailPosting[] =>
  legs.map(([accountId, amount]) => ({ txnId, date, accountId, amount, kind: 'Purchase', name: null }))
const postings = [
  ...p('1', '2026-01-03', [
    ['b', 500_000],
    ['s', -500_000],
  ]),
  ...p('2', '2026-01-05', [
    ['b', -120_000],
    ['r', 120_000],
  ]),
  ...p('3', '2026-02-07', [
    ['b', -1_188_760],
    ['a', 1_188_760],
  ]),
]
const input = { accounts, entries: postings, details: postings, vendorNameIds: new Set<string>() }
const o: ReportOptions = {
  start: '2026-01-01',
  end: '2026-02-28',
  summarizeBy: 'Month',
  method: 'Accrual',
  now: '2026-03-01T00:00:00Z',
}

describe('Ask My Client shown apart from expenses (issue 30)', () => {
  const pnl = runEngineReport('ProfitAndLoss', input, o)
  const shown = separateSuspense(pnl)

  it('takes 9000 Ask My Client out of Total Expenses into a suspense section of its own', () => {
    // as the ledger answers: parked money counted as an expense
    expect(rowAmounts(findRow(pnl, { group: 'Expenses' }))).toEqual([120_000, 1_188_760, 1_308_760])
    expect(rowAmounts(findRow(shown, { group: 'Expenses' }))).toEqual([120_000, 0, 120_000])
    const suspense = findRow(shown, { group: SUSPENSE_GROUP })!
    expect(suspense.Header?.ColData[0].value).toBe(SUSPENSE_TITLE)
    expect(rowAmounts(suspense)).toEqual([0, 1_188_760, 1_188_760])
    expect(findRow(shown, { group: 'Expenses' })?.Rows?.Row.map((r) => r.ColData?.[0].value)).toEqual(['Rent'])
  })

  it('leaves net income as it was: the money did leave', () => {
    expect(rowAmounts(findRow(shown, { group: 'NetIncome' }))).toEqual(rowAmounts(findRow(pnl, { group: 'NetIncome' })))
    // the suspense section sits between Expenses and Net Operating Income
    const groups = shown.Rows.Row.map((r) => r.group)
    expect(groups.indexOf(SUSPENSE_GROUP)).toBe(groups.indexOf('Expenses') + 1)
  })

  it('leaves a report without Ask My Client untouched', () => {
    const plain = runEngineReport('ProfitAndLoss', { ...input, entries: postings.slice(0, 4) }, o)
    expect(separateSuspense(plain)).toBe(plain)
  })
})
