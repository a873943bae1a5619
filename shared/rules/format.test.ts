import { describe, expect, it } from 'vitest'
import {
  endSentence,
  formatDate,
  formatEin,
  formatMoney,
  formatPeriod,
  formatQuestionDate,
  nextMonth,
} from './format.ts'

describe('formatMoney', () => {
  it('shows two decimals with en-US grouping', () => {
    expect(formatMoney(123456)).toBe('1,234.56')
    expect(formatMoney(100)).toBe('1.00')
    expect(formatMoney(5)).toBe('0.05')
    expect(formatMoney(123456789012)).toBe('1,234,567,890.12')
  })
  it('adds the dollar prefix after the sign when asked', () => {
    expect(formatMoney(123456, { currency: true })).toBe('$1,234.56')
    expect(formatMoney(-250, { currency: true })).toBe('-$2.50')
    expect(formatMoney(-250)).toBe('-2.50')
  })
  it('shows empty and missing amounts as 0.00', () => {
    expect(formatMoney(null)).toBe('0.00')
    expect(formatMoney(undefined)).toBe('0.00')
    expect(formatMoney('')).toBe('0.00')
    expect(formatMoney(null, { currency: true })).toBe('$0.00')
  })
  it('shows negative zero as zero', () => {
    expect(formatMoney(-0)).toBe('0.00')
    expect(formatMoney('-0', { currency: true })).toBe('$0.00')
  })
  it('keeps every digit of amounts beyond 2^53 given as bigint or string', () => {
    expect(formatMoney(900719925474099312n)).toBe('9,007,199,254,740,993.12')
    expect(formatMoney('-900719925474099312')).toBe('-9,007,199,254,740,993.12')
  })
  it('refuses fractional cents instead of rounding silently', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError)
    expect(() => formatMoney('12.50')).toThrow(RangeError)
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
  })
})

describe('formatDate', () => {
  it('uses "MMMM dd, yyyy" by default', () => {
    expect(formatDate(new Date(2025, 2, 5))).toBe('March 05, 2025')
  })
  it('reads a date-only string as that calendar day in any time zone', () => {
    expect(formatDate('2025-03-05')).toBe('March 05, 2025')
    expect(formatDate('2024-12-31')).toBe('December 31, 2024')
  })
  it('shows N/A for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate(undefined)).toBe('N/A')
    expect(formatDate('')).toBe('N/A')
    expect(formatDate('not a date')).toBe('N/A')
  })
  it('accepts another pattern', () => {
    expect(formatDate('2025-03-05', 'MM/dd/yyyy')).toBe('03/05/2025')
  })
})

describe('formatQuestionDate', () => {
  it('shows weekday, month, day and year', () => {
    expect(formatQuestionDate('2025-03-05')).toBe('Wednesday, March 5, 2025')
    expect(formatQuestionDate(null)).toBe('N/A')
  })
})

describe('nextMonth', () => {
  it('returns the last day of the month n months ahead', () => {
    expect(nextMonth(1, new Date(2025, 0, 15))).toBe('2025-02-28')
    expect(nextMonth(0, new Date(2025, 3, 1))).toBe('2025-04-30')
    expect(nextMonth(3, new Date(2025, 10, 20))).toBe('2026-02-28')
  })
  it('handles month ends and leap years', () => {
    expect(nextMonth(1, new Date(2024, 0, 31))).toBe('2024-02-29')
    expect(nextMonth(1, new Date(2025, 0, 31))).toBe('2025-02-28')
    expect(nextMonth(12, new Date(2023, 1, 28))).toBe('2024-02-29')
  })
  it('goes backwards for negative n and refuses fractions', () => {
    expect(nextMonth(-1, new Date(2025, 2, 31))).toBe('2025-02-28')
    expect(() => nextMonth(1.5)).toThrow(RangeError)
  })
})

describe('endSentence', () => {
  it('adds the period a sentence needs', () =>
    expect(endSentence('You have been invited to join Birch Bakery')).toBe(
      'You have been invited to join Birch Bakery.',
    ))
  it('does not double the period of a name ending in one', () =>
    expect(endSentence('You have been invited to join Acme Robotics Inc.')).toBe(
      'You have been invited to join Acme Robotics Inc.',
    ))
})

describe('EIN display', () => {
  it('puts a dash after two digits', () => expect(formatEin('123456789')).toBe('12-3456789'))
  it('accepts an already formatted value', () => expect(formatEin('12-3456789')).toBe('12-3456789'))
  it('leaves one or two digits alone', () => expect(formatEin('12')).toBe('12'))
  it('drops anything past nine digits', () => expect(formatEin('1234567890')).toBe('12-3456789'))
})

describe('formatPeriod', () => {
  it('says a span of days once per month and year', () => {
    expect(formatPeriod('2026-09-01', '2026-09-30')).toBe('Sep 1 – 30, 2026')
    expect(formatPeriod('2026-09-01', '2026-10-15')).toBe('Sep 1 – Oct 15, 2026')
    expect(formatPeriod('2026-12-15', '2027-01-14')).toBe('Dec 15, 2026 – Jan 14, 2027')
  })
})
