/**
 * Payments through the product API against the sandbox core: a book transfer and an ACH payment moving money once,
 * the Idempotency-Key (required; a retry answers the same payment; other details are DuplicateEntry), validation in
 * words, entry results surfaced with nothing moved, and limits sending a payment to the approval layers.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { addPayee, balances, bankingOrg, book, call, fixtureSql, fund, pay, syncNow } from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { ENTRY_RESULT_MESSAGES, PAYMENT_MESSAGES, subCentMessage } from '../../../shared/rules/banking.ts'

const M = 1_000_000n

Deno.test({ name: 'banking: payments', ...opts }, async (t) => {
  const b = await bankingOrg()
  await fund(b, b.operating, 5_000n * M)

  await t.step('a book transfer moves money once and both balances follow after the sync', async () => {
    const key = crypto.randomUUID()
    const first = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 1_250n * M), key)
    assert.equal(first.status, 201, JSON.stringify(first.body))
    assert.equal(first.body.status, 'settled')
    const again = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 1_250n * M), key)
    assert.equal(again.status, 200)
    assert.equal(again.replayed, true)
    assert.equal(again.body.id, first.body.id)
    await syncNow(b.connectionId)
    const all = await balances(b.org)
    const op = all.find((a) => a.id === b.operating)!
    const res = all.find((a) => a.id === b.reserve)!
    assert.equal(op.balance, (3_750n * M).toString())
    assert.equal(res.balance, (1_250n * M).toString())
    for (const a of [op, res]) assert.equal(a.balance, a.settled)
  })

  await t.step('the Idempotency-Key is required, named in the refusal', async () => {
    const r = await pay(b.people.ou, b.org, book(b.operating, b.reserve, M), null)
    assert.equal(r.status, 400)
    assert.equal(r.body.error.message, PAYMENT_MESSAGES.idempotencyKey)
  })

  await t.step('the same key with other details is DuplicateEntry, and nothing moves', async () => {
    const key = crypto.randomUUID()
    assert.equal((await pay(b.people.ou, b.org, book(b.operating, b.reserve, M), key)).status, 201)
    const r = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 2n * M), key)
    assert.equal(r.status, 422)
    assert.equal(r.body.error.message, ENTRY_RESULT_MESSAGES.DuplicateEntry)
  })

  await t.step('fields in words: amount, accounts of the organization, the payee of an ACH payment', async () => {
    const bad = await pay(b.people.ou, b.org, { ...book(b.operating, b.reserve, M), amountMicros: '1.5' })
    assert.equal(bad.status, 422)
    assert.match(bad.body.error.message, new RegExp(PAYMENT_MESSAGES.amount.replace(/[.()$"]/g, '\\$&')))
    const zero = await pay(b.people.ou, b.org, { ...book(b.operating, b.reserve, M), amountMicros: '0' })
    assert.equal(zero.status, 422)
    // whole cents only, refused at the field in dollars: 1 micro and $1.000005 never reach the bank
    for (const [micros, dollars] of [
      ['1', '$0.000001'],
      ['1000005', '$1.000005'],
    ]) {
      const sub = await pay(b.people.ou, b.org, { ...book(b.operating, b.reserve, M), amountMicros: micros })
      assert.equal(sub.status, 422)
      assert.deepEqual(sub.body.error.details.fields, [
        { path: 'amountMicros', message: subCentMessage(BigInt(micros)) },
      ])
      assert.match(subCentMessage(BigInt(micros)), new RegExp(dollars.replace(/[$.]/g, '\\$&')))
    }
    const noPayee = await pay(b.people.ou, b.org, { fromAccountId: b.operating, rail: 'ach', amountMicros: '1000000' })
    assert.equal(noPayee.status, 422)
    assert.deepEqual(noPayee.body.error.details.fields, [
      { path: 'counterpartyId', message: PAYMENT_MESSAGES.counterpartyRequired },
    ])
    const foreign = await pay(b.people.ou, b.org, book(crypto.randomUUID(), b.reserve, M))
    assert.equal(foreign.status, 422)
    assert.deepEqual(foreign.body.error.details.fields, [
      { path: 'fromAccountId', message: PAYMENT_MESSAGES.accountNotFound },
    ])
  })

  await t.step(
    'an ACH payment to a payee settles later; insufficient funds come back as the entry result',
    async () => {
      const payee = await addPayee(b)
      const ach = await pay(b.people.ou, b.org, {
        fromAccountId: b.operating,
        rail: 'ach',
        counterpartyId: payee,
        amountMicros: (100n * M).toString(),
      })
      assert.equal(ach.status, 201, JSON.stringify(ach.body))
      assert.equal(ach.body.status, 'pending')
      const broke = await pay(b.people.ou, b.org, {
        fromAccountId: b.operating,
        rail: 'ach',
        counterpartyId: payee,
        amountMicros: (1_000_000n * M).toString(),
      })
      assert.equal(broke.status, 422)
      assert.equal(broke.body.error.message, ENTRY_RESULT_MESSAGES.InsufficientFunds)
      assert.equal(broke.body.error.details.payment.status, 'rejected')
      assert.equal(broke.body.error.details.payment.entryResult, 'InsufficientFunds')
    },
  )

  await t.step('a member without the banking product is refused, and staff never move money', async () => {
    for (const who of [b.people.on, b.people.bk, b.people.stranger]) {
      const r = await pay(who, b.org, book(b.operating, b.reserve, M))
      assert.ok([403, 404].includes(r.status), `${who}: ${r.status}`)
    }
    const list = await call(b.people.bk, 'GET', `/organizations/${b.org}/banking/payments`)
    assert.equal(list.status, 200)
    assert.ok(list.body.payments.length > 0, 'staff read payments for the books')
  })

  await fixtureSql()`select 1`
})

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
