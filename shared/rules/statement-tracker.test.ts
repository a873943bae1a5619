import { describe, expect, it } from 'vitest'
import { availableOn, expectedStatementMonth, trackedStatementState } from './statement-tracker.ts'

describe('statement tracker', () => {
  it("expects last month's statement, across a year end", () => {
    expect(expectedStatementMonth('2026-11-24')).toBe('2026-10-01')
    expect(expectedStatementMonth('2027-01-03')).toBe('2026-12-01')
  })
  it('makes a statement available on the availability day of the next month, the last day when shorter', () => {
    expect(availableOn('2026-10-01', 5)).toBe('2026-11-05')
    expect(availableOn('2027-01-01', 31)).toBe('2027-02-28')
    expect(availableOn('2026-12-01', 1)).toBe('2027-01-01')
  })
  it('is missing from its availability day, upcoming before, completed once ticked', () => {
    const s = (today: string, completed = false) =>
      trackedStatementState({ month: '2026-10-01', availability: 10, today, completed })
    expect(s('2026-11-09')).toBe('upcoming')
    expect(s('2026-11-10')).toBe('missing')
    expect(s('2026-11-09', true)).toBe('completed')
  })
})
