/**
 * Live tokens for Gusto, Rippling, Slack and Ramp: one far from expiry is reused, one about to expire is refreshed
 * (and the new one works); when the provider refuses the refresh, the connection is broken, the organization's admins
 * are told once, and later calls fail with "reconnect" instead of calling the provider again. Stripe's tokens do not
 * expire: a token Stripe stopped honouring breaks the connection the same way once a caller forces the check.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { deauthorize, stripeConfig } from '../stripe/stripe-api.ts'
import { connectAdapter } from '../integrations/registry.ts'
import { findConnection, PROVIDER_NAMES } from './connection-store.ts'
import { connectionAccessToken } from './oauth-token.ts'
import {
  adminOrg,
  CASES,
  connect,
  connectionRow,
  expireAccessToken,
  storedTokens,
  waitForConnectJobs,
} from '../../_testing/oauth.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }

const notifications = async (orgId: string) =>
  await db()`select user_id, type, metadata from public.notifications where organization_id = ${orgId}
    and metadata->>'connectionId' is not null`

for (const tc of CASES.filter((c) => c.accessToken)) {
  const p = tc.provider
  Deno.test(
    { name: `${p}: access tokens refresh, and a refused refresh breaks the connection`, ...opts },
    async (t) => {
      const org = await adminOrg(`refresh-${p}`)
      const r = await connect(org, p)
      assert.equal(r.location.searchParams.get(p), 'connected')
      const row = (await connectionRow(org.orgId, p))!
      // a connection's first sync refreshes tokens too: let it finish before counting refreshes
      await waitForConnectJobs(org.orgId)

      await t.step('a token far from expiry is reused; one about to expire is refreshed and works', async () => {
        const first = await tc.accessToken!(org.orgId)
        assert.equal(first.refreshed, false)
        await expireAccessToken(row.id)
        const second = await tc.accessToken!(org.orgId)
        assert.equal(second.refreshed, true)
        assert.notEqual(second.accessToken, first.accessToken)
        await tc.identity(second.accessToken)
        const [s] = await db()`select expires_at > now() + interval '30 minutes' as fresh from public.provider_secrets
        where connection_id = ${row.id} and name = 'oauth'`
        assert.ok(s.fresh, 'the new expiry is stored')
      })

      await t.step('concurrent callers refresh once', async () => {
        await expireAccessToken(row.id)
        const all = await Promise.all(Array.from({ length: 3 }, () => tc.accessToken!(org.orgId)))
        assert.equal(all.filter((x) => x.refreshed).length, 1)
        assert.equal(new Set(all.map((x) => x.accessToken)).size, 1)
      })

      await t.step('a refused refresh marks the connection broken and tells the admins once', async () => {
        // the grant is revoked at the provider (as when someone removes the app there), then the token nears expiry
        const c = (await findConnection(db() as never, { id: row.id }))!
        await connectAdapter(p)!.revoke!(db() as never, c)
        await expireAccessToken(row.id)
        await assert.rejects(tc.accessToken!(org.orgId), new RegExp(`The ${PROVIDER_NAMES[p]} connection is broken`))
        const broken = (await connectionRow(org.orgId, p))!
        assert.equal(broken.status, 'broken')
        assert.ok(broken.last_error_code, 'the reason is recorded')
        await assert.rejects(tc.accessToken!(org.orgId), /broken/, 'later calls are refused too')
        const told = await notifications(org.orgId)
        assert.equal(told.length, 1, 'the admin is told once')
        assert.equal(told[0].user_id, org.admin)
        assert.match(told[0].metadata.title, new RegExp(`${PROVIDER_NAMES[p]} .*needs to be reconnected`))
        assert.ok(
          (await storedTokens(row.id))?.refreshToken,
          'the secret stays until someone reconnects or disconnects',
        )
      })

      await dropFixtures({ orgs: [org.orgId], users: [org.admin] })
    },
  )
}

Deno.test(
  { name: 'stripe: a token Stripe no longer honours breaks the connection when checked', ...opts },
  async () => {
    const org = await adminOrg('refresh-stripe')
    const r = await connect(org, 'stripe')
    assert.equal(r.location.searchParams.get('stripe'), 'connected')
    const row = (await connectionRow(org.orgId, 'stripe'))!
    const live = await connectionAccessToken({ connectionId: row.id })
    assert.equal(live.refreshed, false, 'Stripe tokens do not expire: used as stored')
    await deauthorize(stripeConfig(), row.external_id)
    // a caller whose request Stripe refused (401) forces the check; there is nothing to refresh with
    await assert.rejects(
      connectionAccessToken({ connectionId: row.id, force: true }),
      /The Stripe connection is broken/,
    )
    await assert.rejects(connectionAccessToken({ connectionId: row.id }), /broken/)
    assert.equal((await connectionRow(org.orgId, 'stripe'))!.status, 'broken')
    assert.equal((await notifications(org.orgId)).length, 1)
    await dropFixtures({ orgs: [org.orgId], users: [org.admin] })
  },
)
