/**
 * Plaid's shapes to ours, over recorded sandbox payloads: signs and cents exact (no float drift), micros, the
 * vendor and category fallbacks, and statement text extraction from a real (Flate-compressed) PDF.
 */
import assert from 'node:assert/strict'
import type { AccountBase, Transaction } from 'plaid'
import { decimalToUnits, signedCents, toBalanceRow, toTransactionRow } from './transform.ts'
import { extractStatement, moneyToCents, pdfText } from './extract-statement.ts'
import { textPdf } from '../../../shared/pdf/text-pdf.ts'

const recorded = {
  account_id: 'Pf6pJcrjVxobqBkf7VDBxD0Iqba7vMZcWmDwQ',
  amount: 5.45,
  iso_currency_code: 'USD',
  unofficial_currency_code: null,
  category: ['Food and Drink', 'Restaurants', 'Coffee Shop'],
  counterparties: [
    {
      name: 'Starbucks',
      type: 'merchant',
      website: 'starbucks.com',
      logo_url: null,
      entity_id: null,
      confidence_level: 'VERY_HIGH',
    },
  ],
  date: '2026-11-21',
  authorized_date: '2026-11-19',
  authorized_datetime: null,
  merchant_name: 'Starbucks',
  name: 'STARBUCKS STORE 05520',
  payment_channel: 'in store',
  pending: false,
  pending_transaction_id: 'aZ1pending000000000000000000000000000',
  personal_finance_category: {
    primary: 'FOOD_AND_DRINK',
    detailed: 'FOOD_AND_DRINK_COFFEE',
    confidence_level: 'VERY_HIGH',
  },
  transaction_id: 'bQ2posted0000000000000000000000000000',
} as unknown as Transaction

Deno.test('amounts: exact cents and micros from Plaid decimals, money in positive', () => {
  assert.equal(signedCents(5.45), -545)
  assert.equal(signedCents(-250.1), 25010)
  assert.equal(signedCents(0.29), -29, '0.29 * 100 is 28.999999999999996 in floating point')
  assert.equal(signedCents(1.1 + 2.2), -330, 'a float sum is read by its shortest decimal text, rounded half away')
  assert.equal(signedCents(0), 0)
  assert.ok(Object.is(signedCents(0), 0), 'never negative zero')
  assert.equal(signedCents(1234567.89), -123456789)
  assert.equal(decimalToUnits(40306.32, 6), 40_306_320_000)
  assert.equal(decimalToUnits(-0.000001, 6), -1)
  assert.equal(decimalToUnits(12.345, 2), 1235)
})

Deno.test('a posted transaction becomes a provider row', () => {
  const row = toTransactionRow(recorded)
  assert.equal(row.total_amount_cents, -545)
  assert.equal(row.transaction_effective_time, '2026-11-21T00:00:00Z', 'the day it posted')
  assert.equal(row.transaction_created_time, '2026-11-19T00:00:00Z', 'the day it was authorized')
  assert.equal(row.vendor, 'Starbucks')
  assert.equal(row.status, 'posted')
  assert.equal(row.pending_transaction_id, 'aZ1pending000000000000000000000000000')
  assert.deepEqual(row.category, ['Food and Drink', 'Restaurants', 'Coffee Shop'])
  assert.equal(row.raw, recorded)
})

Deno.test('fallbacks: vendor from the counterparty, category from the personal finance category, odd values cleaned', () => {
  const row = toTransactionRow({
    ...recorded,
    merchant_name: null,
    category: null,
    payment_channel: 'telepathy',
    iso_currency_code: null,
    unofficial_currency_code: 'bitcoin',
    pending: true,
  } as unknown as Transaction)
  assert.equal(row.vendor, 'Starbucks')
  assert.deepEqual(row.category, ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'])
  assert.equal(row.payment_channel, null)
  assert.equal(row.currency, 'XXX')
  assert.equal(row.status, 'pending')
})

Deno.test('balances in micros, balance_data as Plaid sent it', () => {
  const b = toBalanceRow({
    account_id: 'x',
    balances: {
      available: 8952.59,
      current: 6047.41,
      limit: 15000,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
    },
  } as AccountBase)
  assert.equal(b.current_micros, 6_047_410_000)
  assert.equal(b.available_micros, 8_952_590_000)
  assert.deepEqual(b.balance_data, {
    available: 8952.59,
    current: 6047.41,
    iso_currency_code: 'USD',
    limit: 15000,
    unofficial_currency_code: null,
  })
  assert.equal(
    toBalanceRow({
      account_id: 'y',
      balances: { available: null, current: 1, limit: null, iso_currency_code: 'USD', unofficial_currency_code: null },
    } as AccountBase).available_micros,
    null,
  )
})

Deno.test('statement figures are read from a statement PDF', async () => {
  // a real PDF (catalog, pages, cross-reference table), as any reader needs; Plaid's compressed ones are read in
  // statements.test.ts
  const pdf = textPdf({
    title: 'Tartan Bank',
    lines: [
      'Statement period: 2026-01-01 to 2026-01-31',
      'Beginning balance: $31,999.26',
      'Ending balance: ($1,024.00)',
    ],
  })
  const enc = new TextEncoder()
  const text = await pdfText(pdf)
  assert.match(text, /Tartan Bank/)
  assert.deepEqual(extractStatement(text), {
    periodStart: '2026-01-01',
    periodEnd: '2026-01-31',
    startingBalanceCents: 3_199_926,
    endingBalanceCents: -102_400,
  })
  assert.deepEqual(extractStatement('Opening balance $10.00\nClosing balance -$2.50\n01/05/2026 - 02/04/2026'), {
    periodStart: '2026-01-05',
    periodEnd: '2026-02-04',
    startingBalanceCents: 1000,
    endingBalanceCents: -250,
  })
  assert.deepEqual(extractStatement('nothing here'), {
    periodStart: null,
    periodEnd: null,
    startingBalanceCents: null,
    endingBalanceCents: null,
  })
  assert.equal(moneyToCents('$0.07'), 7)
  await assert.rejects(pdfText(enc.encode('not a pdf')), /This file is not a PDF/)
})
