/**
 * `balance-transaction-insert` heard once (issue 31 item 2, docs/events.md), through the running stack's worker:
 * balance transactions a webhook stored for an ended month not posted queue the organization's `stripe.post` once,
 * however often the batch is delivered; rows of the open month, and rows an ingest read (it queues its own posting),
 * queue nothing.
 */
import assert from 'node:assert/strict'
import type Stripe from 'stripe'
import { asService, closeDb } from '../../_shared/db.ts'
import { closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { waitFor } from '../../_testing/banking.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { storeBalanceTransactions } from './store-objects.ts'

const txn = (id: string, created: Date) =>
  ({
    id,
    object: 'balance_transaction',
    amount: 5000,
    fee: 175,
    net: 4825,
    currency: 'usd',
    created: Math.floor(created.getTime() / 1000),
    available_on: Math.floor(created.getTime() / 1000),
    fee_details: [],
    reporting_category: 'charge',
    source: `ch_${id}`,
    status: 'available',
    type: 'charge',
    description: 'Seat',
  }) as unknown as Stripe.BalanceTransaction

Deno.test({ name: 'stripe: an inserted balance transaction delivered twice queues one posting', ...opts }, async () => {
  const bk = await newUser('bookkeeper')
  const org = await newOrg({ bookkeepers: [bk] })
  const sql = fixtureSql()
  const id = () => `txn_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`
  try {
    const [c] = await sql`insert into public.provider_connections (organization_id, provider, external_id, display_name)
      values (${org}, 'stripe', ${`acct_${id()}`}, 'Test shop') returning id`
    const target = { organizationId: org, connectionId: c.id as string }
    const now = new Date()
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 12))
    const results = async () =>
      (
        await sql`select j.result from public.event_dispatches d join public.events e on e.id = d.event_id
        join public.jobs j on j.id = d.job_id
        where e.organization_id = ${org} and d.handler_name = 'stripe.on-balance-transaction-insert'
          and d.state = 'completed' order by e.created_at`
      ).map((r) => r.result)

    // the open month: nothing to post yet
    await asService((tx) => storeBalanceTransactions(tx, target, [txn(id(), now)]))
    await waitFor('the open month heard', async () => (await results()).length === 1)
    assert.deepEqual((await results())[0], { queued: false, reason: 'no ended month waits to be posted' })

    // last month, the same batch delivered twice (a webhook and the morning's ingest): one event, one dispatch
    const batch = [txn(id(), lastMonth), txn(id(), lastMonth)]
    const stored = await asService(async (tx) => [
      await storeBalanceTransactions(tx, target, batch),
      await storeBalanceTransactions(tx, target, batch),
    ])
    assert.deepEqual(stored, [2, 0], 'a balance transaction is inserted once')
    await waitFor('the month heard', async () => (await results()).length === 2)
    const [, first] = await results()
    assert.equal(first.queued, true)
    const [events] = await sql`select count(*)::int as n from public.events
      where organization_id = ${org} and event_type = 'balance-transaction-insert'`
    assert.equal(events.n, 2, 'one event a batch stored, none for a batch stored again')
    const posts = await sql`select id from public.jobs where organization_id = ${org} and job_type = 'stripe.post'`
    assert.deepEqual(
      posts.map((p) => p.id),
      [first.jobId],
      'the posting is queued once',
    )
    // rows an ingest read (at or before its cursor) are the ingest's to post: it queues the posting itself
    await sql`insert into public.stripe_ingest_cursors (connection_id, organization_id, created_through)
      values (${c.id}, ${org}, ${Math.floor(Date.now() / 1000)})`
    await asService((tx) => storeBalanceTransactions(tx, target, [txn(id(), lastMonth)]))
    await waitFor('the ingested batch heard', async () => (await results()).length === 3)
    assert.deepEqual((await results())[2], { queued: false, reason: 'no ended month waits to be posted' })
    // the posting ran (blocked here: no slot is mapped, so it names what to map and books nothing)
    await waitFor('the posting ran', async () => {
      const [j] = await sql`select status::text from public.jobs where id = ${first.jobId}`
      return j?.status === 'Completed'
    })
  } finally {
    await sql`delete from public.jobs where organization_id = ${org}`
    await dropFixtures({ orgs: [org], users: [bk] })
    await closeFixtureSql()
    await closeDb()
  }
})
