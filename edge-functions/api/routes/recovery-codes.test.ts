/**
 * /api/me/recovery-codes through the API's own second-factor check: a password-only session is refused everything
 * but spending a code; a spent code lets that session (and only it) through; the same code is refused twice; a new
 * set ends the old one; each use is audited; a recovered session removes the lost authenticator.
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { app } from '../app.ts'
import { closeDb, db } from '../../_shared/db.ts'

Deno.test({ name: 'recovery codes pass the second step once each', ...opts }, async (t) => {
  const user = await newUser('user', 'recovery')
  const orgId = await newOrg({ admins: [user] })
  const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
  for (const sid of [a, b, c]) await db()`insert into auth.sessions (id, user_id) values (${sid}, ${user})`
  await db()`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status)
    values (${crypto.randomUUID()}, ${user}, 'phone', 'totp', 'verified')`
  const call = async (session: string, aal: string, method: string, path: string, body?: unknown) => {
    const res = await app.request(`/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await userToken({ sub: user, aal, session_id: session })}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: await res.json() }
  }
  let codes: string[] = []

  await t.step('a password-only session may not read or make codes', async () => {
    assert.equal((await call(b, 'aal1', 'GET', '/me/recovery-codes')).status, 403)
    const made = await call(b, 'aal1', 'POST', '/me/recovery-codes')
    assert.equal(made.status, 403)
    assert.equal(made.body.error.code, 'insufficient_aal')
  })

  await t.step('a verified session makes ten, shown once; the state says ten of ten', async () => {
    const made = await call(a, 'aal2', 'POST', '/me/recovery-codes')
    assert.equal(made.status, 200)
    codes = made.body.codes
    assert.equal(new Set(codes).size, 10)
    const state = await call(a, 'aal2', 'GET', '/me/recovery-codes')
    assert.deepEqual([state.body.total, state.body.remaining], [10, 10])
  })

  await t.step('a wrong code is refused in words, naming the field', async () => {
    const wrong = await call(b, 'aal1', 'POST', '/me/recovery-codes/redeem', { code: 'AAAAA-AAAAA' })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.error.message, 'That code is not one of your recovery codes, or it was already used')
    const empty = await call(b, 'aal1', 'POST', '/me/recovery-codes/redeem', { code: '  ' })
    assert.equal(empty.status, 422)
    assert.match(empty.body.error.message, /Enter one of your recovery codes/)
    assert.equal((await call(b, 'aal1', 'GET', `/organizations/${orgId}`)).status, 403)
  })

  await t.step('a right code lets this session through, says how many remain and is audited', async () => {
    const used = await call(b, 'aal1', 'POST', '/me/recovery-codes/redeem', { code: codes[0].toLowerCase() })
    assert.equal(used.status, 200)
    assert.equal(used.body.remaining, 9)
    assert.equal((await call(b, 'aal1', 'GET', '/me')).status, 200)
    assert.equal((await call(b, 'aal1', 'GET', `/organizations/${orgId}`)).status, 200)
    assert.equal((await call(c, 'aal1', 'GET', '/me')).status, 403, 'another session of the same person still owes it')
    const [log] = await db()`select count(*)::int as n from public.audit_log where user_id = ${user}
      and action = 'use recovery code'`
    assert.equal(log.n, 1)
  })

  await t.step('the same code is refused the second time, in another session', async () => {
    const again = await call(c, 'aal1', 'POST', '/me/recovery-codes/redeem', { code: codes[0] })
    assert.equal(again.status, 422)
    assert.equal((await call(c, 'aal1', 'GET', '/me')).status, 403)
  })

  await t.step('a new set ends the old one', async () => {
    const fresh = await call(b, 'aal1', 'POST', '/me/recovery-codes')
    assert.equal(fresh.status, 200)
    const old = await call(c, 'aal1', 'POST', '/me/recovery-codes/redeem', { code: codes[1] })
    assert.equal(old.status, 422)
    const state = await call(b, 'aal1', 'GET', '/me/recovery-codes')
    assert.deepEqual([state.body.total, state.body.remaining], [10, 10])
  })

  await t.step(
    'the authenticator is removed only by a session that passed its second step; then a new one can be set up',
    async () => {
      const refused = await call(c, 'aal1', 'DELETE', '/me/authenticator')
      assert.equal(refused.status, 403)
      assert.equal(refused.body.error.code, 'insufficient_aal')
      const removed = await call(b, 'aal1', 'DELETE', '/me/authenticator')
      assert.equal(removed.status, 200, JSON.stringify(removed.body))
      assert.deepEqual(removed.body, { removed: 1 })
      const [left] = await db()`select count(*)::int as n from auth.mfa_factors where user_id = ${user}`
      assert.equal(left.n, 0)
      // with no authenticator, nothing is owed any more (the person sets up a new one next)
      assert.equal((await call(c, 'aal1', 'GET', '/me')).status, 200)
      const [log] = await db()`select count(*)::int as n from public.audit_log where user_id = ${user}
      and action = 'remove authenticator'`
      assert.equal(log.n, 1)
    },
  )

  await dropFixtures({ orgs: [orgId], users: [user] })
  await closeDb()
  await closeFixtureSql()
})
