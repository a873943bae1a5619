/**
 * The concurrency test: 50 simultaneous retries of one payment with one Idempotency-Key through the product API move
 * money once: one payment row, one core transfer, every answer the same payment, balances moved by the amount once.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { balances, bankingOrg, book, fixtureSql, fund, pay, syncNow } from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { coreClient } from './core-client.ts'

const M = 1_000_000n

Deno.test({ name: 'banking: 50 simultaneous retries of one payment move money once', ...opts }, async () => {
  const b = await bankingOrg()
  await fund(b, b.operating, 1_000n * M)
  const payee = (
    await coreClient().createCounterparty({
      customer_id: b.customerId,
      name: 'Retry Supplies',
      type: 'Business',
      routing_number: '021000021',
      account_number: '99887766',
      account_type: 'Checking',
    })
  ).id
  await syncNow(b.connectionId)
  const sql = fixtureSql()
  for (const [label, body] of [
    ['book transfer', book(b.operating, b.reserve, 123_450_000n)],
    ['ACH payment', { fromAccountId: b.operating, rail: 'ach', counterpartyId: null, amountMicros: '7000000' }],
  ] as const) {
    if (label === 'ACH payment') {
      const [cp] = await sql`select id from public.banking_counterparties where core_counterparty_id = ${payee}`
      ;(body as Record<string, unknown>).counterpartyId = cp.id
    }
    const key = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(b.people.ou, b.org, body, key)))
    const ids = new Set(answers.map((a) => a.body.id))
    assert.equal(ids.size, 1, `${label}: one payment for every answer`)
    assert.ok(
      answers.every((a) => a.status === 200 || a.status === 201),
      `${label}: ${answers.map((a) => a.status)}`,
    )
    assert.equal(answers.filter((a) => a.status === 201).length, 1, `${label}: created once, replayed 49 times`)
    const transfers = new Set(answers.map((a) => a.body.coreTransferId).filter(Boolean))
    assert.ok(transfers.size <= 1, `${label}: one core transfer`)
    const [{ n }] = await sql`select count(*)::int as n from public.banking_payments where organization_id = ${b.org}
      and idempotency_key = ${key}`
    assert.equal(n, 1)
  }
  await syncNow(b.connectionId)
  const all = await balances(b.org)
  const op = all.find((a) => a.id === b.operating)!
  const res = all.find((a) => a.id === b.reserve)!
  // 1,000 in; 123.45 to the reserve once; 7 held out by one pending ACH debit (available only)
  assert.equal(op.balance, (1_000n * M - 123_450_000n).toString())
  assert.equal(op.available, (1_000n * M - 123_450_000n - 7n * M).toString())
  assert.equal(res.balance, '123450000')
  for (const a of all) assert.equal(a.balance, a.settled)
  const core = await coreClient().getAccount(op.core_account_id)
  assert.equal(core.balance, op.balance)
  assert.equal(core.available_balance, op.available)
})

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
