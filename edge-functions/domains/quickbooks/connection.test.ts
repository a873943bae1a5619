/**
 * The connection lifecycle against the sandbox and the database: OAuth round trip (and a tampered state refused),
 * encrypted storage, status as the user, refresh before expiry, broken on invalid_grant, disconnect.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { quickbooksConfig } from './config.ts'
import { loadConnection } from './connection-store.ts'
import { disconnectIfRevoked } from './disconnect-if-revoked.ts'
import { getAccessToken, REFRESH_MARGIN_MS } from './get-access-token.ts'
import { getConnectionStatus } from './get-connection-status.ts'
import { revokeToken } from './oauth-client.ts'
import { disconnectConnection, startConnection } from '../integrations/quickbooks-connection.ts'
import { connectOrg, createOrgWithAdmin } from '../../_testing/quickbooks.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { asBrowser, begin } from '../../_testing/browser.ts'

const cfg = quickbooksConfig()

/** Moves the stored access token's expiry (now, or a Postgres interval from now) so the next call refreshes. */
const expireAccessToken = (orgId: string, inFromNow = '0 seconds') =>
  db()`update public.provider_secrets s set expires_at = now() + ${inFromNow}::interval
    from public.provider_connections c where c.id = s.connection_id and c.organization_id = ${orgId} and s.name = 'oauth'`

