/**
 * Ramp card spend against the sandbox: a business connected through OAuth, its transactions read in pages by
 * `page.next`, every field kept, card masks stripped from descriptions, receipts linked, declined authorizations kept
 * but not booked, and a second sync (a pending line now cleared) updates the same rows instead of adding any.
 */
import { adminOrg, connect, connectionRow } from '../../_testing/oauth.ts'
import assert from 'node:assert/strict'
import { asService, db } from '../../_shared/db.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { syncRampTransactions } from './sync-transactions.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const SANDBOX = `${Deno.env.get('SANDBOX_URL')}/ramp`

async function setTransactions(business: string, body: unknown) {
  const res = await fetch(`${SANDBOX}/_sandbox/businesses/${business}/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  assert.ok(res.ok)
  return await res.json()
}

Deno.test({ name: 'Ramp card spend', ...opts }, async (t) => {
  const org = await adminOrg('ramp-sync')
  try {
    const { status } = await connect(org, 'ramp')
    assert.ok(status >= 300 && status < 400, `the callback answered ${status}`)
    const c = (await connectionRow(org.orgId, 'ramp'))!
    // the connect callback queued the first sync; this test runs its own
    await db()`delete from public.jobs where job_type = 'ramp.sync' and payload->>'connectionId' = ${c.id}`
    await setTransactions(c.external_id, { count: 250 })

    await t.step('pages by page.next store every transaction once, with every field', async () => {
      const counts = await asService((tx) => syncRampTransactions({ tx, connectionId: c.id }))
      assert.equal(counts.pages, 3)
      assert.equal(counts.stored, 250)
      const rows = await db()`select transaction_id, description, vendor, status, total_amount_cents, deleted_at, raw
        from public.provider_transactions where organization_id = ${org.orgId} and provider = 'ramp'`
      assert.equal(rows.length, 250)
      for (const r of rows) {
        assert.doesNotMatch(r.description, /(\*|x{2,}|#)\s*\d{4}$/, `card mask left in "${r.description}"`)
        assert.ok(r.raw.card_holder?.first_name && r.raw.line_items.length === 1 && r.raw.accounting_field_selections)
        assert.equal(Number(r.total_amount_cents), -Math.round(r.raw.amount * 100))
        assert.equal(r.deleted_at !== null, r.status === 'DECLINED' || r.status === 'ERROR')
      }
      assert.ok(rows.some((r) => r.raw.receipts.length > 0))
      assert.ok(rows.some((r) => r.raw.policy_violations.length > 0))
      // the lines' receipts are left to ramp.receipts (webhooks.test.ts files one); this test does not wait on files
      const [queued] = await db()`select count(*)::int as n from public.jobs
        where job_type = 'ramp.receipts' and payload->>'connectionId' = ${c.id}`
      assert.equal(queued.n, 1)
      await db()`delete from public.jobs where job_type = 'ramp.receipts' and payload->>'connectionId' = ${c.id}
        and status in ('Pending', 'Scheduled')`
      const [e] = await db()`select count(*)::int as n from public.events
        where organization_id = ${org.orgId} and event_type = 'ramp-transaction-upsert'`
      assert.equal(e.n, 3)
    })

    await t.step('a second sync updates in place: a cleared pending line keeps its row', async () => {
      const before = await db()`select id, transaction_id from public.provider_transactions
        where organization_id = ${org.orgId} and provider = 'ramp' and status = 'PENDING' limit 1`
      assert.equal(before.length, 1)
      await db()`update public.provider_connections set last_synced_at = null where id = ${c.id}`
      // the same list, with the pending line cleared
      const [was] = await db()`select raw from public.provider_transactions where id = ${before[0].id}`
      const cleared = { ...was.raw, state: 'CLEARED', settlement_date: new Date().toISOString() }
      const all =
        await db()`select raw from public.provider_transactions where organization_id = ${org.orgId} and provider = 'ramp'`
      await setTransactions(c.external_id, {
        transactions: all.map((r) => (r.raw.id === cleared.id ? cleared : r.raw)),
      })
      const counts = await asService((tx) => syncRampTransactions({ tx, connectionId: c.id }))
      assert.equal(counts.stored, 250)
      await db()`delete from public.jobs where job_type = 'ramp.receipts' and payload->>'connectionId' = ${c.id}
        and status in ('Pending', 'Scheduled')`
      const [after] = await db()`select id, status, pending from public.provider_transactions
        where provider = 'ramp' and transaction_id = ${before[0].transaction_id}`
      assert.deepEqual({ ...after }, { id: before[0].id, status: 'CLEARED', pending: false })
      const [n] =
        await db()`select count(*)::int as n from public.provider_transactions where organization_id = ${org.orgId} and provider = 'ramp'`
      assert.equal(n.n, 250)
    })
  } finally {
    await dropFixtures({ orgs: [org.orgId], users: [org.admin] })
  }
})
