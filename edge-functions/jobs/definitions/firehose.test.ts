/**
 * The firehose subscriber's messages run the handler they name, keyed by the handler name and ids: a month with sales
 * and no cost of goods tells the bookkeepers once; a ledger sync of a built-in ledger computes its metrics again; a
 * message naming an unknown handler, or none, runs nothing and says why. Through the real worker.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { waitFor } from '../../_testing/banking.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

const CHART = [
  'date,entry,account,debit,credit,description,account_type',
  '2026-10-05,S1,Checking,1200.00,,Shop sales,Bank',
  '2026-10-05,S1,Sales,,1200.00,Shop sales,Income',
  '2026-09-05,C1,Cost of Goods Sold,10.00,,Stock,Cost of Goods Sold',
  '2026-09-05,C1,Checking,,10.00,Stock,Bank',
].join('\n')

Deno.test({ name: 'firehose: messages run the handler they name, once', ...opts }, async (t) => {
  const bk = await newUser('bookkeeper')
  const org = await newOrg({ bookkeepers: [bk] })
  const sql = fixtureSql()
  const publish = async (data: unknown) => {
    const [{ id }] = await sql`select private.emit_event('pubsub', 'webhook',
      ${sql.json({ route: 'event-bus/firehose', body: { data } } as never)}, null, ${org}) as id`
    return id as string
  }
  const jobOf = (key: string) =>
    waitFor(`job ${key}`, async () => {
      const [j] =
        await sql`select status::text, result from public.jobs where job_key = ${key} and status = 'Completed'`
      return j
    })
  const dispatchOf = (eventId: string) =>
    waitFor('the dispatch', async () => {
      const [d] =
        await sql`select d.state::text, j.result from public.event_dispatches d left join public.jobs j on j.id = d.job_id
        where d.event_id = ${eventId} and d.handler_name = 'firehose.dispatch' and d.state = 'completed'`
      return d
    })
  try {
    assert.equal((await call(bk, 'POST', `/orgs/${org}/ledger/import`, { format: 'csv', text: CHART })).status, 200)

    await t.step('a month with sales and no cost of goods tells the bookkeeper, once', async () => {
      const message = { handlerName: 'notifications.missing-cogs', ids: { organizationId: org, month: '2026-10-01' } }
      await publish(message)
      const job = await jobOf(`notifications.missing-cogs:2026-10-01:${org}`)
      assert.deepEqual(
        { income: job.result.incomeCents, cogs: job.result.cogsCents, told: job.result.notified },
        { income: 120_000, cogs: 0, told: 1 },
      )
      await publish(message)
      await waitFor('the second run', async () => {
        const [{ n }] = await sql`select count(*)::int as n from public.jobs
          where job_key = ${`notifications.missing-cogs:2026-10-01:${org}`} and status = 'Completed'`
        return n === 2
      })
      const told = await sql`select metadata ->> 'message' as m from public.notifications
        where user_id = ${bk} and metadata ->> 'kind' = 'missing-cogs'`
      assert.equal(told.length, 1, 'the same month is told once')
      assert.match(told[0].m, /books for October 2026 show sales of \$1,200\.00 but no cost of goods sold$/)
      // September had its cost of goods: nothing to say
      await publish({ handlerName: 'notifications.missing-cogs', ids: { organizationId: org, month: '2026-09-01' } })
      assert.equal((await jobOf(`notifications.missing-cogs:2026-09-01:${org}`)).result.notified, 0)
    })

    await t.step("a ledger sync of a built-in ledger computes the period's metrics again", async () => {
      await publish({
        handlerName: 'ledger.sync',
        ids: { organizationId: org },
        arguments: { type: 'all', periodStart: '2026-09-01', periodEnd: '2026-10-31' },
      })
      const job = await jobOf(`ledger.sync:${org}`)
      assert.equal(job.result.ledger, 'builtin')
      assert.ok(job.result.queued['metrics.compute-monthly'])
    })

    await t.step('a message naming no handler, an unknown one or bad ids runs nothing and says why', async () => {
      assert.equal(
        (await dispatchOf(await publish({ emailAddress: 'x@example.test', historyId: 1 }))).result.skipped,
        'not a handler message',
      )
      assert.equal(
        (await dispatchOf(await publish({ handlerName: 'spine.purge-history', ids: {} }))).result.skipped,
        'no firehose handler named spine.purge-history',
      )
      const bad = await publish({
        handlerName: 'notifications.missing-cogs',
        ids: { organizationId: org, month: '2026-10-15' },
      })
      await waitFor('the refusal', async () => {
        const [d] =
          await sql`select d.state::text, j.status::text as status, j.last_error from public.event_dispatches d
          join public.jobs j on j.id = d.job_id where d.event_id = ${bad} and j.status = 'Failed'`
        return d
      })
    })
  } finally {
    await sql`delete from public.ledger_transactions where organization_id = ${org}`
    await dropFixtures({ orgs: [org], users: [bk] })
    await closeFixtureSql()
    await closeDb()
  }
})
