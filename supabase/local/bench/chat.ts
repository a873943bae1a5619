/**
 * `npm run bench -- chat`: a client's Slack message from its arrival at the webhook to its delivery on 200 subscribed
 * bookkeeper screens, on a fresh stack with the job worker running. 10 client organizations, each with its channel
 * and Slack connection, share a team of 200 bookkeepers, each holding one authenticated realtime socket on their own
 * user topic (what an open /bookkeeper/chats holds). Slack message events, signed by the sandbox with the v0 scheme,
 * are posted open-loop to the public intake URL (gateway → webhooks: verify, record, enqueue, 200); the worker turns
 * each into an event, chat.receive stores the bookkeeper message, and its `chat_changed` broadcast reaches every
 * screen. Latency per screen: delivery time minus the moment the POST to the intake began.
 *   warm-up: 20 events, not measured; then three runs of 10 s at 10 events/s (2,000 deliveries a run)
 * Target: p95 <= 100 ms end to end (median of the three runs).
 */
import { measureMachine } from './_pgbench.ts'
import { performance } from 'node:perf_hooks'
import { SignJWT } from 'jose'
import WebSocket from 'ws'
import { percentile, report } from './_stats.ts'

const ORGS = 10
const SCREENS = 200
const RATE = 10
const SECONDS = 10
const RUNS = 3
const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Signed = { url: string; headers: Record<string, string>; body: string }

