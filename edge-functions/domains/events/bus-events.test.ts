/**
 * The events of accounting §4 the product emits where the change happens, each heard by its subscriber exactly once
 * (issue 31 item 2): a change delivered twice is one event, one dispatch, one effect. Through the running stack's
 * worker: QuickBooks copies stored (purchase, deposit, journal entry, account) and removed queue the metrics once;
 * new Plaid and Ramp lines match the receipts waiting for them; a write-back's updated QuickBooks entity refreshes its
 * copy; a booked onboarding call tells the bookkeeper once.
 */
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'
import { closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { waitFor } from '../../_testing/banking.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { emitCopyEvents } from '../quickbooks-sync/emit-copy-events.ts'
import { upsertCopy } from '../quickbooks-sync/store-ledger-copies.ts'
import { emitEvent } from './emit-event.ts'

const purchase = (id: string, account: string, syncToken = '0') => ({
  Id: id,
  SyncToken: syncToken,
  TxnDate: '2026-10-02',
  TotalAmt: 42.5,
  PaymentType: 'CreditCard',
  AccountRef: { value: '41', name: 'Visa' },
  Line: [
    {
      Id: '1',
      Amount: 42.5,
      Description: 'Blue Bottle Coffee',
      DetailType: 'AccountBasedExpenseLineDetail',
      AccountBasedExpenseLineDetail: { AccountRef: { value: '7', name: account } },
    },
  ],
})

Deno.test({ name: 'bus events: emitted where the change happens, heard once', ...opts }, async (t) => {
  const bk = await newUser('bookkeeper')
  const org = await newOrg({ bookkeepers: [bk] })
  const qbOrg = await newOrg({ bookkeepers: [bk] })
  const sql = fixtureSql()
  const eventsOf = (o: string, type: string) =>
    sql`select id from public.events where organization_id = ${o} and event_type = ${type} order by created_at`
  const dispatched = (eventId: string, handler: string) =>
    waitFor(`${handler} done`, async () => {
      const [d] =
        await sql`select d.state::text, j.result from public.event_dispatches d join public.jobs j on j.id = d.job_id
        where d.event_id = ${eventId} and d.handler_name = ${handler} and d.state = 'completed' and j.status = 'Completed'`
      return d
    })
  try {
    await t.step('stored QuickBooks copies are one event per batch; the same batch again is none', async () => {
      const store = () =>
        asService(async (tx) => {
          const rows = [purchase('9001', 'Meals'), purchase('9002', 'Meals')]
          for (const r of rows) await upsertCopy(tx, org, 'Purchase', r)
          await emitCopyEvents(tx, { orgId: org, entity: 'Purchase', upserted: rows, deletedIds: [] })
          await emitCopyEvents(tx, { orgId: org, entity: 'Account', upserted: [{ Id: '7' }], deletedIds: [] })
        })
      await store()
      await store()
      const events = await eventsOf(org, 'purchase-upsert')
      assert.equal(events.length, 1, 'a batch stored twice is one purchase-upsert')
      assert.equal((await eventsOf(org, 'account-upsert')).length, 1)
      const d = await dispatched(events[0].id, 'metrics.on-purchase-upsert')
      assert.equal(d.result.queued, true)
      // a changed record (a new SyncToken) is a new change
      await asService(async (tx) => {
        await emitCopyEvents(tx, {
          orgId: org,
          entity: 'Purchase',
          upserted: [purchase('9001', 'Meals', '1')],
          deletedIds: [],
        })
        await emitCopyEvents(tx, { orgId: org, entity: 'Purchase', upserted: [], deletedIds: ['9002'] })
        await emitCopyEvents(tx, { orgId: org, entity: 'Purchase', upserted: [], deletedIds: ['9002'] })
      })
      assert.equal((await eventsOf(org, 'purchase-upsert')).length, 2)
      const deletions = await eventsOf(org, 'entity-deletion')
      assert.equal(deletions.length, 1, 'a deletion delivered twice is one entity-deletion')
      await dispatched(deletions[0].id, 'metrics.on-entity-deletion')
      const [{ n }] =
        await sql`select count(*)::int as n from public.event_dispatches d join public.events e on e.id = d.event_id
        where e.organization_id = ${org} and d.handler_name like 'metrics.on-%'`
      assert.equal(n, 4, 'one dispatch per event, no more')
    })

    await t.step('new feed lines match the receipt that waited for them, once', async () => {
      const [file] = await sql`insert into public.files (title, path, organization_id)
        values ('r.pdf', ${`${org}/receipts/${crypto.randomUUID()}.pdf`}, ${org}) returning id`
      const [receipt] =
        await sql`insert into public.receipts (organization_id, file_id) values (${org}, ${file.id}) returning id`
      await sql`insert into public.receipt_readings (receipt_id, organization_id, vendor, amount_cents, receipt_date, note)
        values (${receipt.id}, ${org}, 'Blue Bottle Coffee', 4250, '2026-10-03', 'No transaction of this amount and date yet.')`
      const [line] = await sql`insert into public.provider_transactions (organization_id, provider, transaction_id,
          transaction_effective_time, total_amount_cents, description, vendor, raw)
        values (${org}, 'ramp', ${`ramp-${crypto.randomUUID()}`}, '2026-10-04T15:00:00Z', -4250, 'BLUE BOTTLE', 'Blue Bottle Coffee', '{}')
        returning id, transaction_id`
      const emit = () =>
        asService((tx) =>
          emitEvent(tx, {
            source: 'plaid',
            eventType: 'plaid-transaction-upsert',
            payload: { organizationId: org, transactionIds: [line.transaction_id] },
            dedupeKey: `plaid-transaction-upsert:test:${org}:cursor-1`,
            organizationId: org,
          }),
        )
      const first = await emit()
      assert.equal(await emit(), first, 'the same page again is the same event')
      const d = await dispatched(first, 'receipts.on-plaid-transaction-upsert')
      assert.deepEqual(d.result, { waiting: 1, matched: 1 })
      const [r] =
        await sql`select provider_transaction_id, note from public.receipt_readings where receipt_id = ${receipt.id}`
      assert.deepEqual([r.provider_transaction_id, r.note], [line.id, null])
      // another page later finds nothing waiting
      const second = await asService((tx) =>
        emitEvent(tx, {
          source: 'ramp',
          eventType: 'ramp-transaction-upsert',
          payload: { organizationId: org },
          dedupeKey: `ramp-transaction-upsert:test:${org}:2`,
          organizationId: org,
        }),
      )
      assert.deepEqual((await dispatched(second, 'receipts.on-ramp-transaction-upsert')).result, {
        waiting: 0,
        matched: 0,
      })
    })

    await t.step("a write-back's updated QuickBooks entity refreshes the stored copy, once", async () => {
      await sql`insert into public.provider_connections (organization_id, provider, external_id, status)
        values (${qbOrg}, 'quickbooks', ${`realm-${qbOrg.slice(0, 8)}`}, 'active')`
      await asService((tx) => upsertCopy(tx, qbOrg, 'Purchase', purchase('77', 'Ask My Client', '3')))
      const announce = () =>
        sql`select private.emit_product_event(${qbOrg}::uuid, 'update-qb-entity',
          ${sql.json({ organizationId: qbOrg, entityType: 'purchase', entity: purchase('77', 'Meals', '4') })},
          ${`update-qb-entity:${qbOrg}:purchase:77:4`}) as id`
      const [{ id }] = await announce()
      assert.equal((await announce())[0].id, id)
      assert.deepEqual((await dispatched(id, 'quickbooks.on-update-qb-entity')).result, { refreshed: 'Purchase 77' })
      const [copy] = await sql`select raw_data ->> 'SyncToken' as token from public.quickbooks_purchases
        where organization_id = ${qbOrg} and qb_purchase_id = '77'`
      assert.equal(copy.token, '4')
      // the built-in ledger's write-backs are no QuickBooks update
      const [none] = await sql`select private.emit_product_event(${org}::uuid, 'update-qb-entity', '{}',
        ${`update-qb-entity:${org}:purchase:1:0`}) as id`
      assert.equal(none.id, null)
    })

    await t.step('a booked onboarding call tells the bookkeeper once', async () => {
      const booking = { organizationId: org, eventId: 'EVT-1', startTime: '2026-12-03T15:00:00.000Z' }
      const announce = (key: string) =>
        sql`select private.emit_product_event(${org}::uuid, 'calendly-event-upsert', ${sql.json(booking)}, ${key}) as id`
      const [{ id }] = await announce('calendly-event-upsert:test:1')
      assert.equal((await announce('calendly-event-upsert:test:1'))[0].id, id)
      assert.deepEqual((await dispatched(id, 'onboarding.on-calendly-event-upsert')).result, { told: 1 })
      // the same booking under another key (a second booking request) tells no one again
      const [again] = await announce('calendly-event-upsert:test:2')
      assert.deepEqual((await dispatched(again.id, 'onboarding.on-calendly-event-upsert')).result, { told: 0 })
      const told = await sql`select metadata ->> 'message' as m from public.notifications
        where user_id = ${bk} and organization_id = ${org} and metadata ->> 'event' = 'call-booked'`
      assert.equal(told.length, 1)
      assert.match(told[0].m, /booked its onboarding call for Dec 3, 2026, 3:00 PM UTC$/)
    })
  } finally {
    await sql`delete from public.events where organization_id in (${org}, ${qbOrg})`
    await sql`delete from public.jobs where organization_id in (${org}, ${qbOrg})`
    await dropFixtures({ orgs: [org, qbOrg], users: [bk] })
    await closeFixtureSql()
    await closeDb()
  }
})
