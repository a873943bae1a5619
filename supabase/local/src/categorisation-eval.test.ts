import { describe, expect, it } from 'vitest'
import { evaluate, expectedCalibrationError, parseCsv, parseHledger } from './categorisation-eval.ts'

describe('reading journals for the categorisation evaluation', () => {
  it('takes payee, note and the largest category posting of each hledger transaction, skipping transfers', () => {
    const lines = parseHledger(`
2024-01-04 * BANK FEES | Monthly bank fee
  Assets:Checking        -4.00 USD
  Expenses:Fees           4.00 USD

2024/1/6 Paycheck ; salary
  Assets:Checking      1,200.00 USD
  Income:Salary       -1,500.00 USD
  Expenses:Taxes         300.00 USD

2024-01-08 Transfer to savings
  Assets:Savings        500 USD
  Assets:Checking      -500 USD
`)
    expect(lines).toEqual([
      {
        date: '2024-01-04',
        payee: 'BANK FEES',
        description: 'Monthly bank fee',
        amountCents: 400,
        account: 'Expenses:Fees',
      },
      { date: '2024-01-06', payee: 'Paycheck', description: '', amountCents: -150000, account: 'Income:Salary' },
    ])
  })

  it('reads a CSV by its header names', () => {
    expect(
      parseCsv('Date,Payee,Description,Amount,Account\n2024-02-01,Figma,FIGMA MONTHLY,-15.00,Software\nbad,,,x,\n'),
    ).toEqual([
      { date: '2024-02-01', payee: 'Figma', description: 'FIGMA MONTHLY', amountCents: -1500, account: 'Software' },
    ])
  })

  it('measures calibration: perfectly calibrated scores have no error, overconfident ones do', () => {
    const fair = Array.from({ length: 100 }, (_, i) => ({ confidence: 0.75, correct: i % 4 !== 0 }))
    expect(expectedCalibrationError(fair)).toBeCloseTo(0, 5)
    const over = Array.from({ length: 100 }, (_, i) => ({ confidence: 0.95, correct: i % 2 === 0 }))
    expect(expectedCalibrationError(over)).toBeCloseTo(0.45, 5)
  })

  it('trains on the earlier 80% and tests the later 20%, known and unseen vendors apart', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      date: `2024-${String(1 + Math.floor(i / 10)).padStart(2, '0')}-${String(1 + (i % 10)).padStart(2, '0')}`,
      payee: i >= 95 ? `New Cafe ${i}` : i % 2 ? 'Figma' : 'Blue Bottle Cafe',
      description: '',
      amountCents: i % 2 ? 1500 : 450,
      account: i % 2 || i >= 95 ? (i >= 95 ? 'Meals' : 'Software') : 'Meals',
    }))
    const r = evaluate(lines)
    expect([r.train, r.test]).toEqual([80, 20])
    expect(r.known.n + r.unseen.n).toBe(20)
    expect(r.unseen.n).toBe(5)
    expect(r.known.correct).toBe(r.known.n)
  })
})