Deno.test({ name: 'QuickBooks connection', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const org = await createOrgWithAdmin()
  let realmId = ''

  await t.step('connect: authorize URL carries client id, scope, redirect and a signed state', async () => {
    const { authorizeUrl } = await startConnection({ claims: org.claims, orgId: org.orgId })
    const u = new URL(await begin(authorizeUrl))
    assert.equal(u.searchParams.get('client_id'), cfg.clientId)
    assert.equal(u.searchParams.get('scope'), 'com.intuit.quickbooks.accounting')
    assert.equal(u.searchParams.get('response_type'), 'code')
    assert.equal(u.searchParams.get('redirect_uri'), cfg.redirectUri)
    assert.match(u.searchParams.get('state')!, /^[\w-]+\.[\w-]+$/)
  })

  await t.step('someone without admin or staff rights cannot start a connection', async () => {
    const other = await createOrgWithAdmin('Other Co')
    await assert.rejects(startConnection({ claims: other.claims, orgId: org.orgId }), /Organization not found/)
  })

  await t.step('a tampered state is refused and stores nothing', async () => {
    const r = await connectOrg(org, (s) => {
      const [body, sig] = s.split('.')
      return `${body.slice(0, -2)}AA.${sig}`
    })
    assert.equal(r.status, 303)
    assert.equal(r.location.searchParams.get('quickbooks'), 'error')
    assert.match(r.location.searchParams.get('reason')!, /state signature does not match/)
    const [row] =
      await db()`select count(*)::int as n from public.provider_connections where organization_id = ${org.orgId}`
    assert.equal(row.n, 0)
  })

  await t.step('the callback stores encrypted tokens and the realm, and the user sees "active"', async () => {
    const r = await connectOrg(org)
    assert.equal(r.location.searchParams.get('quickbooks'), 'connected')
    realmId = r.realmId
    const [row] = await db()`select s.ciphertext as tokens, c.status, c.external_id, o.quickbooks_realm_id
      from public.provider_connections c join public.provider_secrets s on s.connection_id = c.id and s.name = 'oauth'
      join public.organizations o on o.id = c.organization_id where c.organization_id = ${org.orgId} and c.provider = 'quickbooks'`
    assert.equal(row.external_id, realmId)
    assert.equal(row.quickbooks_realm_id, realmId)
    assert.equal(row.status, 'active')
    const c = await loadConnection(db() as never, org.orgId)
    assert.ok(!new TextDecoder().decode(row.tokens).includes(c!.accessToken), 'stored bytes do not contain the token')
    await assert.rejects(
      loadConnection(db() as never, org.orgId, { key: 'some other key' }),
      'a different key cannot decrypt',
    )
    const status = await getConnectionStatus({ claims: org.claims, orgId: org.orgId })
    assert.equal(status.status, 'active')
    assert.equal(status.realmId, realmId)
    const [hook] = await db()`select organization_id from private.find_webhook_connection('quickbooks', ${realmId})`
    assert.equal(hook.organization_id, org.orgId, 'webhooks naming the realm reach the organization')
  })

  await t.step('a state cannot be replayed (a state completes one connection)', async () => {
    const { authorizeUrl } = await startConnection({ claims: org.claims, orgId: org.orgId })
    const res = await fetch(await begin(authorizeUrl), { redirect: 'manual' })
    const back = new URL(res.headers.get('location')!)
    const once = await asBrowser(`/webhooks/api/quickbooks/callback${back.search}`)
    const twice = await asBrowser(`/webhooks/api/quickbooks/callback${back.search}`)
    assert.equal(new URL(once.headers.get('location')!).searchParams.get('quickbooks'), 'connected')
    assert.equal(
      new URL(twice.headers.get('location')!).searchParams.get('reason'),
      'QuickBooks connection refused: state has already been used',
    )
    realmId = back.searchParams.get('realmId')!
  })

  await t.step('a token far from expiry is reused; one about to expire is refreshed first', async () => {
    // Connecting starts the first sync in the stack's worker, which uses (and may refresh) the same token: let it finish.
    for (let i = 0; i < 300; i++) {
      const [busy] = await db()`select count(*)::int as n from public.jobs
        where (organization_id = ${org.orgId} or payload::text like ${`%${org.orgId}%`}) and status in ('Pending', 'Scheduled', 'Running')`
      if (busy.n === 0) break
      await new Promise((r) => setTimeout(r, 100))
    }
    const first = await getAccessToken({ orgId: org.orgId })
    assert.equal(first.refreshed, false)
    await expireAccessToken(org.orgId, `${Math.floor(REFRESH_MARGIN_MS / 1000) - 30} seconds`)
    const second = await getAccessToken({ orgId: org.orgId })
    assert.equal(second.refreshed, true)
    assert.notEqual(second.accessToken, first.accessToken)
    const [row] = await db()`select extract(epoch from s.expires_at - now())::int as left from public.provider_secrets s
      join public.provider_connections c on c.id = s.connection_id where c.organization_id = ${org.orgId} and s.name = 'oauth'`
    assert.ok(row.left > 3500 && row.left <= 3600, `new access token lives an hour (${row.left}s)`)
  })

  await t.step('concurrent callers refresh once', async () => {
    await expireAccessToken(org.orgId)
    const all = await Promise.all(Array.from({ length: 4 }, () => getAccessToken({ orgId: org.orgId })))
    assert.equal(all.filter((x) => x.refreshed).length, 1)
    assert.equal(new Set(all.map((x) => x.accessToken)).size, 1)
  })

  await t.step('invalid_grant on refresh marks the connection broken', async () => {
    const c = await loadConnection(db() as never, org.orgId)
    assert.ok(await revokeToken(cfg, c!.refreshToken))
    await expireAccessToken(org.orgId)
    await assert.rejects(getAccessToken({ orgId: org.orgId }), /broken/)
    const [row] =
      await db()`select status from public.provider_connections where organization_id = ${org.orgId} and provider = 'quickbooks' and external_id = ${realmId}`
    assert.equal(row.status, 'broken')
    const told =
      await db()`select type, metadata from public.notifications where organization_id = ${org.orgId} and type = 'quickbooks-connection'`
    assert.equal(told.length, 1, 'the organization admin is told once')
    assert.match(told[0].metadata.title, /QuickBooks needs to be reconnected/)
    assert.equal((await getConnectionStatus({ claims: org.claims, orgId: org.orgId })).status, 'broken')
  })

  await t.step('the public disconnect landing clears only a connection QuickBooks no longer honours', async () => {
    const live = await createOrgWithAdmin('Live Co')
    const r = await connectOrg(live)
    const res = await webhooks.request('/webhooks/api/quickbooks/disconnect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ realmId: r.realmId }),
    })
    assert.deepEqual(await res.json(), { realmId: r.realmId, organizations: 1, cleared: 0 })
    const dead = await disconnectIfRevoked({ realmId })
    assert.equal(dead.cleared, 1)
    assert.equal((await getConnectionStatus({ claims: org.claims, orgId: org.orgId })).status, 'not_connected')
    const bad = await webhooks.request('/webhooks/api/quickbooks/disconnect?realmId=abc')
    assert.equal(bad.status, 422)
    await bad.body?.cancel()
    // An admin's own disconnect revokes at Intuit and clears.
    const out = await disconnectConnection({ orgId: live.orgId })
    assert.deepEqual(out, { disconnected: true, revoked: true })
    const [o] = await db()`select quickbooks_realm_id from public.organizations where id = ${live.orgId}`
    assert.equal(o.quickbooks_realm_id, null)
  })
})
