/**
 * A full read of a company is spread over steps (quickbooks.first-sync and quickbooks.sync within hosted limits): a
 * step whose time is used up after an entity hands over with where it stopped, the progress row showing the
 * entities stored; the next step reads on from the next entity, and together they read every entity once and only
 * then write the sync cursor.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { connectOrg, createOrgWithAdmin } from '../../_testing/quickbooks.ts'
import { runSync } from './run-sync.ts'
import { STORED_ENTITIES } from './store-ledger-copies.ts'
import { SYNC_STEPS } from './sync-company.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

Deno.test(
  { name: 'QuickBooks: a full read is synced in steps', sanitizeOps: false, sanitizeResources: false },
  async () => {
    const sql = db()
    const org = await createOrgWithAdmin('Steps Co')
    const { realmId } = await connectOrg(org)
    // the connection's own first sync (the stack's worker) ends first, so the runs below are this test's alone
    for (const until = Date.now() + 90_000; ; await sleep(100)) {
      const [busy] = await sql`select count(*)::int as n from public.jobs
        where organization_id = ${org.orgId} and job_type like 'quickbooks.%' and status in ('Pending', 'Running', 'Scheduled')`
      const [row] = await sql`select state from public.quickbooks_syncs where organization_id = ${org.orgId}`
      if (busy.n === 0 && row?.state === 'done') break
      if (Date.now() > until) throw new Error('the first sync did not end')
    }
    const forgetCursor = () =>
      sql`delete from public.quickbooks_ingestion_cursors where realm_id = ${realmId} and quickbooks_method = 'cdc'`
    const progress = async () =>
      (await sql`select state, step, steps_done from public.quickbooks_syncs where organization_id = ${org.orgId}`)[0]

    await forgetCursor()
    const whole = await runSync({ orgId: org.orgId, cause: 'manual' })
    assert.equal(whole.method, 'query')
    assert.equal(whole.more, undefined)

    await forgetCursor()
    const first = await runSync({ orgId: org.orgId, cause: 'manual', stepUsedUp: () => true })
    assert.equal(first.more?.entitiesDone, 1, `one entity, then a hand-over: ${JSON.stringify(first)}`)
    assert.deepEqual(await progress(), { state: 'running', step: STORED_ENTITIES[1], steps_done: 1 })
    const [cursor] =
      await sql`select 1 from public.quickbooks_ingestion_cursors where realm_id = ${realmId} and quickbooks_method = 'cdc'`
    assert.equal(cursor, undefined, 'the sync cursor waits for the last entity')

    const second = await runSync({ orgId: org.orgId, cause: 'manual', resume: first.more, stepUsedUp: () => false })
    assert.equal(second.more, undefined, 'the next step reads to the end')
    assert.equal(second.upserted, whole.upserted, 'every entity read once across the steps')
    assert.equal(second.cursor, first.cursor, 'the cursor is the time the read began')
    const done = await sql`select state, steps_done from public.quickbooks_syncs where organization_id = ${org.orgId}`
    assert.deepEqual(done[0], { state: 'done', steps_done: SYNC_STEPS })
    const [after] = await sql`select last_cursor from public.quickbooks_ingestion_cursors
      where realm_id = ${realmId} and quickbooks_method = 'cdc'`
    assert.equal(after.last_cursor, first.cursor)

    // the unit is a page: a step used up after one page of an entity hands over in the middle of it
    await forgetCursor()
    const paged = await runSync({ orgId: org.orgId, cause: 'manual', pageSize: 2, stepUsedUp: () => true })
    assert.deepEqual(
      [paged.more?.entitiesDone, paged.more?.position],
      [0, 3],
      `one page of two accounts, then a hand-over: ${JSON.stringify(paged.more)}`,
    )
    assert.deepEqual(await progress(), { state: 'running', step: STORED_ENTITIES[0], steps_done: 0 })
    let next = paged
    let steps = 1
    while (next.more) {
      next = await runSync({
        orgId: org.orgId,
        cause: 'manual',
        pageSize: 2,
        resume: next.more,
        stepUsedUp: () => true,
      })
      steps++
    }
    assert.ok(steps > STORED_ENTITIES.length, `more steps than entities: ${steps}`)
    assert.equal(next.upserted, whole.upserted, 'every record read once across the pages')
    assert.deepEqual((await progress()).state, 'done')
    await sql.end()
  },
)
