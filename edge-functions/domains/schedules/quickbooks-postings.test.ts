/**
 * Schedules on the QuickBooks ledger (the sandbox): a run twice posts once, a run whose transaction rolled back after
 * QuickBooks wrote posts nothing twice on retry, an entry deleted in QuickBooks outside the product is found by the
 * next sync (a full read and change data capture) and shown on the schedule, and the bookkeeper posts it again, once.
 */
import assert from 'node:assert/strict'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { call, closeFixtureSql } from '../../_testing/api.ts'
import { createClient } from '../quickbooks/create-client.ts'
import { syncCompany } from '../quickbooks-sync/sync-company.ts'
import { connectOrg, createOrgWithAdmin } from '../../_testing/quickbooks.ts'
import { dropFixtures, waitForOrgJobs } from '../../_testing/organizations.ts'
import type { TAccount, TJournalEntry } from '../../../shared/schemas/ledger.ts'
import { postDueSchedules } from './post-due-schedules.ts'

// 2095: nothing is due today, so only this test's runs (with their own `asOf`) post.
const post = (orgId: string, asOf: string) => asService((tx) => postDueSchedules({ tx, organizationId: orgId, asOf }))

Deno.test({ name: 'schedules on the QuickBooks ledger', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const sql = db()
  const org = await createOrgWithAdmin('Schedules QB Co')
  await connectOrg(org)
  const keeper = crypto.randomUUID()
  await sql`insert into auth.users (id, aud, role, email) values (${keeper}, 'authenticated', 'authenticated', ${`bk-${keeper.slice(0, 8)}@schedules.test`})`
  await sql`update public.users set role = 'bookkeeper' where id = ${keeper}`
  await sql`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${org.orgId}, ${keeper}, true)`
  const qb = await createClient({ orgId: org.orgId })
  const accounts = await qb.queryAll<TAccount>('Account')
  const byName = (n: string) => accounts.find((a) => a.Name === n)!.Id
  const ours = async (id: string) =>
    (
      await qb.queryAll<TJournalEntry>('JournalEntry', {
        where: `DocNumber like 'AM-${id.replace(/-/g, '').slice(0, 12)}%'`,
      })
    ).length
  const schedule = async () => (await call(keeper, 'GET', `/orgs/${org.orgId}/schedules`)).body.amortizations[0]

  let id = ''
  await t.step('a schedule on QuickBooks accounts; a run twice posts once', async () => {
    const r = await call(keeper, 'POST', `/orgs/${org.orgId}/amortizations`, {
      expenseName: 'Oven service plan',
      amount: 1000,
      startDate: '2095-01-01',
      periods: 3,
      debitAccountId: byName('Repairs & Maintenance'),
      creditAccountId: byName('Prepaid Expenses'),
    })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    id = r.body.id
    assert.equal((await post(org.orgId, '2095-02-28')).amortization, 2)
    assert.equal((await post(org.orgId, '2095-02-28')).posted, 0)
    assert.equal(await ours(id), 2, 'QuickBooks holds each period once')
    const s = await schedule()
    assert.deepEqual(
      s.entries.map((e: { ledger: string; amount: number }) => [e.ledger, e.amount]),
      [
        ['quickbooks', 333.33],
        ['quickbooks', 333.33],
      ],
    )
  })

  await t.step(
    'QuickBooks wrote, our transaction rolled back: the retry records, and posts nothing twice',
    async () => {
      await assert.rejects(
        asService(async (tx) => {
          await postDueSchedules({ tx, organizationId: org.orgId, asOf: '2095-03-31' })
          throw new Error('crash before commit')
        }),
        /crash before commit/,
      )
      assert.equal(await ours(id), 3, 'QuickBooks has the third period')
      assert.equal((await schedule()).remainingPeriods, 1, 'our schedule did not move')
      assert.equal((await post(org.orgId, '2095-03-31')).amortization, 1)
      assert.equal(await ours(id), 3, 'the retry found it by its DocNumber')
      const s = await schedule()
      assert.deepEqual([s.status, s.amortizedAmount, s.remainingAmount], ['completed', 1000, 0])
      assert.equal(s.entries[2].amount, 333.34, 'the last period absorbs the rounding')
    },
  )

  await t.step('an entry deleted in QuickBooks is found by the next sync and shown on the schedule', async () => {
    const [first, second] = (await schedule()).entries as { journalEntryId: string }[]
    const del = async (jeId: string) => {
      const je = await qb.read<TJournalEntry>('JournalEntry', jeId)
      await qb.delete('JournalEntry', { Id: je.Id, SyncToken: je.SyncToken })
    }
    await del(first.journalEntryId)
    await syncCompany({ orgId: org.orgId }) // the first sync reads everything
    let s = await schedule()
    assert.ok(s.entries[0].deletedInLedgerAt, 'a full read finds it missing')
    assert.equal(s.entries[1].deletedInLedgerAt, null)
    await del(second.journalEntryId)
    const r = await syncCompany({ orgId: org.orgId })
    assert.equal(r.method, 'cdc')
    s = await schedule()
    assert.ok(s.entries[1].deletedInLedgerAt, 'change data capture reports the delete')
    const list = await call(keeper, 'GET', `/organizations?search=${encodeURIComponent('Schedules QB Co')}`)
    const row = list.body.organizations.find((o: { id: string }) => o.id === org.orgId)
    assert.equal(row.amortizations.deletedInLedger, 2)
    const [{ n }] = await sql`select count(*)::int as n from public.notifications
      where user_id = ${keeper} and type = 'amortization' and metadata->>'title' like '%deleted in QuickBooks'`
    assert.equal(n, 2)
  })

  await t.step('the bookkeeper posts a deleted period again: once, as a new record of the same period', async () => {
    type Entry = { id: string; journalEntryId: string; journalEntryDate: string; periodNumber: number | null }
    const [first] = (await schedule()).entries as Entry[]
    const asked = await call(keeper, 'POST', `/orgs/${org.orgId}/journal-entries/${first.id}/post-again`)
    assert.equal(asked.status, 202, JSON.stringify(asked.body))
    assert.ok(asked.body.repostRequestedAt)
    const twice = await call(keeper, 'POST', `/orgs/${org.orgId}/journal-entries/${first.id}/post-again`)
    assert.equal(twice.status, 422)
    assert.equal(twice.body.error.message, 'This period is already being posted again')
    const run = await post(org.orgId, '2095-03-31')
    assert.deepEqual([run.posted, run.postedAgain], [1, 1])
    assert.equal((await post(org.orgId, '2095-03-31')).posted, 0, 'a second run posts nothing again')
    assert.equal(await ours(id), 2, 'QuickBooks holds the first period again; the second is still deleted')
    const s = await schedule()
    const again = s.entries.find(
      (e: { replacesJournalEntryId: string | null }) => e.replacesJournalEntryId === first.id,
    )
    assert.deepEqual(
      [again.periodNumber, again.amount, again.journalEntryDate, again.deletedInLedgerAt],
      [1, 333.33, first.journalEntryDate, null],
    )
    assert.notEqual(again.journalEntryId, first.journalEntryId, 'a new QuickBooks entry')
    assert.deepEqual(
      [s.status, s.amortizedAmount, s.remainingAmount],
      ['completed', 1000, 0],
      'the period was counted all along: the figures do not move',
    )
    await syncCompany({ orgId: org.orgId })
    const synced = (await schedule()).entries.find((e: { id: string }) => e.id === again.id)
    assert.equal(synced.deletedInLedgerAt, null, 'the next sync finds the new entry in QuickBooks')
    const list = await call(keeper, 'GET', `/organizations?search=${encodeURIComponent('Schedules QB Co')}`)
    const row = list.body.organizations.find((o: { id: string }) => o.id === org.orgId)
    assert.equal(row.amortizations.deletedInLedger, 1, 'only the period not posted again is still missing')
  })

  // the syncs' events queue metrics jobs for the organization: deleting it under a running one deadlocks the two
  // (the job holds its metrics rows and then its job row; the cascade takes them the other way round)
  await waitForOrgJobs(org.orgId)
  await dropFixtures({ orgs: [org.orgId], users: [org.userId, keeper] })
  await closeFixtureSql()
  await closeDb()
})
