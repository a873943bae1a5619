/**
 * `npm run bench -- webhooks`: webhook acknowledge latency on a fresh stack. 2,000 deliveries, each a distinct
 * provider event signed by the sandbox like the real provider (Stripe via the SDK, Plaid ES256 JWT, Slack v0,
 * Gusto, QuickBooks HMAC), are sent open-loop at a fixed 200 requests/s to the public intake URL
 * (gateway → webhooks function): signature checked, delivery recorded, job enqueued, 200 returned.
 * Target: acknowledge p99 <= 50 ms at 200 requests/s.
 */
import { createHmac } from 'node:crypto'
import { LOCAL_WEBHOOK_SECRETS } from '../../../shared/schemas/webhooks.ts'
import { percentile, report } from './_stats.ts'

type Signed = { url: string; headers: Record<string, string>; body: string }
const RATE = 200
const SECONDS = 10
const ORG = 'b0000000-0000-4000-8000-000000000001'

export default async function bench() {
  process.env.PLATFORM_PORT_BASE ??= '57500'
  const { loadConfig } = await import('../src/config.ts')
  const { startStack } = await import('../src/stack.ts')
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  const sql = stack.ctx.sql
  const sandbox = `http://127.0.0.1:${cfg.ports.sandbox}`
  try {
    await sql`insert into public.organizations (id, legal_name) values (${ORG}, 'Bench Co')`
    for (const [p, a] of [
      ['stripe', 'acct_bench'],
      ['plaid', 'item-bench'],
      ['slack', 'TBENCH'],
      ['gusto', ORG],
      ['quickbooks', 'realm-bench'],
    ]) {
      await sql`insert into public.provider_connections (organization_id, provider, external_id) values (${ORG}, ${p}, ${a})`
    }
    const sign = async (provider: string, body: unknown): Promise<Signed> =>
      (await fetch(`${sandbox}/${provider}/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body }) })).json()
    const quickbooks = (i: number): Signed => {
      const body = JSON.stringify({
        eventNotifications: [
          {
            realmId: 'realm-bench',
            dataChangeEvent: {
              entities: [{ name: 'Bill', id: String(i), operation: 'Create', lastUpdated: new Date().toISOString() }],
            },
          },
        ],
      })
      const sig = createHmac('sha256', LOCAL_WEBHOOK_SECRETS.QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN)
        .update(body)
        .digest('base64')
      return {
        url: `${cfg.apiUrl}/functions/v1/webhooks/api/event-bus/quickbooks`,
        headers: { 'content-type': 'application/json', 'intuit-signature': sig },
        body,
      }
    }
    const total = RATE * SECONDS
    const requests: Signed[] = []
    for (let i = 0; i < total; i++) {
      switch (i % 5) {
        case 0:
          requests.push(await sign('stripe', { id: `evt_bench_${i}`, account: 'acct_bench' }))
          break
        case 1:
          requests.push(await sign('plaid', { item_id: 'item-bench', webhook_code: 'SYNC_UPDATES_AVAILABLE', n: i }))
          break
        case 2:
          requests.push(
            await sign('slack', {
              type: 'event_callback',
              team_id: 'TBENCH',
              event_id: `Ev${i}`,
              event: { type: 'message' },
            }),
          )
          break
        case 3:
          requests.push(
            await sign('gusto', { uuid: crypto.randomUUID(), resource_type: 'Company', resource_uuid: ORG }),
          )
          break
        default:
          requests.push(quickbooks(i))
      }
    }
    // Warm-up: one of each kind (first Plaid key fetch, JIT), not measured.
    for (const kind of [0, 1, 2, 3, 4]) {
      const r = requests[kind]
      await fetch(r.url, { method: 'POST', headers: r.headers, body: r.body.replace(/}$/, ',"warmup":true}') }).then(
        (x) => x.arrayBuffer(),
      )
    }
    const warm = [
      await sign('plaid', { item_id: 'item-bench', webhook_code: 'WARMUP' }),
      await sign('stripe', { id: 'evt_warm', account: 'acct_bench' }),
    ]
    for (const r of warm)
      await fetch(r.url, { method: 'POST', headers: r.headers, body: r.body }).then((x) => x.arrayBuffer())

    const latencies: number[] = []
    const statuses = new Map<number, number>()
    const start = performance.now()
    await Promise.all(
      requests.map(async (r, i) => {
        const due = start + (i * 1000) / RATE
        const wait = due - performance.now()
        if (wait > 0) await new Promise((res) => setTimeout(res, wait))
        const t0 = performance.now()
        const res = await fetch(r.url, { method: 'POST', headers: r.headers, body: r.body })
        await res.arrayBuffer()
        latencies.push(performance.now() - t0)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      }),
    )
    const elapsed = (performance.now() - start) / 1000
    latencies.sort((a, b) => a - b)
    const [{ n }] =
      await sql`select count(*)::int as n from public.webhook_deliveries where payload::text not like '%warmup%'`
    console.log(
      `webhooks: ${total} signed deliveries (stripe, plaid, slack, gusto, quickbooks) at ${RATE}/s over ${elapsed.toFixed(1)} s`,
    )
    console.log(`  statuses ${JSON.stringify(Object.fromEntries(statuses))}, recorded ${n - warm.length}`)
    console.log(
      `  acknowledge latency: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms`,
    )
    report('webhook acknowledge p99 @200/s', percentile(latencies, 99), 'ms', 50, false)
    if ((statuses.get(200) ?? 0) !== total) console.log('  NOTE: not every delivery was acknowledged with 200')
  } finally {
    await stack.stop()
  }
}
