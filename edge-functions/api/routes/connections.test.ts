/**
 * /api/organizations/:id/connections: every provider's state from the connection model, the one connect path
 * (start → provider → callback) and the one disconnect path, for QuickBooks against its sandbox; who may start;
 * a state issued for one provider refused by another provider's callback.
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { db } from '../../_shared/db.ts'
import { authorize, createOrgWithAdmin } from '../../_testing/quickbooks.ts'

const bearer = async (sub: string) => `Bearer ${await userToken({ sub })}`

type Listed = { providers: { provider: string; state: string; connectable: boolean; connections: { id: string }[] }[] }

Deno.test({ name: 'connections API', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const org = await createOrgWithAdmin('Connections Co')
  const auth = await bearer(org.userId)
  const call = (path: string, init: RequestInit = {}) =>
    app.request(`/api/organizations/${org.orgId}/connections${path}`, {
      ...init,
      headers: { authorization: auth, ...(init.headers ?? {}) },
    })
  const list = async () => (await (await call('')).json()) as Listed
  const state = async (provider: string) => (await list()).providers.find((p) => p.provider === provider)!

  await t.step('every provider is listed, none connected; QuickBooks can be connected here', async () => {
    const body = await list()
    assert.deepEqual(
      body.providers.map((p) => p.provider),
      ['quickbooks', 'stripe', 'plaid', 'teller', 'ramp', 'gusto', 'rippling', 'slack', 'calendly', 'banking'],
    )
    assert.ok(body.providers.every((p) => p.state === 'not_connected' && p.connections.length === 0))
    assert.equal((await state('quickbooks')).connectable, true)
  })

  await t.step("a member who is not the organization's admin cannot start a connection", async () => {
    const member = crypto.randomUUID()
    await db()`insert into auth.users (id, aud, role, email) values (${member}, 'authenticated', 'authenticated', ${`m-${member.slice(0, 8)}@example.test`})`
    await db()`insert into public.organization_members (organization_id, user_id, org_role) values (${org.orgId}, ${member}, 'user')`
    const res = await app.request(`/api/organizations/${org.orgId}/connections/quickbooks/start`, {
      method: 'POST',
      headers: { authorization: await bearer(member) },
    })
    assert.equal(res.status, 403)
    assert.match((await res.json()).error.message, /Only organization admins and staff can connect QuickBooks/)
  })

  let callback: URL
  await t.step("a state issued for QuickBooks is refused by another provider's callback", async () => {
    const res = await call('/quickbooks/start', { method: 'POST' })
    assert.equal(res.status, 200)
    callback = await authorize((await res.json()).url)
    const foreign = await webhooks.request(`/webhooks/api/stripe/callback${callback.search}`)
    const reason = new URL(foreign.headers.get('location') ?? 'http://x/?', 'http://x').searchParams
    const body = foreign.status === 303 ? Object.fromEntries(reason) : await foreign.json()
    assert.equal(body.stripe, 'error')
    assert.match(body.reason, /state was issued for another provider|cannot be connected here/)
    assert.equal((await state('stripe')).state, 'not_connected')
  })

  await t.step('the callback stores an active connection the list shows', async () => {
    const res = await webhooks.request(`/webhooks/api/quickbooks/callback${callback.search}`)
    assert.ok(res.status === 303 || res.status === 200)
    await res.body?.cancel()
    const qb = await state('quickbooks')
    assert.equal(qb.state, 'connected')
    assert.equal(qb.connections.length, 1)
  })

  await t.step('the same state sent again is refused, even with a fresh code from the provider', async () => {
    const replay = new URL(callback)
    replay.searchParams.set('code', `another-${crypto.randomUUID()}`)
    const res = await webhooks.request(`/webhooks/api/quickbooks/callback${replay.search}`)
    const params = new URL(res.headers.get('location') ?? 'http://x/?', 'http://x').searchParams
    const body = res.status === 303 ? Object.fromEntries(params) : await res.json()
    assert.equal(body.quickbooks, 'error')
    assert.equal(body.reason, 'QuickBooks connection refused: state has already been used')
    assert.equal((await state('quickbooks')).connections.length, 1)
  })

  await t.step('disconnect revokes, deletes the secrets and leaves the provider not connected', async () => {
    const { connections } = await state('quickbooks')
    const res = await call(`/${connections[0].id}`, { method: 'DELETE' })
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { disconnected: true, revoked: true })
    assert.equal((await state('quickbooks')).state, 'not_connected')
    const [left] =
      await db()`select count(*)::int as n from public.provider_secrets where connection_id = ${connections[0].id}`
    assert.equal(left.n, 0)
    const again = await call(`/${connections[0].id}`, { method: 'DELETE' })
    assert.equal(again.status, 404)
    await again.body?.cancel()
  })
})
