/**
 * The audit-log viewer's API with fixtures of the test's own: only admins and owners read it; filters by person,
 * organization, action, actor and dates; newest first, paged by cursor; filter errors named in words.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

Deno.test({ name: 'audit log: admins filter and page it; nobody else reads it', ...opts }, async (t) => {
  const admin = await newUser('admin', 'audit')
  const owner = await newUser('owner', 'audit')
  const keeper = await newUser('bookkeeper', 'audit')
  const client = await newUser('user', 'audit')
  const org = await newOrg({ admins: [client], bookkeepers: [keeper] }) // created by the fixture connection: actor system
  const today = new Date().toISOString().slice(0, 10)
  const q = (params: Record<string, string>) => `/audit-log?${new URLSearchParams(params)}`
  try {
    await t.step('a change through the API is recorded with its actor', async () => {
      assert.equal(
        (await call(admin, 'PATCH', `/organizations/${org}`, { legalName: 'Audited Renamed LLC' })).status,
        200,
      )
      assert.equal(
        (await call(client, 'PATCH', `/organizations/${org}`, { additionalData: { city: 'Oakland' } })).status,
        200,
      )
    })
    await t.step('clients and bookkeepers are refused', async () => {
      for (const who of [client, keeper]) {
        const r = await call(who, 'GET', q({ organizationId: org }))
        assert.equal(r.status, 403)
      }
    })
    await t.step("an admin reads the organization's entries newest first, with actor, summary and rows", async () => {
      const r = await call(admin, 'GET', q({ organizationId: org }))
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const ids = r.body.entries.map((e: { id: number }) => e.id)
      assert.deepEqual(
        ids,
        [...ids].sort((x, y) => y - x),
      )
      const [byClient, byAdmin] = r.body.entries
      assert.equal(byClient.userId, client)
      assert.equal(byAdmin.userId, admin)
      assert.equal(byAdmin.actor, 'user')
      assert.equal(byAdmin.action, 'update organizations')
      assert.equal(byAdmin.organizationName, 'Audited Renamed LLC')
      assert.match(byAdmin.userName, /^Test admin/)
      assert.match(byAdmin.summary, /Legal name: Fixture .* LLC → Audited Renamed LLC/)
      assert.equal(byAdmin.resultRows, 1)
      assert.ok(
        r.body.entries.some(
          (e: { actor: string; action: string }) => e.actor === 'system' && e.action === 'insert organizations',
        ),
      )
    })
    await t.step('filters: person, action, actor', async () => {
      const mine = await call(owner, 'GET', q({ organizationId: org, userId: client }))
      assert.deepEqual(
        mine.body.entries.map((e: { userId: string }) => e.userId),
        [client],
      )
      const members = await call(admin, 'GET', q({ organizationId: org, action: 'organization_members' }))
      assert.ok(members.body.entries.length >= 1)
      assert.ok(members.body.entries.every((e: { action: string }) => e.action.endsWith('organization_members')))
      const system = await call(admin, 'GET', q({ organizationId: org, actor: 'system' }))
      assert.ok(
        system.body.entries.every(
          (e: { actor: string; userId: string | null }) => e.actor === 'system' && e.userId === null,
        ),
      )
      const pattern = await call(admin, 'GET', q({ organizationId: org, action: '%' }))
      assert.deepEqual(pattern.body.entries, [], 'a % in the action is a character, not a wildcard')
    })
    await t.step('a date range of whole days: today has the entries, tomorrow none', async () => {
      const day = await call(admin, 'GET', q({ organizationId: org, from: today, to: today }))
      assert.ok(day.body.entries.length >= 3)
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
      assert.deepEqual((await call(admin, 'GET', q({ organizationId: org, from: tomorrow }))).body.entries, [])
    })
    await t.step('pages follow the cursor without repeats and end with a null cursor', async () => {
      const all = (await call(admin, 'GET', q({ organizationId: org }))).body.entries.map((e: { id: number }) => e.id)
      const seen: number[] = []
      let cursor: number | null = null
      do {
        const params: Record<string, string> = { organizationId: org, limit: '2' }
        if (cursor) params.before = String(cursor)
        const page: { status: number; body: { entries: { id: number }[]; nextCursor: number | null } } = await call(
          admin,
          'GET',
          q(params),
        )
        assert.ok(page.body.entries.length <= 2)
        seen.push(...page.body.entries.map((e) => e.id))
        cursor = page.body.nextCursor
      } while (cursor)
      assert.deepEqual(seen, all)
    })
    await t.step('bad filters are named in words', async () => {
      const r = await call(admin, 'GET', q({ userId: 'someone' }))
      assert.equal(r.status, 422)
      assert.deepEqual(r.body.error.details.fields, [{ path: 'userId', message: 'Choose a person from the list' }])
      const range = await call(admin, 'GET', q({ from: '2026-03-02', to: '2026-03-01' }))
      assert.deepEqual(range.body.error.details.fields, [
        { path: 'to', message: 'The end date must be on or after the start date' },
      ])
      const date = await call(admin, 'GET', q({ from: '03/02/2026' }))
      assert.deepEqual(date.body.error.details.fields, [
        { path: 'from', message: 'Enter a real date, like 2026-02-28' },
      ])
    })
  } finally {
    await dropFixtures({ orgs: [org], users: [admin, owner, keeper, client] })
    await closeFixtureSql()
    await closeDb()
  }
})