export default async function bench() {
  process.env.PLATFORM_PORT_BASE ??= '27900'
  const { loadConfig } = await import('../src/config.ts')
  const { startStack } = await import('../src/stack.ts')
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  await measureMachine(cfg)
  const sql = stack.ctx.sql
  const sandbox = `http://127.0.0.1:${cfg.ports.sandbox}`
  const sockets: WebSocket[] = []
  try {
    /** Section: the firm: organizations with their channels and connections, and the bookkeepers */
    const orgs = (
      await sql`insert into public.organizations (legal_name)
        select 'Chat Client ' || g from generate_series(1, ${ORGS}) g returning id::text`
    ).map((r) => r.id as string)
    const team = (i: number) => `TCHAT${String(i).padStart(4, '0')}`
    const channel = (i: number) => `CCHAT${String(i).padStart(4, '0')}`
    for (const [i, org] of orgs.entries()) {
      await sql`insert into public.provider_connections (organization_id, provider, external_id) values (${org}, 'slack', ${team(i)})`
      await sql`insert into public.chat_channels (organization_id, team_id, channel_id, title) values (${org}, ${team(i)}, ${channel(i)}, ${`client-${i}`})`
    }
    const staff = (
      await sql`insert into auth.users (id, aud, role, email)
        select gen_random_uuid(), 'authenticated', 'authenticated', 'keeper-' || g || '@chat.bench'
        from generate_series(1, ${SCREENS}) g returning id::text`
    ).map((r) => r.id as string)
    await sql`update public.users set role = 'bookkeeper' where id = any (${staff}::uuid[])`
    await sql`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary)
      select o, u, false from unnest(${orgs}::uuid[]) o cross join unnest(${staff}::uuid[]) u`

    /** Section: 200 screens join their user topics */
    const secret = new TextEncoder().encode(cfg.jwtSecret)
    const url = `${cfg.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${cfg.anonKey}&vsn=2.0.0`
    const arrivals: { messageId: string; at: number }[] = []
    let ref = 0
    const join = async (sub: string) => {
      const token = await new SignJWT({ sub, role: 'authenticated', aal: 'aal1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(secret)
      await new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(url)
        sockets.push(ws)
        ws.on('error', reject)
        ws.on('open', () =>
          ws.send(
            JSON.stringify([
              '1',
              '1',
              `realtime:user:${sub}`,
              'phx_join',
              {
                config: {
                  broadcast: { ack: false, self: false },
                  presence: { key: '', enabled: false },
                  private: true,
                },
                access_token: token,
              },
            ]),
          ),
        )
        ws.on('message', (data) => {
          const at = now()
          const [, , , event, payload] = JSON.parse(data.toString()) as [unknown, unknown, string, string, any]
          if (event === 'phx_reply' && payload.status !== undefined) {
            return payload.status === 'ok' ? resolve() : reject(new Error(JSON.stringify(payload.response)))
          }
          if (event === 'broadcast' && payload.event === 'chat_changed')
            arrivals.push({ messageId: payload.payload.messageId, at })
        })
      })
    }
    for (let i = 0; i < staff.length; i += 20) await Promise.all(staff.slice(i, i + 20).map(join))
    const beat = setInterval(() => {
      for (const ws of sockets)
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify([null, String(++ref), 'phoenix', 'heartbeat', {}]))
    }, 20_000)
    console.log(
      `chat: ${sockets.length} bookkeeper screens joined (${ORGS} client channels, each heard by all of them)`,
    )

    /** Section: events, signed ahead of time so signing is not measured */
    let seq = 0
    const signed = async (n: number) => {
      const out: { ts: string; s: Signed }[] = []
      for (let k = 0; k < n; k++) {
        const i = seq++
        const ts = `${1_800_000_000 + i}.000100`
        const body = {
          type: 'event_callback',
          team_id: team(i % ORGS),
          event_id: `EvCHAT${i}`,
          event_time: Math.floor(Date.now() / 1000),
          event: { type: 'message', channel: channel(i % ORGS), user: 'UCLIENT', text: `Question ${i}`, ts },
        }
        const r = await fetch(`${sandbox}/slack/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body }) })
        out.push({ ts, s: (await r.json()) as Signed })
      }
      return out
    }
    const send = async (events: { ts: string; s: Signed }[], rate: number) => {
      const sentAt = new Map<string, number>()
      const start = now()
      const inflight: Promise<unknown>[] = []
      for (const [k, e] of events.entries()) {
        const wait = start + (k * 1000) / rate - now()
        if (wait > 0) await sleep(wait)
        sentAt.set(e.ts, now())
        inflight.push(
          fetch(e.s.url, { method: 'POST', headers: e.s.headers, body: e.s.body }).then(async (r) => {
            if (r.status !== 200) throw new Error(`intake answered ${r.status}: ${await r.text()}`)
          }),
        )
      }
      await Promise.all(inflight)
      return sentAt
    }
    const hopNotes: string[] = []
    /** Waits until every owed delivery arrived (or 10 s of silence), then latencies by message. */
    const settle = async (sentAt: Map<string, number>) => {
      const owed = sentAt.size * sockets.length
      let last = -1
      const deadline = now() + 30_000
      while (arrivals.length < owed && now() < deadline) {
        if (arrivals.length === last) await sleep(500)
        last = arrivals.length
        await sleep(200)
      }
      const rows = await sql`select id::text, ts from public.chat_messages where ts = any (${[...sentAt.keys()]})`
      // where the time goes: intake to the stored message (two job hops), read from the rows' own clocks
      const [hops] = await sql`
        select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.95) within group (order by ms) as p95
        from (select extract(epoch from m.created_at - w.received_at) * 1000 as ms
              from public.chat_messages m
              join public.webhook_deliveries w on w.provider = 'slack' and w.payload -> 'event' ->> 'ts' = m.ts
              where m.ts = any (${[...sentAt.keys()]})) x`
      hopNotes.push(`intake-to-stored p50 ${Number(hops.p50).toFixed(1)} ms, p95 ${Number(hops.p95).toFixed(1)} ms`)
      const tsOf = new Map(rows.map((r) => [r.id as string, r.ts as string]))
      const latencies = arrivals
        .filter((a) => tsOf.has(a.messageId))
        .map((a) => a.at - sentAt.get(tsOf.get(a.messageId)!)!)
        .sort((a, b) => a - b)
      arrivals.length = 0
      return { latencies, owed, stored: rows.length, hops: hopNotes.pop()! }
    }

    await settle(await send(await signed(20), RATE))
    const p95s: number[] = []
    for (let run = 1; run <= RUNS; run++) {
      const events = await signed(RATE * SECONDS)
      const { latencies, owed, stored, hops } = await settle(await send(events, RATE))
      p95s.push(percentile(latencies, 95))
      console.log(
        `  run ${run}: ${events.length} Slack events over ${SECONDS} s, ${stored} stored, ${latencies.length} of ${owed} screen deliveries; webhook-to-screen p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms (${hops})`,
      )
      if (latencies.length < owed) console.log(`  MISSES: ${owed - latencies.length} deliveries never arrived`)
    }
    clearInterval(beat)
    report('webhook-to-screen p95 (200 screens)', p95s, 'ms', 100, false)
  } finally {
    for (const ws of sockets) ws.terminate()
    await stack.stop()
  }
}
