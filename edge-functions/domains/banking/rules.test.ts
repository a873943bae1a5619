/**
 * Auto-transfer rules (flag `auto-transfer`): kept by banking admins with their rules in words; a sweep moves the
 * excess over its target to the target account once, even when the rules run again before the sync catches up; a
 * top-off below its threshold is proposed once, waits for approval, and is executed as a book transfer when approved
 * (or ends declined).
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { balances, bankingOrg, call, fixtureSql, fund, syncNow } from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'
import { RULE_MESSAGES } from '../../../shared/rules/auto-transfer-rules.ts'
import { runRules } from './run-rules.ts'

const M = 1_000_000n
const run = (org: string) => asService((tx) => runRules({ tx, organizationId: org }))

Deno.test({ name: 'banking: auto-transfer rules and top-offs', ...opts }, async (t) => {
  const b = await bankingOrg({ autoTransfer: true })
  const sql = fixtureSql()
  const base = `/organizations/${b.org}/banking`
  const balanceOf = async (id: string) => BigInt((await balances(b.org)).find((a) => a.id === id)!.balance)

  await t.step('rules are kept by banking admins, with their problems in words', async () => {
    const sweep = {
      kind: 'sweep',
      sourceAccountId: b.operating,
      targetAccountId: b.reserve,
      thresholdMicros: '1000',
      targetMicros: '2000',
    }
    const bad = await call(b.people.oa, 'POST', `${base}/auto-transfer-rules`, sweep)
    assert.deepEqual(bad.body.error.details.fields, [{ path: 'targetMicros', message: RULE_MESSAGES.sweepTarget }])
    assert.equal((await call(b.people.ou, 'POST', `${base}/auto-transfer-rules`, sweep)).status, 403)
    await sql`update public.organization_feature_flags set enabled = false where organization_id = ${b.org} and flag_name = 'auto-transfer'`
    const off = await call(b.people.oa, 'POST', `${base}/auto-transfer-rules`, { ...sweep, targetMicros: '1000' })
    assert.equal(off.body.error.message, RULE_MESSAGES.flagOff)
    await sql`update public.organization_feature_flags set enabled = true where organization_id = ${b.org} and flag_name = 'auto-transfer'`
  })

  await t.step('a sweep moves the excess once, even when the rules run before the sync', async () => {
    const r = await call(b.people.oa, 'POST', `${base}/auto-transfer-rules`, {
      kind: 'sweep',
      sourceAccountId: b.operating,
      targetAccountId: b.reserve,
      thresholdMicros: (1_000n * M).toString(),
      targetMicros: (800n * M).toString(),
    })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    // the sync queues the rules job too: the worker and these calls may run them in either order
    const sweeps = async () =>
      (await sql`select count(*)::int as n from public.banking_payments where rule_id = ${r.body.id}`)[0].n
    await fund(b, b.operating, 1_500n * M)
    await run(b.org)
    assert.equal(await sweeps(), 1)
    await run(b.org)
    assert.equal(await sweeps(), 1, 'no second sweep before its entries show')
    await syncNow(b.connectionId)
    await run(b.org)
    assert.equal(await sweeps(), 1, 'now under the threshold')
    assert.equal(await balanceOf(b.operating), 800n * M)
    assert.equal(await balanceOf(b.reserve), 700n * M)
    await call(b.people.oa, 'PATCH', `${base}/auto-transfer-rules/${r.body.id}`, { enabled: false })
  })

  await t.step('a top-off is proposed once, approved, and executed as a book transfer', async () => {
    const r = await call(b.people.oa, 'POST', `${base}/auto-transfer-rules`, {
      kind: 'top_off',
      sourceAccountId: b.reserve,
      targetAccountId: b.operating,
      thresholdMicros: (1_000n * M).toString(),
      targetMicros: (1_200n * M).toString(),
    })
    assert.equal(r.status, 201)
    const offers = async () =>
      (await sql`select count(*)::int as n from public.top_offs where rule_id = ${r.body.id}`)[0].n
    await run(b.org)
    await run(b.org)
    assert.equal(await offers(), 1, 'one open top-off per rule')
    const list = await call(b.people.ou, 'GET', `${base}/top-offs`)
    const offer = list.body.topOffs[0]
    assert.equal(offer.status, 'pending_approval')
    assert.equal(offer.amountMicros, (400n * M).toString())
    const told =
      await sql`select user_id from public.notifications where organization_id = ${b.org} and metadata ->> 'topOffId' = ${offer.id}`
    assert.deepEqual(
      told.map((x) => x.user_id),
      [b.people.oa],
    )
    assert.equal((await call(b.people.ou, 'POST', `${base}/top-offs/${offer.id}/approve`)).status, 403)
    const done = await call(b.people.oa, 'POST', `${base}/top-offs/${offer.id}/approve`)
    assert.equal(done.status, 200, JSON.stringify(done.body))
    assert.equal(done.body.status, 'executed')
    assert.equal((await call(b.people.oa, 'POST', `${base}/top-offs/${offer.id}/approve`)).status, 409)
    await syncNow(b.connectionId)
    assert.equal(await balanceOf(b.operating), 1_200n * M)
    assert.equal(await balanceOf(b.reserve), 300n * M)
  })

  await t.step('a declined top-off moves nothing', async () => {
    await call(b.people.oa, 'PUT', `${base}/limits/${b.people.oa}`, {
      perPaymentLimitMicros: null,
      dailyLimitMicros: null,
    })
    const [rule] =
      await sql`select id from public.auto_transfer_rules where organization_id = ${b.org} and kind = 'top_off'`
    await sql`update public.auto_transfer_rules set threshold_micros = ${(1_300n * M).toString()}, target_micros = ${(1_400n * M).toString()} where id = ${rule.id}`
    // the rule waits while its last transfer (the top-off just executed) has not settled in the entries: on a busy
    // machine the core settles it a moment later, so the rule is run again after each sync until it proposes
    let offer: { id: string } | undefined
    for (let i = 0; i < 50 && !offer; i++) {
      await syncNow(b.connectionId)
      await run(b.org)
      ;[offer] = (await sql`select id from public.top_offs where rule_id = ${rule.id}
        and status = 'pending_approval'`) as unknown as { id: string }[]
      if (!offer) await new Promise((done) => setTimeout(done, 200))
    }
    assert.ok(offer, 'the top-off proposed once the last one settled')
    const r = await call(b.people.oa, 'POST', `${base}/top-offs/${offer.id}/decline`)
    assert.equal(r.body.status, 'declined')
    await syncNow(b.connectionId)
    assert.equal(await balanceOf(b.operating), 1_200n * M)
  })
})

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
