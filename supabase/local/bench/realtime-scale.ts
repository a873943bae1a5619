/**
 * `npm run bench -- realtime-scale`: realtime at firm scale on a fresh stack. 500 organizations, each with a client
 * holding 9 sockets on its organization's private topic, and 50 bookkeepers with 10 clients each holding 10 sockets on
 * their private user topic (one channel for all their clients, docs/local-realtime.md): 5,000 authenticated sockets,
 * every join authorised by RLS. Then 50 changes a second for 10 s, spread across the organizations, are committed with
 * private.broadcast_org (the organization's topic and its staff's user topics).
 * Printed: the time for all sockets to join, commit-to-delivery p50 / p95 / max, deliveries received of those owed,
 * and deliveries to a socket whose person may not see that organization (counted by each socket against what its
 * person may see). Targets: all joined in <= 10 s, p95 <= 50 ms, no delivery to a socket that may not see it.
 * The sockets live in worker threads (browsers are elsewhere), speaking the Phoenix protocol realtime-js speaks.
 */
import { measureMachine } from './_pgbench.ts'
import { performance } from 'node:perf_hooks'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { SignJWT } from 'jose'
import WebSocket from 'ws'
import { percentile, report } from './_stats.ts'

const ORGS = 500
const CLIENT_SOCKETS = 9
const BOOKKEEPERS = 50
const STAFF_SOCKETS = 10
const PER_SECOND = 50
const SECONDS = 10
const WORKERS = 2
const ROUNDS = 3
const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** One socket to open: its token, the topic it joins, and the organizations its person may see. */
type Plan = { token: string; topic: string; may: string[] }
type FromWorker =
  | { type: 'joined'; sockets: number; failed: string[] }
  | { type: 'round'; latencies: number[]; violations: number; received: number }

