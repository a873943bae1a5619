/**
 * Connecting Stripe, Gusto, Rippling, Slack and Ramp against the provider sandbox: the OAuth round trip leaves an
 * active connection whose tokens are stored encrypted and work, the organization's own column mirrors it; wrong,
 * expired, foreign-provider and missing states and the provider's refusal are shown and store nothing; disconnecting
 * revokes at the provider, deletes the secrets and clears the mirror.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { call } from '../../_testing/api.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { connectionStateSecret } from './config.ts'
import { signState, STATE_TTL_SECONDS } from './oauth-state.ts'
import {
  adminOrg,
  authorize,
  callback,
  CASES,
  connect,
  connectionRow,
  counts,
  startUrl,
  storedTokens,
} from '../../_testing/oauth.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }

for (const tc of CASES) {
  const p = tc.provider
  Deno.test({ name: `${p}: OAuth connection`, ...opts }, async (t) => {
    const org = await adminOrg(`oauth-${p}`)

    await t.step('the round trip stores an active connection with encrypted tokens that work', async () => {
      const r = await connect(org, p)
      assert.equal(r.status, 303)
      assert.equal(r.location.searchParams.get(p), 'connected', r.location.searchParams.get('reason') ?? '')
      assert.equal(r.location.pathname, '/accounting/integrations')
      const row = (await connectionRow(org.orgId, p))!
      assert.equal(row.status, 'active')
      assert.ok(row.external_id, 'the provider account is the external id')
      assert.ok(row.display_name, 'the account has a name people recognise')
      const [secret] =
        await db()`select ciphertext from public.provider_secrets where connection_id = ${row.id} and name = 'oauth'`
      const tokens = (await storedTokens(row.id))!
      const bytes = new TextDecoder('latin1').decode(secret.ciphertext)
      assert.ok(!bytes.includes(tokens.accessToken), 'the stored bytes do not contain the access token')
      if (tokens.refreshToken) assert.ok(!bytes.includes(tokens.refreshToken), 'nor the refresh token')
      await tc.identity(tokens.accessToken) // the stored token works at the provider
      if (tc.mirror) {
        const [o] = await db()`select ${db()(tc.mirror.column)} as v from public.organizations where id = ${org.orgId}`
        assert.equal(o.v, tc.mirror.value(row))
      }
      const list = await call(org.admin, 'GET', `/organizations/${org.orgId}/connections`)
      const state = list.body.providers.find((x: { provider: string }) => x.provider === p)
      assert.equal(state.state, 'connected')
      assert.equal(state.connectable, true)
    })

    await t.step('a wrong, expired, foreign or missing state is refused and stores nothing', async () => {
      const other = await adminOrg(`oauth-${p}-state`)
      const sign = (provider: string, now = Date.now()) =>
        signState({ provider, orgId: other.orgId, userId: other.admin, secret: connectionStateSecret(), now }).then(
          (s) => s.state,
        )
      const expired = await sign(p, Date.now() - (STATE_TTL_SECONDS + 60) * 1000)
      const foreign = await sign(p === 'stripe' ? 'quickbooks' : 'stripe')
      const cases: [string, (s: string) => string, RegExp][] = [
        ['tampered', (s) => `${s.split('.')[0].slice(0, -2)}AA.${s.split('.')[1]}`, /state signature does not match/],
        ['expired', () => expired, /state has expired/],
        ['foreign', () => foreign, /state was issued for another provider/],
        ['missing', () => '', /state is missing/],
      ]
      for (const [what, state, reason] of cases) {
        const back = await authorize(await startUrl(other, p))
        if (state(back.searchParams.get('state')!))
          back.searchParams.set('state', state(back.searchParams.get('state')!))
        else back.searchParams.delete('state')
        const r = await callback(back)
        assert.equal(r.location.searchParams.get(p), 'error', what)
        assert.match(r.location.searchParams.get('reason')!, reason, what)
      }
      assert.deepEqual(await counts(other.orgId), { connections: 0, secrets: 0 })
      await dropFixtures({ orgs: [other.orgId], users: [other.admin] })
    })

    await t.step("the provider's refusal is shown and stores nothing", async () => {
      const other = await adminOrg(`oauth-${p}-deny`)
      const r = await connect(other, p, { extra: { sandbox_decision: 'deny' } })
      assert.equal(r.location.searchParams.get(p), 'error')
      assert.match(r.location.searchParams.get('reason')!, /denied/, 'the reason is shown')
      assert.deepEqual(await counts(other.orgId), { connections: 0, secrets: 0 })
      await dropFixtures({ orgs: [other.orgId], users: [other.admin] })
    })

    await t.step('a state is single use: replaying the callback is refused', async () => {
      const other = await adminOrg(`oauth-${p}-replay`)
      const first = await connect(other, p)
      assert.equal(first.location.searchParams.get(p), 'connected')
      const again = await callback(first.back)
      assert.equal(again.location.searchParams.get(p), 'error')
      assert.match(again.location.searchParams.get('reason')!, /state has already been used/)
      await dropFixtures({ orgs: [other.orgId], users: [other.admin] })
    })

    await t.step(
      "the provider's redirect completed in another browser is refused; the one that began it connects",
      async () => {
        const other = await adminOrg(`oauth-${p}-browser`)
        const back = await authorize(await startUrl(other, p))
        const elsewhere = await callback(back, { another: true })
        assert.equal(elsewhere.status, 403)
        assert.deepEqual(await counts(other.orgId), { connections: 0, secrets: 0 })
        const here = await callback(back)
        assert.equal(here.location.searchParams.get(p), 'connected')
        await dropFixtures({ orgs: [other.orgId], users: [other.admin] })
      },
    )

    await t.step('connecting another account replaces the first', async () => {
      const before = (await connectionRow(org.orgId, p))!
      const r = await connect(org, p)
      assert.equal(r.location.searchParams.get(p), 'connected')
      const live = await db()`select id, external_id from public.provider_connections
        where organization_id = ${org.orgId} and provider = ${p} and status <> 'disconnected'`
      assert.equal(live.length, 1)
      assert.notEqual(live[0].external_id, before.external_id)
      const [old] =
        await db()`select count(*)::int as n from public.provider_secrets where connection_id = ${before.id}`
      assert.equal(old.n, 0, "the replaced connection's secrets are deleted")
    })

    await t.step('disconnecting revokes at the provider, deletes the secrets and clears the mirror', async () => {
      const row = (await connectionRow(org.orgId, p))!
      const tokens = (await storedTokens(row.id))!
      const r = await call(org.admin, 'DELETE', `/organizations/${org.orgId}/connections/${row.id}`)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(r.body, { disconnected: true, revoked: true })
      const after = (await connectionRow(org.orgId, p))!
      assert.equal(after.status, 'disconnected')
      assert.equal((await counts(org.orgId)).secrets, 0)
      await assert.rejects(tc.identity(tokens.accessToken), 'the provider no longer honours the token')
      if (tc.mirror) {
        const [o] = await db()`select ${db()(tc.mirror.column)} as v from public.organizations where id = ${org.orgId}`
        assert.equal(o.v, null)
      }
    })

    await dropFixtures({ orgs: [org.orgId], users: [org.admin] })
  })
}
