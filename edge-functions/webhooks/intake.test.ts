/**
 * Webhook intake end to end against the running stack: the provider sandbox signs deliveries like the real
 * provider, the intake verifies and records them, the stack's worker turns them into events, and a test event
 * handler (run by an in-process worker) records one effect per provider event. Duplicate, concurrent, replayed and
 * out-of-order deliveries must produce one effect; tampered bodies, wrong secrets and expired timestamps get 401.
 */
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { LOCAL_WEBHOOK_SECRETS } from '../../shared/schemas/webhooks.ts'
import type { TEventSource } from '../../shared/schemas/events.ts'
import { JobRegistry } from '../jobs/registry.ts'
import { startWorker, type WorkerHandle } from '../jobs/worker-loop.ts'
import { EFFECTS_DDL, testSql } from '../_testing/jobs-effect-registry.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const SANDBOX = Deno.env.get('SANDBOX_URL')!
const INTAKE = `${Deno.env.get('SUPABASE_URL')}/functions/v1/webhooks`
const run = crypto.randomUUID().slice(0, 8)
const ORG = crypto.randomUUID()
const ACCOUNTS = {
  stripe: `acct_${run}`,
  plaid: `item-${run}`,
  slack: `T${run}`,
  gusto: crypto.randomUUID(),
  quickbooks: `realm-${run}`,
}
const SOURCES: TEventSource[] = ['stripe', 'plaid', 'slack', 'gusto', 'quickbooks', 'pubsub']

type Signed = { url: string; headers: Record<string, string>; body: string }
const sandbox = async (provider: string, action: 'sign' | 'deliver', req: Record<string, unknown>) => {
  const res = await fetch(`${SANDBOX}/${provider}/_webhooks/${action}`, { method: 'POST', body: JSON.stringify(req) })
  assert.equal(res.status, 200)
  return await res.json()
}
const sign = (provider: string, req: Record<string, unknown>) => sandbox(provider, 'sign', req) as Promise<Signed>
const send = async (s: Signed, body = s.body) => {
  const res = await fetch(s.url, { method: 'POST', headers: s.headers, body })
  return { status: res.status, json: await res.json() }
}
const tamper = (body: string) => body.replace(/}\s*$/, ',"tampered":true}')
const past = () => Math.floor(Date.now() / 1000) - 600

let sql: ReturnType<typeof testSql>
let worker: WorkerHandle

async function effects(marker: string) {
  const [{ n }] = await sql`select count(*)::int as n from spine_test.effects where label like ${`%${marker}%`}`
  return n as number
}
async function waitForEffects(marker: string, expected: number) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const [{ n }] = await sql`
      select count(*)::int as n from public.jobs j join public.webhook_deliveries w on j.payload ->> 'webhookUuid' = w.id::text
      where w.delivery_key like ${`%${marker}%`} and j.status <> 'Completed'`
    const [{ d }] =
      await sql`select count(*)::int as d from public.event_dispatches where handler_name like 'test.%' and state <> 'completed' and handler_name like ${`%${run}`}`
    if (n === 0 && d === 0 && (await effects(marker)) >= expected) break
    await new Promise((r) => setTimeout(r, 100))
  }
  // Let any duplicate that slipped through land before counting.
  await new Promise((r) => setTimeout(r, 300))
  return await effects(marker)
}

Deno.test({
  name: 'setup: organization, connections and a counting event handler per source',
  ...opts,
  fn: async () => {
    sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    await sql`insert into public.organizations (id, legal_name) values (${ORG}, ${`Webhook test ${run}`})`
    for (const [provider, account] of Object.entries(ACCOUNTS)) {
      await sql`insert into public.provider_connections (organization_id, provider, external_id) values (${ORG}, ${provider}, ${account})`
    }
    const registry = new JobRegistry()
    for (const source of SOURCES) {
      registry.onEvent({
        name: `test.count-${source}-${run}`,
        source,
        eventType: 'webhook',
        handle: async ({ tx, event, job }) => {
          await tx`insert into spine_test.effects (job_id, label) values (${job.id}, ${JSON.stringify(event.payload)})`
        },
      })
    }
    worker = await startWorker({ sql, registry, listen: true })
  },
})

