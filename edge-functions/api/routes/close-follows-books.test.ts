/**
 * A variance analysis follows its books: an entry written for a month it compares queues its refresh, and the figures
 * then say what the books say, with nobody pressing Refresh; a submitted analysis stays as it was reviewed.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { waitFor } from '../../_testing/banking.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

const csv = (rows: string[]) => ['date,entry,account,debit,credit,description,account_type', ...rows].join('\n')

Deno.test({ name: 'close: an analysis is refreshed when the books change for its months', ...opts }, async () => {
  const bk = await newUser('bookkeeper')
  const org = await newOrg({ bookkeepers: [bk] })
  const sql = fixtureSql()
  const base = `/organizations/${org}/variance-analyses`
  const sales = async (id: string) =>
    (await call(bk, 'GET', `${base}/${id}`)).body.profitAndLoss.find(
      (l: { label: string; kind: string }) => l.label === 'Sales' && l.kind === 'data',
    )?.currentCents
  try {
    const imported = await call(bk, 'POST', `/orgs/${org}/ledger/import`, {
      format: 'csv',
      text: csv([
        '2026-09-10,S9,Checking,3000.00,,Sales September,Bank',
        '2026-09-10,S9,Sales,,3000.00,Sales September,Income',
        '2026-10-10,S10,Checking,1300.00,,Sales October,Bank',
        '2026-10-10,S10,Sales,,1300.00,Sales October,Income',
      ]),
    })
    assert.equal(imported.status, 200)
    const created = await call(bk, 'POST', base, { month: '2026-10-01' })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const id = created.body.analysis?.id ?? created.body.id
    assert.equal(await sales(id), 130_000)

    await call(bk, 'POST', `/orgs/${org}/ledger/import`, {
      format: 'csv',
      text: csv(['2026-10-20,S11,Checking,20.00,,Late sale,Bank', '2026-10-20,S11,Sales,,20.00,Late sale,Income']),
    })
    await waitFor('the refreshed figures', async () => (await sales(id)) === 132_000)

    // a submitted analysis is what was reviewed: the books changing does not rewrite it
    await sql`update public.variance_analyses set submitted_at = now() where id = ${id}`
    await sql`delete from public.jobs where job_key = ${`close.refresh-analysis:${id}`}`
    await call(bk, 'POST', `/orgs/${org}/ledger/import`, {
      format: 'csv',
      text: csv(['2026-10-21,S12,Checking,5.00,,Later sale,Bank', '2026-10-21,S12,Sales,,5.00,Later sale,Income']),
    })
    const [{ n }] =
      await sql`select count(*)::int as n from public.jobs where job_key = ${`close.refresh-analysis:${id}`}`
    assert.equal(n, 0)
  } finally {
    await sql`delete from public.ledger_transactions where organization_id = ${org}`
    await dropFixtures({ orgs: [org], users: [bk] })
    await closeFixtureSql()
    await closeDb()
  }
})
