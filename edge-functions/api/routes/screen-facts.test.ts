/**
 * One fact, one answer on every screen (issue 10 item 13): whether an organization is connected to QuickBooks reads
 * the same from the organization (staff client page), the clients list and the integrations status.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

Deno.test({ name: 'QuickBooks connection: the organization, the list and the status agree', ...opts }, async (t) => {
  const sql = fixtureSql()
  const keeper = await newUser('bookkeeper', 'facts')
  const client = await newUser('user', 'facts')
  const org = await newOrg({ admins: [client], bookkeepers: [keeper] })
  const facts = async (as: string) => {
    const detail = await call(as, 'GET', `/organizations/${org}`)
    const list = await call(as, 'GET', '/organizations')
    const status = await call(as, 'GET', `/quickbooks/status?organizationId=${org}`)
    assert.equal(detail.status, 200, JSON.stringify(detail.body))
    const row = (list.body.organizations ?? list.body).find((o: { id: string }) => o.id === org)
    return [detail.body.qboConnected, row?.qboConnected, status.body.connected]
  }
  try {
    await t.step('a realm id without a token is not a connection, for staff and the client alike', async () => {
      await sql`update public.organizations set quickbooks_realm_id = ${`realm-${org.slice(0, 8)}`} where id = ${org}`
      assert.deepEqual(await facts(keeper), [false, false, false])
      assert.deepEqual(await facts(client), [false, false, false])
    })
    await t.step('an active token is a connection everywhere; a broken one nowhere', async () => {
      await sql`insert into public.provider_connections (organization_id, provider, external_id)
        values (${org}, 'quickbooks', ${`realm-${org.slice(0, 8)}`})`
      assert.deepEqual(await facts(keeper), [true, true, true])
      assert.deepEqual(await facts(client), [true, true, true])
      await sql`update public.provider_connections set status = 'broken' where organization_id = ${org}`
      assert.deepEqual(await facts(keeper), [false, false, false])
    })
  } finally {
    await dropFixtures({ orgs: [org], users: [keeper, client] })
    await closeFixtureSql()
    await closeDb()
  }
})

Deno.test(
  { name: "a client answering tells the assigned bookkeepers, with a link to that client's questions", ...opts },
  async () => {
    const sql = fixtureSql()
    const keeper = await newUser('bookkeeper', 'facts')
    const other = await newUser('bookkeeper', 'facts')
    const client = await newUser('user', 'facts')
    const org = await newOrg({ admins: [client], bookkeepers: [keeper] })
    try {
      const [q] =
        await sql`insert into public.amc_questions (organization_id, account_name, transaction_id, amount, vendor_name, questions)
      values (${org}, '9000 Ask My Client', ${`facts-${org.slice(0, 8)}`}, 8640, 'AMZN Mktp', '{expense_for}') returning id, version`
      const before = await call(keeper, 'GET', '/notifications?limit=20')
      const r = await call(client, 'POST', `/amc/questions/${q.id}/answer`, {
        answers: { expense_for: { value: 'Office chairs' } },
        version: q.version,
      })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const after = await call(keeper, 'GET', '/notifications?limit=20')
      const mine = after.body.notifications.filter((n: { organizationId: string }) => n.organizationId === org)
      assert.equal(mine.length, 1)
      assert.equal(after.body.unread, before.body.unread + 1)
      assert.equal(mine[0].type, 'amc')
      assert.match(mine[0].metadata.message, /answered a question about AMZN Mktp/)
      assert.equal(mine[0].metadata.kind, 'amc-answered')
      assert.equal(mine[0].metadata.link, `/bookkeeper/client/${org}/amc`)
      // A bookkeeper not assigned to the client hears nothing; the client is not notified of their own answer.
      const others = await call(other, 'GET', '/notifications?limit=20')
      assert.equal(
        others.body.notifications.filter((n: { organizationId: string }) => n.organizationId === org).length,
        0,
      )
      const own = await call(client, 'GET', '/notifications?limit=20')
      assert.equal(
        own.body.notifications.filter((n: { metadata: { kind?: string } }) => n.metadata.kind === 'amc-answered')
          .length,
        0,
      )
    } finally {
      await dropFixtures({ orgs: [org], users: [keeper, other, client] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)

Deno.test(
  { name: 'GET /flags without an organization answers the defaults (admin pages called it and got 422)', ...opts },
  async () => {
    const admin = await newUser('admin', 'facts')
    try {
      const r = await call(admin, 'GET', '/flags')
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const [row] =
        await fixtureSql()`select default_enabled from public.feature_flags where name = 'customer-requests'`
      if (row) assert.equal(r.body.flags['customer-requests'], row.default_enabled)
      assert.equal((await call(admin, 'GET', '/flags?organizationId=not-an-id')).status, 422)
    } finally {
      await dropFixtures({ users: [admin] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
