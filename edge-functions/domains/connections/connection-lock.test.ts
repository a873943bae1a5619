/**
 * Deleting an organization while one of its connections syncs: the sync holds the connection (findConnection with
 * `lock`) and goes on inserting rows that point at the organization; the deletion takes the organization's row and
 * cascades to the connection. Taken in opposite orders the two deadlocked; now the deletion waits for the sync and
 * both finish.
 */
import assert from 'node:assert/strict'
import postgres from 'postgres'
import { db } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { newOrg } from '../../_testing/organizations.ts'
import { findConnection } from './connection-store.ts'
import { AppError } from '../../_shared/errors.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }

Deno.test(
  { name: 'connections: an organization deleted during a sync waits for it, without a deadlock', ...opts },
  async () => {
    // two sessions of their own, so each holds its transaction while the other waits
    const syncing = postgres(env.dbUrl, { max: 1, onnotice: () => {} })
    const deleting = postgres(env.dbUrl, { max: 1, onnotice: () => {} })
    try {
      const orgId = await newOrg()
      const [c] =
        await syncing`insert into public.provider_connections (organization_id, provider, external_id, display_name)
      values (${orgId}, 'banking', ${`lock-${orgId}`}, 'Business banking') returning id`

      let release!: () => void
      const released = new Promise<void>((r) => (release = r))
      let locked!: () => void
      const holding = new Promise<void>((r) => (locked = r))
      const sync = syncing.begin(async (tx) => {
        const found = await findConnection(tx, { id: c.id }, { lock: true })
        assert.equal(found?.id, c.id)
        locked()
        await released
        // what a sync goes on doing: a row that points at the organization (its foreign key holds the organization)
        await tx`select 1 from public.organizations where id = ${orgId} for key share`
        await tx`update public.provider_connections set last_synced_at = now() where id = ${c.id}`
      })
      await holding
      const deletion = deleting`delete from public.organizations where id = ${orgId}`.execute()
      // the deletion is waiting on a lock before the sync goes on
      for (let i = 0; ; i++) {
        const [w] = await db()`select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and query like 'delete from public.organizations%'`
        if (w.n > 0) break
        assert.ok(i < 500, 'the deletion never waited for the sync')
        await new Promise((r) => setTimeout(r, 10))
      }
      release()
      await sync
      await deletion
      const [left] = await db()`select count(*)::int as n from public.provider_connections where id = ${c.id}`
      assert.equal(left.n, 0, 'the organization and its connection are gone')
    } finally {
      await syncing.end({ timeout: 1 })
      await deleting.end({ timeout: 1 })
    }
  },
)

Deno.test(
  { name: 'connections: a sync asked for while its organization is being deleted is refused at once', ...opts },
  async () => {
    const syncing = postgres(env.dbUrl, { max: 1, onnotice: () => {} })
    const deleting = postgres(env.dbUrl, { max: 1, onnotice: () => {} })
    try {
      const orgId = await newOrg()
      const [c] =
        await syncing`insert into public.provider_connections (organization_id, provider, external_id, display_name)
      values (${orgId}, 'banking', ${`lock-${orgId}`}, 'Business banking') returning id`
      let holding!: () => void
      const held = new Promise<void>((r) => (holding = r))
      let finish!: () => void
      const finished = new Promise<void>((r) => (finish = r))
      // the deletion's hold on the organization's row, kept while its cascade would wait for someone else's row
      const deletion = deleting
        .begin(async (tx) => {
          await tx`select 1 from public.organizations where id = ${orgId} for update`
          holding()
          await finished
          throw new Error('rolled back')
        })
        .catch(() => {})
      await held
      // a sync that waited would wait for as long as the deletion holds on: give up on it after 10 s and say so
      let timer: ReturnType<typeof setTimeout> | undefined
      const waited = new Promise<'waited'>((r) => (timer = setTimeout(() => r('waited'), 10_000)))
      const outcome = await Promise.race([
        syncing.begin((tx) => findConnection(tx, { id: c.id }, { lock: true })).catch((e) => e),
        waited,
      ])
      clearTimeout(timer)
      finish()
      assert.ok(outcome instanceof AppError, `refused at once, not ${String(outcome)}`)
      assert.equal(outcome.code, 'conflict')
      assert.match(outcome.message, /being deleted/)
      await deletion
      await db()`delete from public.organizations where id = ${orgId}`
    } finally {
      await syncing.end({ timeout: 1 })
      await deleting.end({ timeout: 1 })
    }
  },
)
