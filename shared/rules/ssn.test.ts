import { describe, expect, it } from 'vitest'
import { formatSsn, maskSsn, SSN_MESSAGE, SSN_NOT_ISSUED_MESSAGE, ssnDigits, ssnProblem } from './ssn.ts'
import { ONBOARDING_MESSAGES } from './banking-onboarding.ts'

describe('SSN (spec §5)', () => {
  it('displays digits only, grouped 3-2-4, at most nine', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789')
    expect(formatSsn('123-45-67890000')).toBe('123-45-6789')
    expect(formatSsn('12a3')).toBe('123')
    expect(formatSsn('1234')).toBe('123-4')
  })
  it('accepts nine digits with or without dashes and refuses other shapes in the same words', () => {
    expect(ssnProblem('123-45-6789')).toBeUndefined()
    expect(ssnProblem('123456789')).toBeUndefined()
    expect(ssnProblem('12-345-6789')).toBe(SSN_MESSAGE)
    expect(ssnProblem('12345678')).toBe(SSN_MESSAGE)
  })
  it('masks all but the last four', () => {
    expect(maskSsn('6789')).toBe('***-**-6789')
    expect(maskSsn(null)).toBe('')
  })
  it('reads the digits of every SSN the 3-2-4 check lets through, and banking onboarding refuses in the same words', () => {
    for (const s of ['123-45-6789', '123456789', ' 123-45-6789 ']) {
      expect(ssnProblem(s)).toBeUndefined()
      expect(ssnDigits(s)).toBe('123456789')
    }
    expect(ONBOARDING_MESSAGES.ssn).toBe(SSN_MESSAGE)
  })
  it('refuses numbers never issued: area 000, 666 or 900-999, group 00, serial 0000', () => {
    for (const s of [
      '000-00-0000',
      '000-12-3456',
      '666-12-3456',
      '900-12-3456',
      '999-12-3456',
      '123-00-4567',
      '123-45-0000',
    ]) {
      expect(ssnProblem(s)).toBe(SSN_NOT_ISSUED_MESSAGE)
      expect(ssnDigits(s)).toBeNull()
    }
    for (const s of ['001-01-0001', '665-99-9999', '667-12-3456', '899-99-9999']) {
      expect(ssnProblem(s)).toBeUndefined()
      expect(ssnDigits(s)).toBe(s.replace(/-/g, ''))
    }
  })
})