Deno.test({
  name: 'Stripe: duplicates, concurrent repeats and re-signed retries make one effect; tampered, wrong-secret and expired are refused',
  ...opts,
  fn: async () => {
    const id = `evt_${run}_stripe`
    const body = { id, account: ACCOUNTS.stripe, type: 'balance.available' }
    const signed = await sign('stripe', { body })
    assert.equal((await send(signed)).status, 200)
    const again = await Promise.all([send(signed), send(signed), send(await sign('stripe', { body }))])
    assert.deepEqual(
      again.map((r) => r.status),
      [200, 200, 200],
    )
    assert.ok(again.every((r) => r.json.duplicates === 1))
    assert.equal((await send(signed, tamper(signed.body))).status, 401)
    assert.equal(
      (await send(await sign('stripe', { body: { ...body, id: `${id}x` }, secret: 'whsec_wrong' }))).status,
      401,
    )
    const expired = await send(await sign('stripe', { body: { ...body, id: `${id}y` }, timestamp: past() }))
    assert.equal(expired.status, 401)
    assert.match(expired.json.error.message, /tolerance/)
    assert.equal(await waitForEffects(id, 1), 1)
  },
})

Deno.test({
  name: 'QuickBooks: replayed and out-of-order notifications make one effect per entity change; bad signatures are refused',
  ...opts,
  fn: async () => {
    const entity = (id: string, lastUpdated: string) => ({
      name: 'Purchase',
      id: `${run}-${id}`,
      operation: 'Update',
      lastUpdated,
    })
    const both = JSON.stringify({
      eventNotifications: [
        {
          realmId: ACCOUNTS.quickbooks,
          dataChangeEvent: { entities: [entity('A', '2026-11-01T10:00:00Z'), entity('B', '2026-11-01T10:05:00Z')] },
        },
      ],
    })
    const onlyB = JSON.stringify({
      eventNotifications: [
        { realmId: ACCOUNTS.quickbooks, dataChangeEvent: { entities: [entity('B', '2026-11-01T10:05:00Z')] } },
      ],
    })
    const token: string = LOCAL_WEBHOOK_SECRETS.QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN
    const post = (body: string, secret = token, signedBody = body) =>
      fetch(`${INTAKE}/api/event-bus/quickbooks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'intuit-signature': createHmac('sha256', secret).update(signedBody).digest('base64'),
        },
        body,
      }).then(async (r) => ({ status: r.status, json: await r.json() }))
    // B alone arrives first, then the batch, then the batch again.
    assert.deepEqual((await post(onlyB)).json, { recorded: 1, duplicates: 0, ignored: 0 })
    assert.deepEqual((await post(both)).json, { recorded: 1, duplicates: 1, ignored: 0 })
    assert.deepEqual((await post(both)).json, { recorded: 0, duplicates: 2, ignored: 0 })
    assert.equal((await post(tamper(both), token, both)).status, 401)
    assert.equal((await post(both, 'wrong-token')).status, 401)
    assert.equal(await waitForEffects(`${run}-A`, 1), 1)
    assert.equal(await waitForEffects(`${run}-B`, 1), 1)
  },
})

Deno.test({
  name: 'Plaid: a replayed delivery makes one effect; tampered body, unpublished key and stale iat are refused',
  ...opts,
  fn: async () => {
    const body = {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: ACCOUNTS.plaid,
      marker: `${run}-plaid`,
    }
    const signed = await sign('plaid', { body })
    assert.equal((await send(signed)).json.recorded, 1)
    assert.equal((await send(signed)).json.duplicates, 1)
    assert.equal((await send(signed, tamper(signed.body))).status, 401)
    assert.equal((await send(await sign('plaid', { body, wrongKey: true }))).status, 401)
    const stale = await send(await sign('plaid', { body: { ...body, marker: 'stale' }, timestamp: past() }))
    assert.equal(stale.status, 401)
    assert.match(stale.json.error.message, /5 minutes/)
    assert.equal(await waitForEffects(`${run}-plaid`, 1), 1)
  },
})

Deno.test({
  name: 'Slack: retried events make one effect; url_verification echoes the challenge; bad signatures and old timestamps are refused',
  ...opts,
  fn: async () => {
    const body = {
      type: 'event_callback',
      team_id: ACCOUNTS.slack,
      event_id: `Ev${run}`,
      event: { type: 'message', text: 'hi' },
    }
    assert.equal((await sandbox('slack', 'deliver', { body })).response.recorded, 1)
    assert.equal((await sandbox('slack', 'deliver', { body })).response.duplicates, 1)
    const challenge = await sandbox('slack', 'deliver', { body: { type: 'url_verification', challenge: run } })
    assert.deepEqual(challenge.response, { challenge: run })
    const interaction = {
      type: 'block_actions',
      team: { id: ACCOUNTS.slack },
      trigger_id: `trig-${run}`,
      actions: [{ block_id: 'bill-payment-approval', action_id: 'APPROVE' }],
    }
    assert.equal((await sandbox('slack', 'deliver', { body: interaction, interactive: true })).response.recorded, 1)
    const signed = await sign('slack', { body })
    assert.equal((await send(signed, tamper(signed.body))).status, 401)
    assert.equal((await send(await sign('slack', { body, secret: 'wrong' }))).status, 401)
    assert.equal((await send(await sign('slack', { body, timestamp: past() }))).status, 401)
    assert.equal(await waitForEffects(`Ev${run}`, 1), 1)
    assert.equal(await waitForEffects(`trig-${run}`, 1), 1)
  },
})

Deno.test({
  name: 'Gusto: a redelivered event makes one effect; tampered and wrong-token deliveries are refused',
  ...opts,
  fn: async () => {
    const uuid = crypto.randomUUID()
    const body = {
      uuid,
      event_type: 'payroll.processed',
      resource_type: 'Company',
      resource_uuid: ACCOUNTS.gusto,
      entity_type: 'Payroll',
      entity_uuid: crypto.randomUUID(),
    }
    const signed = await sign('gusto', { body })
    const results = await Promise.all([send(signed), send(signed), send(signed)])
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200, 200],
    )
    assert.equal(results.filter((r) => r.json.recorded === 1).length, 1)
    assert.equal((await send(signed, tamper(signed.body))).status, 401)
    assert.equal((await send(await sign('gusto', { body, secret: 'wrong' }))).status, 401)
    assert.equal(await waitForEffects(uuid, 1), 1)
  },
})

Deno.test({
  name: 'Pub/sub push: a redelivered message makes one effect; a foreign key, wrong audience or expired token is refused',
  ...opts,
  fn: async () => {
    const messageId = `${Date.now()}${run.replace(/\D/g, '')}`
    for (const route of ['receipts', 'event-bus/firehose']) {
      const signed = await sign('pubsub', {
        body: { emailAddress: 'receipts@example.test', historyId: 42 },
        messageId,
        route,
        subscription: `projects/p/subscriptions/${route.replace('/', '-')}`,
      })
      assert.equal((await send(signed)).json.recorded, 1)
      assert.equal((await send(signed)).json.duplicates, 1)
    }
    assert.equal((await send(await sign('pubsub', { body: {}, wrongKey: true }))).status, 401)
    assert.equal((await send(await sign('pubsub', { body: {}, audience: 'https://elsewhere.example' }))).status, 401)
    assert.equal((await send(await sign('pubsub', { body: {}, timestamp: past() - 3600 }))).status, 401)
    assert.equal(await waitForEffects(messageId, 2), 2)
  },
})

Deno.test({
  name: 'deliveries for unknown connections get 200 and are not recorded',
  ...opts,
  fn: async () => {
    const r = await sandbox('stripe', 'deliver', { body: { id: `evt_${run}_unknown`, account: 'acct_nobody' } })
    assert.equal(r.status, 200)
    assert.deepEqual(r.response, { recorded: 0, duplicates: 0, ignored: 1 })
    const [{ n }] =
      await sql`select count(*)::int as n from public.webhook_deliveries where delivery_key = ${`evt_${run}_unknown`}`
    assert.equal(n, 0)
  },
})

Deno.test({
  name: 'teardown',
  ...opts,
  fn: async () => {
    await worker.stop()
    await sql`update public.event_subscriptions set active = false where handler_name like ${`test.%-${run}`}`
    await sql.end()
  },
})
