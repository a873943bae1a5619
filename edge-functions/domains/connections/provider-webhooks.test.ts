/**
 * Webhooks reach the connection the OAuth flow stored: a signed Stripe event for the connected account, a Gusto event
 * for the connected company and a Slack event for the connected workspace are recorded for the organization; the same
 * deliveries for an account nobody connected, or after a disconnect, are acknowledged and ignored. Also Gusto's public
 * start route.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
// the API first: its schemas need zod extended for OpenAPI before anything else builds them
import { call } from '../../_testing/api.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { connectionStateSecret } from './config.ts'
import { signState } from './oauth-state.ts'
import { adminOrg, connect, connectionRow, type OAuthProvider, waitForConnectJobs } from '../../_testing/oauth.ts'
import { begin } from '../../_testing/browser.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const SANDBOX = Deno.env.get('SANDBOX_URL')!

/** A delivery signed by the provider sandbox, posted to the intake in-process. */
async function deliver(provider: string, body: Record<string, unknown>) {
  const res = await fetch(`${SANDBOX}/${provider}/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body }) })
  const signed = (await res.json()) as { url: string; headers: Record<string, string>; body: string }
  const path = new URL(signed.url).pathname.replace('/functions/v1', '')
  const answer = await webhooks.request(path, { method: 'POST', headers: signed.headers, body: signed.body })
  return { status: answer.status, json: await answer.json() }
}

const run = crypto.randomUUID().slice(0, 8)
const EVENTS: Record<'stripe' | 'gusto' | 'slack', (account: string, n: string) => Record<string, unknown>> = {
  stripe: (account, n) => ({ id: `evt_${run}_${n}`, account, type: 'payout.paid', data: { object: {} } }),
  gusto: (account, n) => ({
    uuid: `${crypto.randomUUID()}`,
    event_type: 'payroll.processed',
    resource_type: 'Company',
    resource_uuid: account,
    entity_type: 'Payroll',
    entity_uuid: `${run}-${n}`,
  }),
  slack: (account, n) => ({
    type: 'event_callback',
    team_id: account,
    event_id: `Ev${run}${n}`,
    event: { type: 'message', text: 'hello' },
  }),
}

for (const p of Object.keys(EVENTS) as ('stripe' | 'gusto' | 'slack')[]) {
  Deno.test({ name: `${p}: webhooks for the connected account are recorded, others ignored`, ...opts }, async () => {
    const org = await adminOrg(`hooks-${p}`)
    const r = await connect(org, p as OAuthProvider)
    assert.equal(r.location.searchParams.get(p), 'connected')
    const row = (await connectionRow(org.orgId, p as OAuthProvider))!

    const known = await deliver(p, EVENTS[p](row.external_id, 'a'))
    assert.equal(known.status, 200)
    assert.deepEqual(known.json, { recorded: 1, duplicates: 0, ignored: 0 })
    const [rec] = await db()`select organization_id from public.webhook_deliveries
      where provider = ${p} and account_id = ${row.external_id}`
    assert.equal(rec.organization_id, org.orgId, 'recorded for the organization that connected the account')

    const unknown = await deliver(p, EVENTS[p](p === 'gusto' ? crypto.randomUUID() : `${row.external_id}X`, 'b'))
    assert.deepEqual(unknown.json, { recorded: 0, duplicates: 0, ignored: 1 })

    const off = await call(org.admin, 'DELETE', `/organizations/${org.orgId}/connections/${row.id}`)
    assert.equal(off.status, 200)
    const after = await deliver(p, EVENTS[p](row.external_id, 'c'))
    assert.deepEqual(after.json, { recorded: 0, duplicates: 0, ignored: 1 }, 'a disconnected account receives nothing')
    // the worker may still be finishing the connection's jobs: deleting the organization under it deadlocks
    // (private.complete_job against the cascade into event_dispatches)
    await waitForConnectJobs(org.orgId)
    await dropFixtures({ orgs: [org.orgId], users: [org.admin] })
  })
}

Deno.test({ name: 'gusto: the public start route', ...opts }, async (t) => {
  const org = await adminOrg('gusto-start')
  const start = (query: string) => webhooks.request(`/webhooks/api/gusto/start${query}`)

  await t.step("the API's start goes through it, and it sends the browser on to Gusto's authorize page", async () => {
    const r = await call(org.admin, 'POST', `/organizations/${org.orgId}/connections/gusto/start`)
    // the start answers our begin step (which binds the browser), and that sends it here
    const url = new URL(await begin(r.body.url))
    assert.equal(url.pathname, '/functions/v1/webhooks/api/gusto/start')
    const res = await start(url.search)
    assert.equal(res.status, 302)
    const to = new URL(res.headers.get('location')!)
    assert.equal(to.pathname, '/gusto/oauth/authorize')
    assert.equal(to.searchParams.get('response_type'), 'code')
    assert.equal(to.searchParams.get('state'), url.searchParams.get('state'))
    assert.match(to.searchParams.get('redirect_uri')!, /\/functions\/v1\/webhooks\/api\/gusto\/callback$/)
  })

  await t.step("without a state (from Gusto's App Directory) it opens the integrations screen", async () => {
    const res = await start('')
    assert.equal(res.status, 303)
    const to = new URL(res.headers.get('location')!)
    assert.equal(to.pathname, '/accounting/integrations')
    assert.equal(to.searchParams.get('connect'), 'gusto')
  })

  await t.step('a state issued for another provider is refused there, with the reason', async () => {
    const { state } = await signState({
      provider: 'stripe',
      orgId: org.orgId,
      userId: org.admin,
      secret: connectionStateSecret(),
    })
    const res = await start(`?state=${encodeURIComponent(state)}`)
    assert.equal(res.status, 303)
    const to = new URL(res.headers.get('location')!)
    assert.equal(to.searchParams.get('gusto'), 'error')
    assert.match(to.searchParams.get('reason')!, /state was issued for another provider/)
  })

  await dropFixtures({ orgs: [org.orgId], users: [org.admin] })
})
