/** GET /api/me against the seeded database, in-process: each demo user sees only their own relations. */
import assert from 'node:assert/strict'
import { SignJWT } from 'jose'
import { app } from '../app.ts'
import { closeDb } from '../../_shared/db.ts'

const secret = new TextEncoder().encode(Deno.env.get('SUPABASE_JWT_SECRET') ?? '')
const ACME = '10000000-0000-4000-8000-000000000001'
const BIRCH = '10000000-0000-4000-8000-000000000002'

async function me(sub: string, extra: Record<string, unknown> = {}) {
  const token = await new SignJWT({ sub, role: 'authenticated', aal: 'aal1', ...extra })
    .setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('5m').sign(secret)
  const res = await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, body: await res.json() }
}

Deno.test({ name: 'GET /api/me', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  await t.step('a client sees their profile and only their own organization', async () => {
    const { status, body } = await me('00000000-0000-4000-8000-000000000001')
    assert.equal(status, 200)
    assert.equal(body.email, 'client@demo.test')
    assert.equal(body.dbRole, 'authenticated')
    assert.deepEqual(body.profile, { firstName: 'Casey', lastName: 'Client', role: 'user', products: ['accounting'] })
    assert.deepEqual(body.organizations, [{ id: ACME, legalName: 'Acme Robotics Inc.', orgRole: 'admin' }])
    assert.deepEqual(body.bookkeeperOrganizations, [])
    assert.deepEqual(body.reviewOrganizations, [])
    assert.deepEqual(body.mfa, { aal: 'aal1' })
  })

  await t.step('a second client never sees the first client\'s organization', async () => {
    const { body } = await me('00000000-0000-4000-8000-000000000002')
    assert.deepEqual(body.organizations.map((o: { id: string }) => o.id), [BIRCH])
  })

  await t.step('the bookkeeper sees the organization they keep the books of, marked primary', async () => {
    const { body } = await me('00000000-0000-4000-8000-000000000003')
    assert.equal(body.profile.role, 'bookkeeper')
    assert.deepEqual(body.organizations, [])
    assert.deepEqual(body.bookkeeperOrganizations, [{ id: ACME, legalName: 'Acme Robotics Inc.', isPrimary: true }])
  })

  await t.step('the reviewer sees the organization they review', async () => {
    const { body } = await me('00000000-0000-4000-8000-000000000004')
    assert.deepEqual(body.reviewOrganizations, [{ id: ACME, legalName: 'Acme Robotics Inc.' }])
    assert.deepEqual(body.bookkeeperOrganizations, [])
  })

  await t.step('the session assurance level comes from the token', async () => {
    const { body } = await me('00000000-0000-4000-8000-000000000005', { aal: 'aal2' })
    assert.equal(body.profile.role, 'admin')
    assert.deepEqual(body.mfa, { aal: 'aal2' })
  })

  await t.step('without a token the call is refused', async () => {
    const res = await app.request('/api/me')
    assert.equal(res.status, 401)
    assert.equal((await res.json()).error.code, 'unauthorized')
  })

  await closeDb()
})
