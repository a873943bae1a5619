/**
 * Organization groups through the API with users and organizations of the test's own: admins manage; bookkeepers
 * see groups but may not change them (403); clients cannot see them at all (404), and nothing they try changes data.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

Deno.test(
  { name: 'organization groups: admins create, rename, add and remove members; others are refused', ...opts },
  async (t) => {
    const sql = fixtureSql()
    const admin = await newUser('admin', 'groups')
    const keeper = await newUser('bookkeeper', 'groups')
    const client = await newUser('user', 'groups')
    const other = await newUser('user', 'groups')
    const a = await newOrg({ admins: [client], bookkeepers: [keeper] })
    const b = await newOrg({ admins: [other] })
    const c = await newOrg()
    const groupOf = async (org: string) =>
      (await sql`select organization_group_id as g from public.organizations where id = ${org}`)[0].g
    let group = ''
    let second = ''
    try {
      await t.step('an empty name is refused on the field, in words', async () => {
        const r = await call(admin, 'POST', '/organization-groups', { name: '   ' })
        assert.equal(r.status, 422)
        assert.deepEqual(r.body.error.details.fields, [{ path: 'name', message: 'Enter a group name' }])
        const missing = await call(admin, 'POST', '/organization-groups', {})
        assert.deepEqual(missing.body.error.details.fields, [{ path: 'name', message: 'Enter a group name' }])
      })
      await t.step('an admin creates a group (name trimmed) with no members', async () => {
        const r = await call(admin, 'POST', '/organization-groups', { name: '  North Holdings ' })
        assert.equal(r.status, 201, JSON.stringify(r.body))
        assert.equal(r.body.name, 'North Holdings')
        assert.deepEqual(r.body.members, [])
        group = r.body.id
        second = (await call(admin, 'POST', '/organization-groups', { name: 'South Holdings' })).body.id
      })
      await t.step('bookkeepers and clients cannot create groups', async () => {
        assert.equal((await call(keeper, 'POST', '/organization-groups', { name: 'Nope' })).status, 403)
        assert.equal((await call(client, 'POST', '/organization-groups', { name: 'Nope' })).status, 403)
        const [n] = await sql`select count(*)::int as n from public.organization_groups where name = 'Nope'`
        assert.equal(n.n, 0)
      })
      await t.step('an admin adds two organizations; the list shows them', async () => {
        assert.equal((await call(admin, 'PUT', `/organization-groups/${group}/members/${a}`)).status, 200)
        const r = await call(admin, 'PUT', `/organization-groups/${group}/members/${b}`)
        assert.equal(r.status, 200)
        assert.deepEqual(r.body.members.map((m: { id: string }) => m.id).sort(), [a, b].sort())
        const list = await call(admin, 'GET', '/organization-groups')
        const g = list.body.groups.find((x: { id: string }) => x.id === group)
        assert.equal(g.members.length, 2)
      })
      await t.step('the assigned bookkeeper sees the group but cannot rename it or change its members', async () => {
        const list = await call(keeper, 'GET', '/organization-groups')
        assert.ok(list.body.groups.some((x: { id: string }) => x.id === group))
        assert.equal((await call(keeper, 'PATCH', `/organization-groups/${group}`, { name: 'Mine now' })).status, 403)
        assert.equal((await call(keeper, 'DELETE', `/organization-groups/${group}/members/${a}`)).status, 403)
        assert.equal((await call(keeper, 'PUT', `/organization-groups/${group}/members/${c}`)).status, 404) // c is not theirs
        assert.equal((await call(keeper, 'DELETE', `/organization-groups/${group}`)).status, 403)
      })
      await t.step('a client of a member organization cannot see the group: every write is 404', async () => {
        for (const [method, path, body] of [
          ['PATCH', `/organization-groups/${group}`, { name: 'Hijacked' }],
          ['DELETE', `/organization-groups/${group}`],
          ['PUT', `/organization-groups/${second}/members/${b}`],
          ['DELETE', `/organization-groups/${group}/members/${b}`],
          ['DELETE', `/organization-groups/${group}/members/${a}`],
        ] as const) {
          const r = await call(other, method, path, body)
          assert.equal(r.status, 404, `${method} ${path}: ${JSON.stringify(r.body)}`)
        }
        const list = await call(other, 'GET', '/organization-groups')
        assert.deepEqual(list.body.groups, [])
      })
      await t.step('nothing the others tried changed the groups', async () => {
        const [g] = await sql`select name from public.organization_groups where id = ${group}`
        assert.equal(g.name, 'North Holdings')
        assert.equal(await groupOf(a), group)
        assert.equal(await groupOf(b), group)
        assert.equal(await groupOf(c), null)
      })
      await t.step('an admin renames the group', async () => {
        const r = await call(admin, 'PATCH', `/organization-groups/${group}`, { name: 'North Holdings Inc.' })
        assert.equal(r.status, 200)
        assert.equal(r.body.name, 'North Holdings Inc.')
      })
      await t.step('adding an organization of another group moves it', async () => {
        const r = await call(admin, 'PUT', `/organization-groups/${second}/members/${b}`)
        assert.deepEqual(
          r.body.members.map((m: { id: string }) => m.id),
          [b],
        )
        assert.equal(await groupOf(b), second)
      })
      await t.step('an admin removes a member; removing one that is not in the group is 404', async () => {
        const r = await call(admin, 'DELETE', `/organization-groups/${group}/members/${a}`)
        assert.equal(r.status, 200)
        assert.deepEqual(r.body.members, [])
        assert.equal(await groupOf(a), null)
        assert.equal((await call(admin, 'DELETE', `/organization-groups/${group}/members/${c}`)).status, 404)
      })
      await t.step('unknown and malformed ids', async () => {
        assert.equal(
          (await call(admin, 'PATCH', `/organization-groups/${crypto.randomUUID()}`, { name: 'x' })).status,
          404,
        )
        assert.equal(
          (await call(admin, 'PUT', `/organization-groups/${group}/members/${crypto.randomUUID()}`)).status,
          404,
        )
        assert.equal((await call(admin, 'PATCH', '/organization-groups/not-a-uuid', { name: 'x' })).status, 422)
      })
      await t.step('deleting a group keeps its organizations, without a group', async () => {
        assert.equal((await call(admin, 'DELETE', `/organization-groups/${second}`)).status, 204)
        assert.equal(await groupOf(b), null)
        const [o] = await sql`select count(*)::int as n from public.organizations where id = ${b}`
        assert.equal(o.n, 1)
      })
    } finally {
      await sql`delete from public.organization_groups where id in ${sql([group, second].filter(Boolean))}`.catch(
        () => {},
      )
      await dropFixtures({ orgs: [a, b, c], users: [admin, keeper, client, other] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
