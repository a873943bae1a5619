import { describe, expect, it } from 'vitest'
import { CSV_STATEMENT_MESSAGES, extractCsvStatement, moneyToCents, statementAccountMask } from './statement-text.ts'

describe('statement text', () => {
  it('reads money exactly, with parentheses, signs and grouping', () => {
    expect(moneyToCents('$1,234,567.89')).toBe(123_456_789)
    expect(moneyToCents('($12.30)')).toBe(-1_230)
    expect(moneyToCents('-$0.07')).toBe(-7)
    expect(moneyToCents('$0.00')).toBe(0)
  })
  it("finds the account's last four digits in the usual wordings", () => {
    expect(statementAccountMask('Plaid Business Checking ****7847')).toBe('7847')
    expect(statementAccountMask('Card ending in 4221')).toBe('4221')
    expect(statementAccountMask('Account number: XXXX-XXXX-0042')).toBe('0042')
    expect(statementAccountMask('Statement period: 2026-01-01 to 2026-01-31')).toBeNull()
  })
})

describe('CSV statements', () => {
  it('takes the period from the lines and the balances from the running balance', () => {
    const csv =
      'Date,Description,Amount,Balance\n03/01/2026,Card sales,100.00,1100.00\n2026-03-31,Rent,"-1,200.50",-100.50\n'
    expect(extractCsvStatement(csv)).toEqual({
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      startingBalanceCents: 100_000,
      endingBalanceCents: -10_050,
      lines: 2,
    })
  })
  it('reads an export listed newest first the same way', () => {
    const csv = 'Posting Date,Amount,Running Balance\n2026-03-31,-5.00,95.00\n2026-03-02,50.00,100.00\n'
    expect(extractCsvStatement(csv)).toMatchObject({ startingBalanceCents: 5_000, endingBalanceCents: 9_500 })
  })
  it('names what is wrong with a file it cannot read', () => {
    expect(() => extractCsvStatement('Date,Amount\n2026-03-01,5.00')).toThrow(CSV_STATEMENT_MESSAGES.columns)
    expect(() => extractCsvStatement('Date,Amount,Balance\n')).toThrow(CSV_STATEMENT_MESSAGES.empty)
    expect(() => extractCsvStatement('Date,Amount,Balance\nyesterday,5.00,10.00')).toThrow(
      CSV_STATEMENT_MESSAGES.row(2),
    )
  })
})
