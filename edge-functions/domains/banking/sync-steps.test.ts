/**
 * A long backlog of entries is read in steps (banking.sync within hosted limits): a step whose time is used up saves
 * the cursor it reached and says there is more; the next step reads on from there, and together they store every
 * entry once.
 */
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { coreClient } from './core-client.ts'
import { ENTRIES_PAGE_SIZE, syncBanking } from './sync.ts'
import { bankingOrg, coreAccountId, fixtureSql } from '../../_testing/banking.ts'

Deno.test({ name: 'banking: a backlog is synced in steps from the saved cursor', ...opts }, async () => {
  const b = await bankingOrg()
  const sql = fixtureSql()
  try {
    // the every-minute poll skips an organization without the banking flag, so only this test syncs it
    await sql`update public.organization_feature_flags set enabled = false where organization_id = ${b.org} and flag_name = 'banking'`
    const core = coreClient()
    const account = await coreAccountId(b.reserve)
    const deposits = ENTRIES_PAGE_SIZE + 10
    // and the core's webhooks would have the worker sync them as they arrive: while the deposits are made, the
    // connection reads as disconnected, so the worker's syncs skip it and the backlog is left for the steps below
    const [{ status }] = await sql`select status from public.provider_connections where id = ${b.connectionId}`
    await sql`update public.provider_connections set status = 'disconnected' where id = ${b.connectionId}`
    for (let i = 0; i < deposits; i++) await core.sandbox.fund({ account_id: account, amount: String(1_000_000 + i) })
    for (let until = Date.now() + 30_000; Date.now() < until; ) {
      const [{ busy }] = await sql`select count(*)::int as busy from public.jobs where organization_id = ${b.org}
        and (status = 'Running' or (status in ('Pending', 'Scheduled') and next_attempt_at <= now()))`
      const [{ waiting }] = await sql`select count(*)::int as waiting from public.webhook_deliveries
        where organization_id = ${b.org} and processed_at is null`
      if (busy === 0 && waiting === 0) break
      await new Promise((r) => setTimeout(r, 100))
    }
    await sql`update public.provider_connections set status = ${status} where id = ${b.connectionId}`
    const stored = async () =>
      (await sql`select count(*)::int as n from public.banking_entries where organization_id = ${b.org}`)[0].n as number
    const before = await stored()

    const step = async (stepUsedUp: () => boolean) => {
      const r = await asService((tx) => syncBanking({ tx, connectionId: b.connectionId, stepUsedUp }))
      if (r.skipped !== undefined) throw new Error(`the sync was skipped: ${r.skipped}`)
      return r
    }
    const first = await step(() => true)
    assert.ok(first.more && first.pages === 1, `one page, then a hand-over: ${JSON.stringify(first)}`)
    const [{ entries_cursor: saved }] =
      await sql`select entries_cursor from private.banking_sync_state where connection_id = ${b.connectionId}`
    assert.ok(saved, 'the step saved the cursor it reached')
    assert.equal(await stored(), before + first.changed)

    const second = await step(() => false)
    assert.equal(second.more, false, 'the next step reads to the end')
    // (the core's webhooks may have the worker sync some of the deposits between the steps, so every deposit is
    // counted where it ends up, stored once, rather than in what these two steps received)
    const [{ dupes }] = await sql`select count(*) - count(distinct core_entry_id) as dupes from public.banking_entries
      where organization_id = ${b.org}`
    assert.equal(Number(dupes), 0, 'nothing stored twice')
    assert.ok((await stored()) - before >= deposits, 'every deposit was stored')
  } finally {
    await closeFixtureSql()
    await closeDb()
  }
})
