/** Invitations end to end through the api app: create (org admins only) -> outbox -> public lookup/accept; expired, used, revoked and forged tokens refused. */
import assert from 'node:assert/strict'
import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

// The test's own cast (set when it starts): Acme's org admin, a plain member and its bookkeeper; Birch's org admin;
// an admin of the firm.
const P = { client: '', member: '', bookkeeper: '', client2: '', admin: '' }
let ACME = ''
let BIRCH = ''
const ACME_NAME = `Invite Robotics ${crypto.randomUUID().slice(0, 6)} Inc.`

const email = () => `invitee-${crypto.randomUUID().slice(0, 8)}@example.test`
const accept = (token: string, password = 'correct-horse-1') =>
  call(null, 'POST', '/invitations/accept', { token, password, firstName: ' Ivy ', lastName: 'Invitee' })

async function invite(as: string, organizationId?: string, to = email()) {
  const r = await call(as, 'POST', '/invitations', {
    organizationId: organizationId ?? ACME,
    email: `  ${to.toUpperCase()} `,
    firstName: 'Ivy',
    lastName: 'Invitee',
  })
  return { ...r, to }
}

Deno.test({ name: 'invitations', ...opts }, async (t) => {
  P.client = await newUser('user', 'invite')
  P.member = await newUser('user', 'invite')
  P.bookkeeper = await newUser('bookkeeper', 'invite')
  P.client2 = await newUser('user', 'invite')
  P.admin = await newUser('admin', 'invite')
  ACME = await newOrg({ name: ACME_NAME, admins: [P.client], users: [P.member], bookkeepers: [P.bookkeeper] })
  BIRCH = await newOrg({ admins: [P.client2] })

  await t.step('an org user and other tenants cannot invite; an org admin can', async () => {
    assert.equal((await invite(P.member)).status, 403)
    assert.equal((await invite(P.client2)).status, 404)
    assert.equal((await invite(P.bookkeeper)).status, 403)
    const r = await invite(P.client)
    assert.equal(r.status, 201, JSON.stringify(r.body))
    assert.equal(r.body.invitation.email, r.to, 'email trimmed and lower-cased')
    assert.equal(r.body.invitation.status, 'pending')
    assert.match(r.body.token, /^[A-Za-z0-9_-]{43}$/)
    const [row] = await fixtureSql()`select token_hash from public.invitations where id = ${r.body.invitation.id}`
    assert.equal(row.token_hash, createHash('sha256').update(r.body.token).digest('hex'), 'only the hash is stored')
    const outbox = await call(P.admin, 'GET', `/dev/outbox?to=${encodeURIComponent(r.to)}`)
    assert.equal(outbox.status, 200)
    assert.ok(outbox.body.messages[0].text.includes(r.body.token), 'the email carries the link')
    assert.equal((await call(P.client, 'GET', '/dev/outbox')).status, 403)
  })

  await t.step('invalid input names the field', async () => {
    const r = await call(P.client, 'POST', '/invitations', {
      organizationId: ACME,
      email: 'nope',
      firstName: '  ',
      lastName: 'X',
    })
    assert.equal(r.status, 422)
    assert.deepEqual(r.body.error.details.fields.map((f: { path: string }) => f.path).sort(), ['email', 'firstName'])
  })

  await t.step('lookup and accept create the account and the membership; the token then counts as used', async () => {
    const r = await invite(P.client)
    const look = await call(null, 'GET', `/invitations/lookup?token=${r.body.token}`)
    assert.equal(look.status, 200)
    assert.equal(look.body.organizationName, ACME_NAME)
    const done = await accept(r.body.token)
    assert.equal(done.status, 201, JSON.stringify(done.body))
    assert.equal(done.body.organizationId, ACME)
    const [m] =
      await fixtureSql()`select m.org_role::text, u.first_name from public.organization_members m join public.users u on u.id = m.user_id
      where m.user_id = ${done.body.userId} and m.organization_id = ${ACME}`
    assert.deepEqual([m.org_role, m.first_name], ['user', 'Ivy'])
    const signIn = await fetch(`${Deno.env.get('SUPABASE_URL')}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: Deno.env.get('SUPABASE_ANON_KEY')!, 'content-type': 'application/json' },
      body: JSON.stringify({ email: r.to, password: 'correct-horse-1' }),
    })
    assert.equal(signIn.status, 200, 'the new person can sign in')
    await signIn.body?.cancel()
    const again = await accept(r.body.token)
    assert.equal(again.status, 409)
    assert.equal(again.body.error.message, 'This invitation has already been used')
    const listed = await call(P.client, 'GET', `/invitations?organizationId=${ACME}`)
    assert.equal(listed.body.invitations.find((i: { id: string }) => i.id === r.body.invitation.id).status, 'accepted')
    await fixtureSql()`delete from auth.users where id = ${done.body.userId}`
  })

  await t.step('an expired token is refused', async () => {
    const r = await invite(P.client)
    await fixtureSql()`update public.invitations set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where id = ${r.body.invitation.id}`
    for (const res of [
      await call(null, 'GET', `/invitations/lookup?token=${r.body.token}`),
      await accept(r.body.token),
    ]) {
      assert.equal(res.status, 422)
      assert.equal(res.body.error.message, 'This invitation has expired')
    }
    const [u] = await fixtureSql()`select count(*)::int as n from auth.users where email = ${r.to}`
    assert.equal(u.n, 0, 'no account was created')
  })

  await t.step('a revoked token is refused; other tenants cannot revoke', async () => {
    const r = await invite(P.client)
    assert.equal((await call(P.client2, 'DELETE', `/invitations/${r.body.invitation.id}`)).status, 404)
    assert.equal((await call(P.client, 'DELETE', `/invitations/${r.body.invitation.id}`)).body.status, 'revoked')
    const res = await accept(r.body.token)
    assert.equal(res.status, 422)
    assert.equal(res.body.error.message, 'This invitation was revoked')
  })

  await t.step('forged and malformed tokens are refused', async () => {
    const forged = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
    const res = await accept(forged)
    assert.equal(res.status, 404)
    assert.equal(res.body.error.message, 'This invitation link is not valid')
    const bad = await accept('short')
    assert.equal(bad.status, 422)
    assert.equal(bad.body.error.details.fields[0].message, 'This invitation link is not valid')
  })

  await t.step('Birch admin invites into Birch only', async () => {
    const r = await invite(P.client2, BIRCH)
    assert.equal(r.status, 201)
    assert.equal((await call(P.client, 'GET', `/invitations?organizationId=${BIRCH}`)).status, 404)
    const mine = await call(P.client, 'GET', '/invitations')
    assert.ok(mine.body.invitations.every((i: { organizationId: string }) => i.organizationId === ACME))
  })
  await t.step(
    "an alias of a member's address (dots, a plus-suffix) is the same person: not invited again",
    async () => {
      const [{ email: member }] = await fixtureSql()`select email from public.users where id = ${P.member}`
      const [local, domain] = member.split('@')
      const alias = `${local.slice(0, 2)}.${local.slice(2)}+books@${domain}`
      const r = await invite(P.client, ACME, alias)
      assert.equal(r.status, 409)
      assert.equal(
        r.body.error.message,
        `${alias} is the same mailbox as ${member}, who is already a member of this organization`,
      )
      const same = await invite(P.client, ACME, member)
      assert.equal(same.body.error.message, `${member} is already a member of this organization`)
    },
  )
  await dropFixtures({ orgs: [ACME, BIRCH], users: Object.values(P) })
  await closeFixtureSql()
  await closeDb()
})
