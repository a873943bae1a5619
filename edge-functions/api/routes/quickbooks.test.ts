/** /api/quickbooks/*: connect returns an authorize URL for admins only; status and field errors. */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { connectOrg, createOrgWithAdmin } from '../../_testing/quickbooks.ts'
import { begin } from '../../_testing/browser.ts'

const bearer = async (sub: string) => `Bearer ${await userToken({ sub })}`

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
    assert.match(body.authorizeUrl, /\/functions\/v1\/webhooks\/api\/quickbooks\/begin\?state=/)
    assert.match(await begin(body.authorizeUrl), /\/connect\/oauth2\?client_id=/)
  })

  await t.step("the org's admin sees its connection; another organization's admin cannot", async () => {
    const { realmId } = await connectOrg(org)
    const mine = await app.request(`/api/quickbooks/status?organizationId=${org.orgId}`, {
      headers: { authorization: auth },
    })
    const s = await mine.json()
    assert.equal(s.connected, true)
    assert.equal(s.realmId, realmId)
    const other = await createOrgWithAdmin('Other Co')
    const theirs = await app.request(`/api/quickbooks/status?organizationId=${org.orgId}`, {
      headers: { authorization: await bearer(other.userId) },
    })
    assert.equal(theirs.status, 404)
    await theirs.body?.cancel()
  })

  await t.step('a malformed organization id is a 422 naming the field; clients cannot trigger a sync', async () => {
    const bad = await app.request('/api/quickbooks/connect', {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: 'nope' }),
    })
    assert.equal(bad.status, 422)
    assert.deepEqual((await bad.json()).error, {
      code: 'validation_failed',
      message: 'Choose an organization from the list',
      details: { fields: [{ path: 'organizationId', message: 'Choose an organization from the list' }] },
    })
    const sync = await app.request('/api/quickbooks/sync', {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: org.orgId }),
    })
    assert.equal(sync.status, 403)
    await sync.body?.cancel()
  })
})