export default async function bench() {
  process.env.PLATFORM_PORT_BASE ??= '27300'
  const { loadConfig } = await import('../src/config.ts')
  const { startStack } = await import('../src/stack.ts')
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  await measureMachine(cfg)
  const sql = stack.ctx.sql
  try {
    /** Section: the firm */
    const orgs = (
      await sql`insert into public.organizations (legal_name)
        select 'Scale Client ' || g from generate_series(1, ${ORGS}) g returning id::text`
    ).map((r) => r.id as string)
    const person = (kind: string, i: number) => `${kind}-${i}@scale.bench`
    const clients = await sql`insert into auth.users (id, aud, role, email)
      select gen_random_uuid(), 'authenticated', 'authenticated', e
      from unnest(${orgs.map((_, i) => person('client', i))}::text[]) e returning id::text, email`
    const staff = await sql`insert into auth.users (id, aud, role, email)
      select gen_random_uuid(), 'authenticated', 'authenticated', e
      from unnest(${Array.from({ length: BOOKKEEPERS }, (_, i) => person('bookkeeper', i))}::text[]) e
      returning id::text, email`
    const clientOf = new Map(clients.map((c) => [c.email as string, c.id as string]))
    const staffOf = new Map(staff.map((s) => [s.email as string, s.id as string]))
    const clientIds = orgs.map((_, i) => clientOf.get(person('client', i))!)
    const staffIds = Array.from({ length: BOOKKEEPERS }, (_, i) => staffOf.get(person('bookkeeper', i))!)
    await sql`update public.users set role = 'bookkeeper' where id = any (${staffIds}::uuid[])`
    await sql`insert into public.organization_members (organization_id, user_id, org_role)
      select unnest(${orgs}::uuid[]), unnest(${clientIds}::uuid[]), 'admin'`
    const perBookkeeper = ORGS / BOOKKEEPERS
    const assignedTo = (b: number) => orgs.slice(b * perBookkeeper, (b + 1) * perBookkeeper)
    await sql`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary)
      select unnest(${orgs}::uuid[]), unnest(${orgs.map((_, i) => staffIds[Math.floor(i / perBookkeeper)])}::uuid[]), true`

    const secret = new TextEncoder().encode(cfg.jwtSecret)
    const token = (sub: string) =>
      new SignJWT({ sub, role: 'authenticated', aal: 'aal1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(secret)
    const plans: Plan[] = []
    for (const [i, org] of orgs.entries()) {
      const t = await token(clientIds[i])
      for (let s = 0; s < CLIENT_SOCKETS; s++) plans.push({ token: t, topic: `org:${org}`, may: [org] })
    }
    for (const [b, id] of staffIds.entries()) {
      const t = await token(id)
      for (let s = 0; s < STAFF_SOCKETS; s++) plans.push({ token: t, topic: `user:${id}`, may: assignedTo(b) })
    }

    /** Section: every socket joins */
    const url = `${cfg.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${cfg.anonKey}&vsn=2.0.0`
    const tj = now()
    const workers = Array.from({ length: WORKERS }, (_, w) =>
      startSockets(
        url,
        plans.filter((_, i) => i % WORKERS === w),
      ),
    )
    const joined = await Promise.all(workers.map((w) => w.joined))
    const joinSeconds = (now() - tj) / 1000
    const failed = joined.flatMap((j) => j.failed)
    const sockets = joined.reduce((n, j) => n + j.sockets, 0)
    console.log(
      `realtime-scale: ${sockets} of ${plans.length} sockets joined in ${joinSeconds.toFixed(1)} s (${ORGS} organizations: ${CLIENT_SOCKETS} client sockets each on its topic; ${BOOKKEEPERS} bookkeepers of ${perBookkeeper} clients, ${STAFF_SOCKETS} sockets each on their user topic)`,
    )
    if (failed.length) console.log(`  ${failed.length} joins refused, e.g. ${failed[0]}`)

    /** Section: changes across the organizations, three rounds */
    const total = PER_SECOND * SECONDS
    const owed = CLIENT_SOCKETS + STAFF_SOCKETS
    const p95s: number[] = []
    let violations = 0
    let short = 0
    for (let round = 1; round <= ROUNDS; round++) {
      const start = now()
      for (let k = 0; k < total; k++) {
        const wait = start + (k * 1000) / PER_SECOND - now()
        if (wait > 0) await sleep(wait)
        const org = orgs[(k * 7) % ORGS]
        await sql`select private.broadcast_org(${org}::uuid, 'scale_change', ${sql.json({ org, seq: k, sentAt: now() })})`
      }
      const results = await Promise.all(workers.map((w) => w.collect()))
      const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b)
      const received = results.reduce((n, r) => n + r.received, 0)
      violations += results.reduce((n, r) => n + r.violations, 0)
      short += total * owed - received
      p95s.push(percentile(latencies, 95))
      console.log(
        `  round ${round}: ${total} changes over ${SECONDS} s, ${received} of ${total * owed} deliveries owed; commit-to-delivery p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
      )
    }
    await Promise.all(workers.map((w) => w.close()))
    console.log(`  deliveries to a socket whose person may not see that organization: ${violations}`)
    report('all 5,000 sockets joined', joinSeconds, 's', 10, false)
    report('commit-to-delivery p95', p95s, 'ms', 50, false)
    if (violations > 0 || short > 0 || failed.length > 0)
      console.log('  MISSES: every owed delivery, and only those, must arrive, and every join must succeed')
  } finally {
    await stack.stop()
  }
}

/** Starts a worker thread that opens and joins its sockets, then collects deliveries until told to finish. */
function startSockets(url: string, plans: Plan[]) {
  const entry = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
  const worker = new Worker(entry, { eval: true, workerData: { role: 'realtime-scale-sockets', url, plans } })
  const next = () =>
    new Promise<FromWorker>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    })
  return {
    joined: next() as Promise<Extract<FromWorker, { type: 'joined' }>>,
    /** What the sockets received since the last round, once they fall quiet. */
    async collect() {
      worker.postMessage('collect')
      return (await next()) as Extract<FromWorker, { type: 'round' }>
    },
    async close() {
      await worker.terminate()
    },
  }
}

/** Section: in a worker thread, the sockets */
async function runSockets() {
  const { url, plans } = workerData as { url: string; plans: Plan[] }
  let latencies: number[] = []
  const failed: string[] = []
  const open: WebSocket[] = []
  let violations = 0
  let received = 0
  let ref = 0
  const join = (plan: Plan) =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url)
      const may = new Set(plan.may)
      const topic = `realtime:${plan.topic}`
      const joinRef = String(++ref)
      open.push(ws)
      ws.on('error', (e) => {
        failed.push(`${plan.topic}: ${e.message}`)
        resolve()
      })
      ws.on('open', () =>
        ws.send(
          JSON.stringify([
            joinRef,
            joinRef,
            topic,
            'phx_join',
            {
              config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, private: true },
              access_token: plan.token,
            },
          ]),
        ),
      )
      ws.on('message', (data) => {
        const [, , , event, payload] = JSON.parse(data.toString()) as [unknown, unknown, string, string, any]
        if (event === 'phx_reply' && payload.status !== undefined) {
          if (payload.status !== 'ok') failed.push(`${plan.topic}: ${JSON.stringify(payload.response)}`)
          return resolve()
        }
        if (event !== 'broadcast' || payload.event !== 'scale_change') return
        received++
        if (!may.has(payload.payload.org)) violations++
        latencies.push(now() - payload.payload.sentAt)
      })
    })
  // a browser tab joins when it opens; a firm's tabs do not all open in the same millisecond: 200 joins in flight
  let next = 0
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < plans.length) await join(plans[next++])
    }),
  )
  // realtime-js beats every 25 s and the server closes sockets silent for 75 s; the worker ends with its thread
  setInterval(() => {
    for (const ws of open)
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify([null, String(++ref), 'phoenix', 'heartbeat', {}]))
  }, 20_000)
  parentPort!.postMessage({ type: 'joined', sockets: open.length - failed.length, failed } satisfies FromWorker)
  parentPort!.on('message', async () => {
    // a round is over when nothing more arrives for a second
    let last = -1
    while (received !== last) {
      last = received
      await sleep(1000)
    }
    parentPort!.postMessage({ type: 'round', latencies, violations, received } satisfies FromWorker)
    latencies = []
    violations = 0
    received = 0
  })
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'realtime-scale-sockets') void runSockets()
