/** The core's entry and account shapes to the product's rows (pure, no stack). */
import assert from 'node:assert/strict'
import type { CoreAccount, CoreEntry } from './core-types.ts'
import { latestVersions, toAccountRow, toEntryRow } from './transform.ts'

const entry = (over: Partial<CoreEntry> = {}): CoreEntry => ({
  id: 'e1',
  transaction_id: 't1',
  account_id: 'a1',
  amount: '2504999',
  currency_code: 'USD',
  transaction_direction: 'Debit',
  transaction_type: 'card_settlement',
  layer: 'Settled',
  counterparty_name: 'Coffee Co',
  counterparty_id: null,
  entry_result: 'Success',
  user_id: null,
  transaction_created_time: '2026-11-20T10:00:00.000Z',
  transaction_effective_time: '2026-11-21T00:00:00.000Z',
  description: 'COFFEE CO CARD XXXX4821',
  account_balance: '100000000',
  account_available_balance: '99000000',
  updated_at: '2026-11-21T00:00:00.000Z',
  sequence: 7,
  ...over,
})

Deno.test('an entry: positive micros with its direction; the books get signed cents and the card mask removed', () => {
  const out = toEntryRow(entry())
  assert.equal(out.amount_micros, '2504999')
  assert.equal(out.total_amount_cents, '-250', 'money out is negative, rounded half away from zero')
  // half a cent in, then half a cent more: the books record one cent in all, carried, not one cent each
  const half = { transaction_direction: 'Credit', amount: '5000' } as const
  assert.equal(toEntryRow(entry({ ...half, account_balance: '5000' })).total_amount_cents, '1')
  assert.equal(toEntryRow(entry({ ...half, account_balance: '10000' })).total_amount_cents, '0')
  assert.equal(toEntryRow(entry({ ...half, layer: 'Pending' })).total_amount_cents, '1', 'pending: its own cents')
  assert.equal(out.description, 'COFFEE CO CARD XXXX4821', 'the entry keeps what the core said')
  assert.equal(out.books_description, 'COFFEE CO')
  assert.equal(out.sequence, '7')
})

Deno.test('of several versions of an entry the highest sequence is kept, whatever the order', () => {
  const got = latestVersions([
    entry({ id: 'b', sequence: 3, layer: 'Pending' }),
    entry({ id: 'a', sequence: 9, layer: 'Settled' }),
    entry({ id: 'b', sequence: 12, layer: 'Settled' }),
    entry({ id: 'a', sequence: 4, layer: 'Pending' }),
  ])
  assert.deepEqual(
    got.map((e) => [e.id, e.sequence, e.layer]),
    [
      ['a', 9, 'Settled'],
      ['b', 12, 'Settled'],
    ],
  )
})

Deno.test('an account: the last four digits only; suspended is still open in the product', () => {
  const a: CoreAccount = {
    id: 'acc',
    customer_id: 'c',
    name: 'Operating',
    type: 'Checking',
    status: 'suspended',
    currency: 'USD',
    balance: '10',
    available_balance: '5',
    account_number: '400100731946',
    routing_number: '021000021',
    created_time: '2026-01-01T00:00:00.000Z',
    closed_time: null,
  }
  const row = toAccountRow(a)
  assert.equal(row.account_number_last4, '1946')
  assert.equal(row.status, 'open')
  assert.ok(!JSON.stringify(row).includes('400100731946'))
})
