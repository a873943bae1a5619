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
import { asBrowser, cookieFor } from '../../_testing/browser.ts'

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
      [
        'quickbooks',
        'stripe',
        'plaid',
        'teller',
        'ramp',
        'gusto',
        'rippling',
        'slack',
        'calendly',
        'banking',
        'taxbandits',
      ],
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

  await t.step(
    'the start answers our begin step, which sets an HttpOnly, Lax cookie scoped to the callback',
    async () => {
      const { url } = await (await call('/quickbooks/start', { method: 'POST' })).json()
      const begun = await webhooks.request(url.slice(url.indexOf('/webhooks')))
      assert.equal(begun.status, 302)
      assert.match(begun.headers.get('location')!, /\/connect\/oauth2\?client_id=.*&state=/)
      const [cookie] = begun.headers.getSetCookie()
      assert.match(
        cookie,
        /^connect_[\w-]+=[\w-]{20,}; Max-Age=600; Path=\/functions\/v1\/webhooks\/api\/quickbooks\/callback; HttpOnly; SameSite=Lax$/,
      )
      // the begin link binds once: opened again (by whoever it was sent to) it sets nothing and goes nowhere
      const again = await webhooks.request(url.slice(url.indexOf('/webhooks')))
      assert.equal(again.headers.getSetCookie().length, 0)
      const params = new URL(again.headers.get('location') ?? 'http://x/?', 'http://x').searchParams
      const { reason } = again.status === 303 ? Object.fromEntries(params) : await again.json()
      assert.equal(
        reason,
        'QuickBooks connection refused: this connect link was already opened; start again from Integrations',
      )
    },
  )

  await t.step(
    "a callback in another browser (no cookie, or another flow's cookie) is refused with a page saying so",
    async () => {
      const theirs = await authorize((await (await call('/quickbooks/start', { method: 'POST' })).json()).url)
      const path = `/webhooks/api/quickbooks/callback${callback.search}`
      const noCookie = await webhooks.request(path)
      assert.equal(noCookie.status, 403)
      const page = await noCookie.text()
      assert.match(page, /QuickBooks was not connected/)
      assert.match(page, /connection refused: it was started in another browser\. Start it again from Integrations/)
      // another flow's cookie value under this state's cookie name: its hash is not the one this state holds
      const otherValue = cookieFor(theirs).split('=')[1]
      const mineName = cookieFor(callback).split('=')[0]
      assert.ok(otherValue && mineName)
      const forged = await webhooks.request(path, { headers: { cookie: `${mineName}=${otherValue}` } })
      assert.equal(forged.status, 403)
      await forged.body?.cancel()
      assert.equal((await state('quickbooks')).connections.length, 0, 'nothing was connected')
    },
  )

  await t.step(
    'the callback in the browser that began the flow stores an active connection the list shows',
    async () => {
      const res = await asBrowser(`/webhooks/api/quickbooks/callback${callback.search}`)
      assert.ok(res.status === 303 || res.status === 200)
      await res.body?.cancel()
      const qb = await state('quickbooks')
      assert.equal(qb.state, 'connected')
      assert.equal(qb.connections.length, 1)
    },
  )

  await t.step('the same state sent again is refused, even with a fresh code from the provider', async () => {
    const replay = new URL(callback)
    replay.searchParams.set('code', `another-${crypto.randomUUID()}`)
    const res = await asBrowser(`/webhooks/api/quickbooks/callback${replay.search}`)
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
