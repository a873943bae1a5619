/** GET /api/me in-process against users and organizations the test creates: each user sees only their own relations. */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { closeDb } from '../../_shared/db.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { closeFixtureSql } from '../../_testing/api.ts'

async function me(sub: string, extra: Record<string, unknown> = {}) {
  const token = await userToken({ sub, role: 'authenticated', aal: 'aal1', ...extra })
  const res = await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, body: await res.json() }
}

Deno.test({ name: 'GET /api/me', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const [client, client2, bookkeeper, reviewer, admin] = [
    await newUser('user', 'me'),
    await newUser('user', 'me'),
    await newUser('bookkeeper', 'me'),
    await newUser('bookkeeper', 'me'),
    await newUser('admin', 'me'),
  ]
  const acmeName = `Me Robotics ${client.slice(0, 8)} Inc.`
  const ACME = await newOrg({ name: acmeName, admins: [client], bookkeepers: [bookkeeper], reviewers: [reviewer] })
  const BIRCH = await newOrg({ admins: [client2] })
  await t.step('a client sees their profile and only their own organization', async () => {
    const { status, body } = await me(client)
    assert.equal(status, 200)
    assert.equal(body.email, `me-${client.slice(0, 8)}@fixtures.test`)
    assert.equal(body.dbRole, 'authenticated')
    assert.deepEqual(body.profile, {
      firstName: 'Test',
      lastName: `user ${client.slice(0, 4)}`,
      role: 'user',
      products: ['accounting'],
    })
    assert.deepEqual(body.organizations, [{ id: ACME, legalName: acmeName, orgRole: 'admin' }])
    assert.deepEqual(body.bookkeeperOrganizations, [])
    assert.deepEqual(body.reviewOrganizations, [])
    assert.deepEqual(body.mfa, { aal: 'aal1' })
  })

  await t.step("a second client never sees the first client's organization", async () => {
    const { body } = await me(client2)
    assert.deepEqual(
      body.organizations.map((o: { id: string }) => o.id),
      [BIRCH],
    )
  })

  await t.step('the bookkeeper sees the organization they keep the books of, marked primary', async () => {
    const { body } = await me(bookkeeper)
    assert.equal(body.profile.role, 'bookkeeper')
    assert.deepEqual(body.organizations, [])
    assert.deepEqual(body.bookkeeperOrganizations, [{ id: ACME, legalName: acmeName, isPrimary: true }])
  })

  await t.step('the reviewer sees the organization they review', async () => {
    const { body } = await me(reviewer)
    assert.deepEqual(body.reviewOrganizations, [{ id: ACME, legalName: acmeName }])
    assert.deepEqual(body.bookkeeperOrganizations, [])
  })

  await t.step('the session assurance level comes from the token', async () => {
    const { body } = await me(admin, { aal: 'aal2' })
    assert.equal(body.profile.role, 'admin')
    assert.deepEqual(body.mfa, { aal: 'aal2' })
  })

  await t.step('without a token the call is refused', async () => {
    const res = await app.request('/api/me')
    assert.equal(res.status, 401)
    assert.equal((await res.json()).error.code, 'unauthorized')
  })

  await dropFixtures({ orgs: [ACME, BIRCH], users: [client, client2, bookkeeper, reviewer, admin] })
  await closeFixtureSql()
  await closeDb()
})
