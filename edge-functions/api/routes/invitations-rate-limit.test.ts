/**
 * Invitation acceptance is throttled per token and per address (the gateway's x-real-ip, else the hop it appended to
 * X-Forwarded-For; never the caller-written first value): the API's 429 in its own error shape, no account created
 * while refused, and allowed again once the window has passed (the counters are aged in the database rather than
 * waited for).
 */
import assert from 'node:assert/strict'
import { Buffer } from 'node:buffer'
import { closeDb } from '../../_shared/db.ts'
import { INVITATION_ACCEPT_LIMITS } from '../../domains/invitations/limit-invitation-acceptance.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { app } from '../app.ts'

const forged = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
let lastIp = 0
const newIp = () => `203.0.113.${++lastIp}`

/**
 * The caller's address as the gateway passes it: in x-real-ip, or only as the last X-Forwarded-For hop. Either way the
 * caller forges a fresh first X-Forwarded-For value each time, which must not count as a new address.
 */
async function accept(
  token: string,
  {
    ip,
    password = 'correct-horse-1',
    via = 'x-real-ip',
  }: { ip?: string; password?: string; via?: 'x-real-ip' | 'x-forwarded-for' } = {},
) {
  const forgedFirstHop = `198.51.100.${Math.floor(Math.random() * 250)}`
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(ip && via === 'x-real-ip' ? { 'x-real-ip': ip, 'x-forwarded-for': `${forgedFirstHop}, 10.0.0.1` } : {}),
    ...(ip && via === 'x-forwarded-for' ? { 'x-forwarded-for': `${forgedFirstHop}, ${ip}` } : {}),
  }
  const res = await app.request('/api/invitations/accept', {
    method: 'POST',
    headers,
    body: JSON.stringify({ token, password, firstName: 'Ivy', lastName: 'Invitee' }),
  })
  return { status: res.status, body: await res.json() }
}

// An organization of the test's own and its org admin, who invites (set when the test starts).
let ORG = ''
let INVITER = ''
async function invite() {
  const to = `throttled-${crypto.randomUUID().slice(0, 8)}@example.test`
  const r = await call(INVITER, 'POST', '/invitations', {
    organizationId: ORG,
    email: to,
    firstName: 'Ivy',
    lastName: 'Invitee',
  })
  assert.equal(r.status, 201, JSON.stringify(r.body))
  return { token: r.body.token as string, to }
}

const refused = { error: { code: 'rate_limited', message: 'Too many attempts. Wait a few minutes, then try again.' } }
const accounts = async (email: string) =>
  (await fixtureSql()`select count(*)::int as n from auth.users where email = ${email}`)[0].n
/** As if the window had passed: every acceptance counter started a window ago. */
const windowPasses = (seconds: number) =>
  fixtureSql()`update private.rate_limits set window_started_at = window_started_at - make_interval(secs => ${seconds}) where key like 'invitation-accept:%'`

Deno.test({ name: 'invitation acceptance is rate limited', ...opts }, async (t) => {
  INVITER = await newUser('user', 'throttle')
  ORG = await newOrg({ admins: [INVITER] })
  await t.step('per token: a few tries, then 429 even with the right password, until the window passes', async () => {
    const { token, to } = await invite()
    for (let i = 0; i < INVITATION_ACCEPT_LIMITS.perToken.requests; i++) {
      // different addresses and no address at all (as through the local gateway): the token's count holds regardless
      const r = await accept(token, { ip: i % 2 ? newIp() : undefined, password: 'short' })
      assert.equal(r.status, 422, JSON.stringify(r.body))
    }
    const blocked = await accept(token, { ip: newIp() })
    assert.equal(blocked.status, 429)
    assert.deepEqual(blocked.body, refused)
    assert.equal(await accounts(to), 0, 'no account while refused')
    await windowPasses(INVITATION_ACCEPT_LIMITS.perToken.perSeconds)
    const done = await accept(token, { ip: newIp() })
    assert.equal(done.status, 201, JSON.stringify(done.body))
    assert.equal(await accounts(to), 1)
    await fixtureSql()`delete from auth.users where id = ${done.body.userId}`
  })

  await t.step(
    'per address: a burst of forged tokens, then 429 for that address only, even for a real token',
    async () => {
      const ip = newIp()
      for (let i = 0; i < INVITATION_ACCEPT_LIMITS.perAddress.requests; i++)
        assert.equal((await accept(forged(), { ip, via: i % 2 ? 'x-forwarded-for' : 'x-real-ip' })).status, 404)
      assert.equal((await accept(forged(), { ip })).status, 429)
      assert.equal((await accept(forged(), { ip: newIp() })).status, 404, 'another address is not affected')
      const { token, to } = await invite()
      const blocked = await accept(token, { ip })
      assert.deepEqual([blocked.status, blocked.body], [429, refused])
      assert.equal(await accounts(to), 0)
      await windowPasses(INVITATION_ACCEPT_LIMITS.perAddress.perSeconds)
      const done = await accept(token, { ip })
      assert.equal(done.status, 201, JSON.stringify(done.body))
      await fixtureSql()`delete from auth.users where id = ${done.body.userId}`
    },
  )

  await t.step(
    'without either header, the connection address counts: leaving them out steps around nothing',
    async () => {
      const remoteAddr = { hostname: newIp(), port: 40000, transport: 'tcp' }
      const bare = async () =>
        (
          await app.request(
            '/api/invitations/accept',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ token: forged(), password: 'correct-horse-1', firstName: 'I', lastName: 'I' }),
            },
            { remoteAddr },
          )
        ).status
      for (let i = 0; i < INVITATION_ACCEPT_LIMITS.perAddress.requests; i++) assert.equal(await bare(), 404)
      assert.equal(await bare(), 429)
      // the same address through the gateway's header is the same caller
      assert.equal((await accept(forged(), { ip: remoteAddr.hostname })).status, 429)
    },
  )

  await t.step('the counters hold no token or address in the clear', async () => {
    const keys = (await fixtureSql()`select key from private.rate_limits where key like 'invitation-accept:%'`).map(
      (r) => r.key as string,
    )
    assert.ok(keys.length > 0)
    for (const key of keys) assert.match(key, /^invitation-accept:(ip|token):[0-9a-f]{64}$/)
  })
  await dropFixtures({ orgs: [ORG], users: [INVITER] })
  await closeFixtureSql()
  await closeDb()
})
