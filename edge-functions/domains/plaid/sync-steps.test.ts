/**
 * A long transaction history is read in steps (plaid.sync and plaid.webhook within hosted limits): a step whose time
 * is used up commits the cursor it reached and says there is more; the next step reads on from there and together
 * they store every transaction once. A change landing in a pagination that spans steps restarts it from where it
 * began (the hand-over's paginationStart), and a webhook whose sync has more queues plaid.sync for the rest.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import {
  connectBank,
  connectionOf,
  control,
  liveRows,
  plaidOrg,
  sandboxItem,
  waitForWorker,
} from '../../_testing/plaid.ts'
import assert from 'node:assert/strict'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { handlePlaidWebhook } from './handle-webhook.ts'
import { syncItem } from './sync-item.ts'

Deno.test({ name: 'Plaid: a long history is synced in steps from the saved cursor', ...opts }, async (t) => {
  const org = await plaidOrg()
  const sql = db()
  try {
    // three pages of 500: the first sync (the worker's plaid.sync) reads them in one step. The shape is named for
    // this admin, so another test's Hosted Link session running alongside cannot take it.
    await control('/hosted-link/next', { accounts: 2, transactions: 1200, clientUserId: org.admin })
    await connectBank(org)
    await waitForWorker(org.orgId)
    const c = await connectionOf(org.orgId)
    const fromTheStart = () =>
      sql`update public.plaid_items set transactions_cursor = null where id = ${c.plaid_item_id}`
    const step = async (stepUsedUp: () => boolean, paginationStart?: string | null) => {
      const r = await asService((tx) => syncItem({ tx, connectionId: c.id, stepUsedUp, paginationStart }))
      if (!('more' in r)) throw new Error(`the sync did not run: ${JSON.stringify(r)}`)
      return r
    }

    await t.step('a step hands over with the cursor it reached; the next reads on, nothing twice', async () => {
      await fromTheStart()
      const first = await step(() => true)
      assert.ok(first.more && first.pages === 1, `one page, then a hand-over: ${JSON.stringify(first)}`)
      assert.equal(first.balances, 0, 'balances wait for the step that reaches the end')
      assert.equal(first.paginationStart, null, 'the pagination began at the start of the history')
      const saved = (await connectionOf(org.orgId)).transactions_cursor
      assert.ok(saved, 'the step saved the cursor it reached')

      const second = await step(() => false, first.paginationStart)
      assert.equal(second.more, false, 'the next step reads to the end')
      assert.equal(second.restarts, 0)
      assert.ok(second.balances > 0)
      const sandbox = await sandboxItem(c.item_id)
      assert.equal(first.added + second.added, sandbox.transactions, 'each transaction read once across the steps')
      assert.equal((await liveRows(org.orgId)).live, sandbox.transactions)
      assert.notEqual((await connectionOf(org.orgId)).transactions_cursor, saved)
    })

    await t.step('a change in a pagination spanning steps restarts it from where it began', async () => {
      await fromTheStart()
      const first = await step(() => true)
      assert.ok(first.more)
      await control(`/items/${c.item_id}/mutate-during-sync`, { afterPages: 1 })
      const second = await step(() => false, first.paginationStart)
      assert.equal(second.restarts, 1, JSON.stringify(second))
      assert.equal(second.more, false)
      assert.equal((await liveRows(org.orgId)).live, (await sandboxItem(c.item_id)).transactions)
      const [late] = await sql`select count(*)::int as n from public.provider_transactions
        where organization_id = ${org.orgId} and description = 'LATE ARRIVAL'`
      assert.equal(late.n, 1, 'the change that interrupted the pagination is stored once')
    })

    await t.step('a webhook whose sync has more queues plaid.sync, which finishes it', async () => {
      await fromTheStart()
      await control(`/items/${c.item_id}/transactions`, { add: [{ amount: 9.99, name: 'AFTER A LONG SILENCE' }] })
      await waitForWorker(org.orgId)
      await fromTheStart()
      const body = { webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: c.item_id }
      const r = await asService((tx) =>
        handlePlaidWebhook({ tx, organizationId: org.orgId, body, stepUsedUp: () => true }),
      )
      assert.ok(typeof r.rest === 'string', `the rest is queued: ${JSON.stringify(r)}`)
      const [job] = await sql`select job_type, job_key, payload from public.jobs where id = ${r.rest as string}`
      assert.equal(job.job_type, 'plaid.sync')
      assert.equal(job.job_key, `plaid.sync:${c.id}`)
      assert.equal(job.payload.paginationStart, null)
      await waitForWorker(org.orgId)
      assert.equal((await liveRows(org.orgId)).live, (await sandboxItem(c.item_id)).transactions)
      const [silence] = await sql`select count(*)::int as n from public.provider_transactions
        where organization_id = ${org.orgId} and description = 'AFTER A LONG SILENCE'`
      assert.equal(silence.n, 1)
    })
  } finally {
    await closeFixtureSql()
    await closeDb()
  }
})
