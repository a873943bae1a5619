/**
 * /transactions/sync into provider_transactions against the sandbox, through the real webhook → worker path and
 * directly: signs and cents exact, modified rows updated, removed rows kept as deleted, a pending row replaced by its
 * posted row (its entry link moving along), the restart from the saved cursor when data changes mid-pagination, an
 * item error breaking the connection (admins told once) until repaired, and rate limits retried or recorded.
 */
import { closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import {
  connectBank,
  connectionOf,
  control,
  liveRows,
  plaidOrg,
  sandboxItem,
  waitFor,
  waitForWorker,
} from '../../_testing/plaid.ts'
import assert from 'node:assert/strict'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { PlaidApiError } from './plaid-api.ts'
import { syncItem } from './sync-item.ts'

type Tx = {
  transaction_id: string
  total_amount_cents: string
  pending: boolean
  pending_transaction_id: string | null
  deleted_at: Date | null
}

Deno.test({ name: 'Plaid: transactions sync', ...opts }, async (t) => {
  const org = await plaidOrg()
  const sql = db()
  const r = await connectBank(org)
  assert.equal(r.location.searchParams.get('plaid'), 'connected')
  await waitForWorker(org.orgId)
  const c = await connectionOf(org.orgId)
  const row = async (id: string) =>
    (await sql`select * from public.provider_transactions where provider = 'plaid' and transaction_id = ${id}`)[0] as
      | Tx
      | undefined
  const change = async (body: unknown) => {
    const out = await control<{ added: string[] }>(`/items/${c.item_id}/transactions`, body)
    await waitForWorker(org.orgId)
    return out.added
  }

  await t.step('new rows arrive by SYNC_UPDATES_AVAILABLE, money in positive, cents exact', async () => {
    const [coffee, deposit, tiny, big] = await change({
      add: [
        { amount: 12.34, name: 'ROASTERS #12', merchant_name: 'Roasters' },
        { amount: -250.1, name: 'CUSTOMER DEPOSIT' },
        { amount: 0.29, name: 'ROUNDING TRAP' },
        { amount: 1234567.89, name: 'EQUIPMENT' },
      ],
    })
    const x =
      await sql`select transaction_id, total_amount_cents, vendor, description, category, raw ->> 'amount' as plaid_amount
      from public.provider_transactions where transaction_id in ${sql([coffee, deposit, tiny, big])}`
    const by = new Map(x.map((r) => [r.transaction_id, r]))
    assert.equal(by.get(coffee)!.total_amount_cents, '-1234')
    assert.equal(by.get(coffee)!.vendor, 'Roasters')
    assert.equal(by.get(coffee)!.description, 'ROASTERS #12')
    assert.equal(by.get(coffee)!.plaid_amount, '12.34', 'the raw payload is kept')
    assert.equal(by.get(deposit)!.total_amount_cents, '25010')
    assert.equal(by.get(tiny)!.total_amount_cents, '-29')
    assert.equal(by.get(big)!.total_amount_cents, '-123456789')
  })

  let postedId = ''
  await t.step('a pending row is replaced by its posted row, and its entry link moves to it', async () => {
    const [pendingId] = await change({ add: [{ amount: 20, name: 'CORNER CAFE', pending: true }] })
    const pending = await row(pendingId)
    assert.equal(pending?.pending, true)
    const [link] =
      await fixtureSql()`insert into public.entry_links (organization_id, source, external_id, provider_transaction_id, transaction_direction)
      select ${org.orgId}, 'plaid', transaction_id, id, 'Debit' from public.provider_transactions where transaction_id = ${pendingId} returning id`
    await change({ post: [{ transaction_id: pendingId, amount: 23 }] })
    const [posted] = await sql`select * from public.provider_transactions where pending_transaction_id = ${pendingId}`
    assert.equal(posted.pending, false)
    assert.equal(posted.total_amount_cents, '-2300', 'the posted amount (a tip added)')
    assert.ok((await row(pendingId))!.deleted_at, 'the pending row is gone from the feed')
    const [l] = await sql`select provider_transaction_id from public.entry_links where id = ${link.id}`
    assert.equal(l.provider_transaction_id, posted.id)
    postedId = posted.transaction_id
  })

  await t.step('modified rows are updated in place', async () => {
    await change({ modify: [{ transaction_id: postedId, amount: 25, name: 'CORNER CAFE TIP' }] })
    const m =
      await sql`select total_amount_cents, description from public.provider_transactions where transaction_id = ${postedId}`
    assert.deepEqual([m[0].total_amount_cents, m[0].description], ['-2500', 'CORNER CAFE TIP'])
  })

  await t.step('removed rows keep their row, marked deleted', async () => {
    await change({ remove: [postedId] })
    assert.ok((await row(postedId))!.deleted_at)
    assert.equal((await liveRows(org.orgId)).live, (await sandboxItem(c.item_id)).transactions)
  })

  await t.step('data changing mid-pagination restarts from the saved cursor; nothing twice, nothing lost', async () => {
    await sql`update public.plaid_items set transactions_cursor = null where id = ${c.plaid_item_id}`
    await control(`/items/${c.item_id}/mutate-during-sync`, { afterPages: 1 })
    const result = await asService((tx) => syncItem({ tx, connectionId: c.id }))
    assert.ok('restarts' in result && result.restarts === 1, JSON.stringify(result))
    assert.ok(result.pages >= 4, 'one page, then the whole history again')
    const after = await liveRows(org.orgId)
    assert.equal(after.live, (await sandboxItem(c.item_id)).transactions)
    const [late] =
      await sql`select count(*)::int as n from public.provider_transactions where organization_id = ${org.orgId} and description = 'LATE ARRIVAL'`
    assert.equal(late.n, 1, 'the change that interrupted the pagination is stored once')
    assert.ok((await connectionOf(org.orgId)).transactions_cursor)
  })

  await t.step(
    'rate limits are retried; when they persist the error is shown and the connection stays active',
    async () => {
      const fault = {
        path: '/transactions/sync',
        item_id: c.item_id,
        status: 429,
        error_type: 'RATE_LIMIT_EXCEEDED',
        error_code: 'TRANSACTIONS_SYNC_LIMIT',
      }
      await control('/faults', { ...fault, count: 2 })
      const ok = await asService((tx) => syncItem({ tx, connectionId: c.id }))
      assert.ok('pages' in ok && ok.pages === 1)
      await control('/faults', { ...fault, count: 10 })
      await assert.rejects(
        asService((tx) => syncItem({ tx, sql, connectionId: c.id })),
        (e) => e instanceof PlaidApiError && e.errorCode === 'TRANSACTIONS_SYNC_LIMIT',
      )
      await fetch(`${Deno.env.get('SANDBOX_URL')}/plaid/_sandbox/faults`, { method: 'DELETE' }).then((x) =>
        x.body?.cancel(),
      )
      const now = await connectionOf(org.orgId)
      assert.equal(now.status, 'active')
      assert.equal(now.last_error_code, 'TRANSACTIONS_SYNC_LIMIT')
      await asService((tx) => syncItem({ tx, connectionId: c.id }))
      assert.equal((await connectionOf(org.orgId)).last_error_code, null, 'a good sync clears it')
    },
  )

  await t.step(
    'ITEM_LOGIN_REQUIRED breaks the connection and tells the admins once; repairing restores it',
    async () => {
      await control(`/items/${c.item_id}/webhook`, { webhook_code: 'ERROR' })
      await waitFor('the broken state', async () => (await connectionOf(org.orgId)).status === 'broken')
      const during = await asService((tx) => syncItem({ tx, connectionId: c.id }))
      assert.deepEqual(
        during,
        { broken: 'ITEM_LOGIN_REQUIRED' },
        'a sync meets the same error and ends without failing',
      )
      const now = await connectionOf(org.orgId)
      assert.equal(now.connection_broken, true)
      assert.equal(now.last_error_code, 'ITEM_LOGIN_REQUIRED')
      const told = await sql`select user_id, metadata ->> 'message' as message from public.notifications
      where organization_id = ${org.orgId} and type = 'connect-all-accounts'`
      assert.equal(told.length, 1, 'one notification for the one admin')
      assert.equal(told[0].user_id, org.admin)
      assert.match(told[0].message, /sign in again/)
      await control(`/items/${c.item_id}/webhook`, { webhook_code: 'LOGIN_REPAIRED' })
      await waitFor('the repaired state', async () => (await connectionOf(org.orgId)).status === 'active')
      assert.equal((await connectionOf(org.orgId)).connection_broken, false)
    },
  )

  await closeDb()
  await closeFixtureSql()
})
