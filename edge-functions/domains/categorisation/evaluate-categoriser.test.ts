/** Reading journals and measuring the categoriser for `npm run eval -- categorisation`: pure, no stack needed. */
import assert from 'node:assert/strict'
import {
  evaluate,
  expectedCalibrationError,
  parseCsv,
  parseHledger,
  withFeedHints,
  withoutHints,
} from './evaluate-categoriser.ts'

/** Equal to five decimal places (vitest's toBeCloseTo(x, 5)). */
const closeTo = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 0.5e-5, `${actual} is not close to ${expected}`)

Deno.test('takes payee, note and the largest category posting of each hledger transaction, skipping transfers', () => {
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
  assert.deepEqual(lines, [
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

Deno.test('reads a CSV by its header names', () => {
  assert.deepEqual(
    parseCsv('Date,Payee,Description,Amount,Account\n2024-02-01,Figma,FIGMA MONTHLY,-15.00,Software\nbad,,,x,\n'),
    [{ date: '2024-02-01', payee: 'Figma', description: 'FIGMA MONTHLY', amountCents: -1500, account: 'Software' }],
  )
})

Deno.test('measures calibration: perfectly calibrated scores have no error, overconfident ones do', () => {
  const fair = Array.from({ length: 100 }, (_, i) => ({ confidence: 0.75, correct: i % 4 !== 0 }))
  closeTo(expectedCalibrationError(fair), 0)
  const over = Array.from({ length: 100 }, (_, i) => ({ confidence: 0.95, correct: i % 2 === 0 }))
  closeTo(expectedCalibrationError(over), 0.45)
})

Deno.test('trains on the earlier 80% and tests the later 20%, known and unseen vendors apart', () => {
  const lines = Array.from({ length: 100 }, (_, i) => ({
    date: `2024-${String(1 + Math.floor(i / 10)).padStart(2, '0')}-${String(1 + (i % 10)).padStart(2, '0')}`,
    payee: i >= 95 ? `New Cafe ${i}` : i % 2 ? 'Figma' : 'Blue Bottle Cafe',
    description: '',
    amountCents: i % 2 ? 1500 : 450,
    account: i % 2 || i >= 95 ? (i >= 95 ? 'Meals' : 'Software') : 'Meals',
  }))
  const r = evaluate(lines)
  assert.deepEqual([r.train, r.test], [80, 20])
  assert.equal(r.known.n + r.unseen.n, 20)
  assert.equal(r.unseen.n, 5)
  assert.equal(r.known.correct, r.known.n)
})

Deno.test('gives each line the hint the feed payload of its payee carries, read as the product reads it', () => {
  const lines = [
    { date: '2024-01-01', payee: 'La Colombe', description: '', amountCents: 500, account: 'Coffee' },
    { date: '2024-01-02', payee: 'Kin Soy', description: '', amountCents: 2500, account: 'Restaurant' },
  ]
  const hinted = withFeedHints(lines, {
    'La Colombe': { personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' } },
  })
  assert.deepEqual(
    hinted.map((l) => l.hint),
    [{ provider: 'plaid', path: ['Food and Drink', 'Coffee'] }, null],
  )
  assert.deepEqual(
    withoutHints(hinted).map((l) => l.hint),
    [null, null],
  )
})
