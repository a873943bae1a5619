/**
 * A long posting backlog is posted in steps (schedules.post within hosted limits): batches of whole schedules in id
 * order, one ledger call each; a step whose time is used up after a batch says there is more with the cursor
 * reached, and the next step posts the rest: every due period once, each schedule's periods together.
 */
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { newOrg, newUser } from '../../_testing/organizations.ts'
import { postDueSchedules, type TPostingCursor } from './post-due-schedules.ts'

// in 2095, so the stack's worker (posting what is due today) leaves these schedules to this test's runs
const asOf = '2095-03-31'

Deno.test({ name: 'schedules: a backlog is posted in steps from the cursor', ...opts }, async () => {
  const sql = fixtureSql()
  const keeper = await newUser('bookkeeper', 'sched-steps')
  const org = await newOrg({ bookkeepers: [keeper] })
  const account = async (name: string, type: string) =>
    String(
      (
        await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
      )[0].id,
    )
  const prepaid = await account('Prepaid Insurance', 'Other Current Asset')
  const insurance = await account('Insurance', 'Expense')
  try {
    for (const name of ['Fire', 'Flood', 'Theft']) {
      const r = await call(keeper, 'POST', `/orgs/${org}/amortizations`, {
        expenseName: name,
        amount: 300,
        debitAccountId: insurance,
        creditAccountId: prepaid,
        startDate: '2095-01-01',
        periods: 3,
      })
      assert.equal(r.status, 201, JSON.stringify(r.body))
    }
    const step = (after: TPostingCursor | undefined, stepUsedUp: () => boolean) =>
      asService((tx) => postDueSchedules({ tx, organizationId: org, asOf, after, stepUsedUp, batchSize: 1 }))

    const first = await step(undefined, () => true)
    assert.equal(first.more, true, `one batch, then a hand-over: ${JSON.stringify(first)}`)
    assert.equal(first.posted, 3, 'one whole schedule: its three due periods together')
    assert.equal(first.asOf, asOf, 'the next step posts as of the same day')
    const [firstId] = await sql`select id from public.amortizations where organization_id = ${org} order by id limit 1`
    assert.equal(first.after?.amortization, firstId.id, 'the cursor is the last schedule posted')

    const second = await step(first.after, () => false)
    assert.equal(second.more, undefined, 'the next step posts to the end')
    assert.equal(second.posted, 6)

    const entries = await sql`select amortization_id, period_number from public.journal_entries
      where organization_id = ${org} and type = 'amortization'`
    assert.equal(entries.length, 9, 'three periods of three schedules')
    assert.equal(new Set(entries.map((e) => `${e.amortization_id}:${e.period_number}`)).size, 9, 'each once')
    const statuses = await sql`select status::text from public.amortizations where organization_id = ${org}`
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['completed', 'completed', 'completed'],
    )
    assert.equal((await step(undefined, () => true)).posted, 0, 'nothing is left to post')
  } finally {
    await closeFixtureSql()
    await closeDb()
  }
})
