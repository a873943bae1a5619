import { describe, expect, it } from 'vitest'
import { BASIS, CASH_FIGURES, monthName, pendingMicros, vendorKey } from './figures.ts'

describe('figures say what they are (issue 30, items 3 and 4)', () => {
  it('names the month and basis of the books', () => {
    expect(monthName('2026-11-01')).toBe('November 2026')
    expect(BASIS.booksMonth('2026-01-01')).toBe('From the books, January 2026, accrual basis')
  })
  it('matches a vendor across the books and the feeds by its name', () => {
    expect(vendorKey('  Digi-Key ')).toBe(vendorKey('digi-key'))
    expect(vendorKey('Blue  Bottle')).toBe('blue bottle')
  })
  it('pending is the settled balance less what is available, never below zero', () => {
    expect(pendingMicros('196841000000', '126379000000')).toBe(70_462_000_000n)
    expect(pendingMicros(5n, 9n)).toBe(0n)
  })
  it('gives each cash figure its own name', () => {
    const names = [CASH_FIGURES.ledgerCash, CASH_FIGURES.bankBalance, CASH_FIGURES.bankAvailable, CASH_FIGURES.pending]
    expect(new Set(names).size).toBe(4)
  })
})
