/**
 * Payments over a limit wait for the approval layers: refused with the layers' problems in the spec's words when no
 * layer can approve; otherwise stored awaiting approval, the approvers told; approved by layer members other than the
 * requester until approvalsSatisfied, then sent once, even when approvals arrive together; denied and cancelled.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { bankingOrg, book, call, fixtureSql, fund, pay, syncNow } from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'
import { PAYMENT_APPROVAL_DAYS, PAYMENT_MESSAGES } from '../../../shared/rules/banking.ts'
import { expirePayments } from './expire-payments.ts'
import { LAYER_DISABLED, LAYER_NO_MEMBERS } from '../../../shared/rules/approval-layers.ts'

const M = 1_000_000n

Deno.test({ name: 'banking: approvals', ...opts }, async (t) => {
  const b = await bankingOrg()
  const sql = fixtureSql()
  const base = `/organizations/${b.org}/banking`
  await fund(b, b.operating, 10_000n * M)
  const limits = await call(b.people.oa, 'PUT', `${base}/limits/${b.people.ou}`, {
    perPaymentLimitMicros: (100n * M).toString(),
    dailyLimitMicros: (150n * M).toString(),
  })
  assert.equal(limits.status, 200, JSON.stringify(limits.body))

  await t.step('over the limit with no layer that counts: refused, naming each layer’s problems', async () => {
    const none = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 500n * M))
    assert.equal(none.status, 422)
    assert.match(none.body.error.message, new RegExp(`^${PAYMENT_MESSAGES.noApprovers}`))
    const layer = await call(b.people.oa, 'POST', `${base}/approval-layers`, {
      name: 'Finance',
      enabled: false,
      memberIds: [],
    })
    assert.equal(layer.status, 201)
    assert.deepEqual(layer.body.problems, [LAYER_NO_MEMBERS, LAYER_DISABLED])
    const still = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 500n * M))
    assert.equal(still.status, 422)
    assert.match(still.body.error.message, /Layer "Finance": Not having members assigned, Layer being disabled/)
    const fixed = await call(b.people.oa, 'PATCH', `${base}/approval-layers/${layer.body.id}`, {
      enabled: true,
      minApprovals: 2,
      memberIds: [b.people.ap, b.people.ap2],
    })
    assert.equal(fixed.status, 200)
    assert.deepEqual(fixed.body.problems, [])
    const [{ n }] = await sql`select count(*)::int as n from public.banking_payments where organization_id = ${b.org}
      and status = 'awaiting_approval'`
    assert.equal(n, 0, 'a refused payment is not stored')
  })

  await t.step('within the limits it goes at once; over the daily total it waits and approvers are told', async () => {
    const ok = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 100n * M))
    assert.equal(ok.body.status, 'settled')
    const overDay = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 60n * M))
    assert.equal(overDay.status, 201)
    assert.equal(overDay.body.status, 'awaiting_approval')
    assert.equal(overDay.body.approvalReason, 'daily_limit')
    const told = await sql`select user_id from public.notifications where organization_id = ${b.org}
      and metadata ->> 'paymentId' = ${overDay.body.id}`
    assert.deepEqual(told.map((r) => r.user_id).sort(), [b.people.ap, b.people.ap2].sort())
  })

  await t.step('the requester and non-members cannot approve; two approvals release it, once', async () => {
    const w = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 700n * M))
    assert.equal(w.body.approvalReason, 'per_payment_limit')
    const path = `${base}/payments/${w.body.id}/approve`
    assert.equal((await call(b.people.ou, 'POST', path)).body.error.message, PAYMENT_MESSAGES.notApprover)
    assert.equal((await call(b.people.oa, 'POST', path)).status, 403)
    assert.equal((await call(b.people.bk, 'POST', path)).status, 403)
    const one = await call(b.people.ap, 'POST', path)
    assert.equal(one.status, 200)
    assert.equal(one.body.released, false)
    assert.equal(one.body.payment.status, 'awaiting_approval')
    const two = await call(b.people.ap2, 'POST', path)
    assert.equal(two.body.released, true)
    assert.equal(two.body.payment.status, 'settled')
    const again = await call(b.people.ap, 'POST', path)
    assert.equal(again.status, 409)
  })

  await t.step('two approvals arriving together release the payment once', async () => {
    // one approval from either person now releases a payment: both race to be that one
    const [finance] =
      await sql`select id from public.approval_layers where organization_id = ${b.org} and name = 'Finance'`
    await call(b.people.oa, 'PATCH', `${base}/approval-layers/${finance.id}`, { minApprovals: 1 })
    const before =
      await sql`select count(*)::int as n from public.banking_payments where organization_id = ${b.org} and status = 'settled'`
    for (let round = 0; round < 5; round++) {
      const w = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 300n * M))
      const both = await Promise.all(
        [b.people.ap, b.people.ap2].map((p) => call(p, 'POST', `${base}/payments/${w.body.id}/approve`)),
      )
      const statuses = both.map((r) => r.status).sort()
      assert.deepEqual(statuses, [200, 409], JSON.stringify(both.map((r) => r.body)))
      assert.equal(both.find((r) => r.status === 200)!.body.released, true)
    }
    await syncNow(b.connectionId)
    const after =
      await sql`select count(*)::int as n from public.banking_payments where organization_id = ${b.org} and status = 'settled'`
    assert.equal(after[0].n - before[0].n, 5)
    const moved = await sql`select count(distinct e.transaction_id)::int as n from public.banking_entries e
      join public.banking_payments p on p.id = e.payment_id where p.organization_id = ${b.org} and p.amount_micros = ${(300n * M).toString()}`
    assert.equal(moved[0].n, 5, 'one core transfer per payment')
    await call(b.people.oa, 'PATCH', `${base}/approval-layers/${finance.id}`, { minApprovals: 2 })
  })

  await t.step('deny by an approver, cancel by the requester; a decided payment cannot be decided again', async () => {
    const a = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 900n * M))
    const denied = await call(b.people.ap, 'POST', `${base}/payments/${a.body.id}/deny`)
    assert.equal(denied.body.status, 'denied')
    assert.equal((await call(b.people.ap2, 'POST', `${base}/payments/${a.body.id}/approve`)).status, 409)
    const c = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 900n * M))
    assert.equal((await call(b.people.ap, 'POST', `${base}/payments/${c.body.id}/cancel`)).status, 403)
    const cancelled = await call(b.people.ou, 'POST', `${base}/payments/${c.body.id}/cancel`)
    assert.equal(cancelled.body.status, 'cancelled')
  })

  await t.step('a payment only its sender could approve is refused at creation, naming the layer', async () => {
    // Finance needs two of ap and ap2: over ap's own limit, only ap2 is left to approve, which is one too few
    await call(b.people.oa, 'PUT', `${base}/limits/${b.people.ap}`, {
      perPaymentLimitMicros: (100n * M).toString(),
      dailyLimitMicros: null,
    })
    const own = await pay(b.people.ap, b.org, book(b.operating, b.reserve, 500n * M))
    assert.equal(own.status, 422, JSON.stringify(own.body))
    assert.match(own.body.error.message, new RegExp(`^${PAYMENT_MESSAGES.onlyYouApprove}`))
    assert.match(own.body.error.message, /layer "Finance"/)
    assert.doesNotMatch(own.body.error.message, /micro/i)
    const [{ n }] = await sql`select count(*)::int as n from public.banking_payments where organization_id = ${b.org}
      and requested_by = ${b.people.ap}`
    assert.equal(n, 0, 'nothing is stored to wait forever')
    // the same amount from someone both members can approve waits as before
    const other = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 500n * M))
    assert.equal(other.body.status, 'awaiting_approval')
  })

  await t.step(
    'a waiting payment expires after the stated days with a message, and the requester is told',
    async () => {
      const w = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 800n * M))
      assert.equal(w.body.status, 'awaiting_approval')
      const fresh = await pay(b.people.ou, b.org, book(b.operating, b.reserve, 801n * M))
      await sql`update public.banking_payments set created_at = now() - make_interval(days => ${PAYMENT_APPROVAL_DAYS}, mins => 1)
      where id = ${w.body.id}`
      const r = await asService((tx) => expirePayments({ tx }))
      assert.ok(r.expired >= 1)
      const [row] = await sql`select status, message from public.banking_payments where id = ${w.body.id}`
      assert.deepEqual(row, { status: 'expired', message: PAYMENT_MESSAGES.expired })
      const [still] = await sql`select status from public.banking_payments where id = ${fresh.body.id}`
      assert.equal(still.status, 'awaiting_approval', 'a payment inside its window keeps waiting')
      const told = await sql`select metadata from public.notifications where user_id = ${b.people.ou}
      and metadata ->> 'paymentId' = ${w.body.id}`
      assert.equal(told.length, 1)
      assert.equal(told[0].metadata.title, 'Your payment of $800.00 expired without approval')
      // an expired payment cannot be approved any more, and nothing reached the core
      const late = await call(b.people.ap, 'POST', `${base}/payments/${w.body.id}/approve`)
      assert.equal(late.status, 409)
      const [{ moved }] =
        await sql`select count(*)::int as moved from public.banking_entries where payment_id = ${w.body.id}`
      assert.equal(moved, 0)
    },
  )
})

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
