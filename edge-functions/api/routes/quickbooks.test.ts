/** /api/quickbooks/*: connect returns an authorize URL for admins only; status and field errors. */
import assert from 'node:assert/strict'
import { SignJWT } from 'jose'
import { app } from '../app.ts'
import { createOrgWithAdmin } from '../../domains/quickbooks/test-helpers.ts'

const secret = new TextEncoder().encode(Deno.env.get('SUPABASE_JWT_SECRET') ?? '')
const bearer = async (sub: string) =>
  `Bearer ${await new SignJWT({ sub, role: 'authenticated', aal: 'aal1' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(secret)}`

Deno.test({ name: 'QuickBooks API routes', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const org = await createOrgWithAdmin('API Co')
  const auth = await bearer(org.userId)

  await t.step('an org admin gets an authorize URL', async () => {
    const res = await app.request('/api/quickbooks/connect', {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: org.orgId }),
    })
    assert.equal(res.status, 200)
    const body = await res.json()
    assert.match(body.authorizeUrl, /\/connect\/oauth2\?client_id=/)
  })

  await t.step("the Birch Bakery client sees its demo connection; Acme's client cannot see Birch's", async () => {
    const birch = await app.request('/api/quickbooks/status?organizationId=10000000-0000-4000-8000-000000000002', {
      headers: { authorization: await bearer('00000000-0000-4000-8000-000000000002') },
    })
    const s = await birch.json()
    assert.equal(s.connected, true)
    assert.equal(s.realmId, '9130354829871235')
    const acme = await app.request('/api/quickbooks/status?organizationId=10000000-0000-4000-8000-000000000002', {
      headers: { authorization: await bearer('00000000-0000-4000-8000-000000000001') },
    })
    assert.equal(acme.status, 404)
    await acme.body?.cancel()
  })

  await t.step('a malformed organization id is a 422 naming the field; clients cannot trigger a sync', async () => {
    const bad = await app.request('/api/quickbooks/connect', {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: 'nope' }),
    })
    assert.equal(bad.status, 422)
    assert.match((await bad.json()).error.message, /organizationId: organizationId must be a UUID/)
    const sync = await app.request('/api/quickbooks/sync', {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: org.orgId }),
    })
    assert.equal(sync.status, 403)
    await sync.body?.cancel()
  })
})
