/**
 * The timed part of `npm run bench -- stripe` (supabase/local/bench/stripe.ts), run by Deno as the job worker runs
 * it: one connection's `stripe.ingest` through the official SDK against the sandbox (one service-role transaction,
 * committed), then a year of monthly `stripe` entries, each posted in its own transaction. Prints the milliseconds of
 * each part, what was stored and posted, every month's totals, and where the ingest's time went, as JSON.
 * Arguments: organization id, connection id, createdAtLimit, first month (yyyy-mm-01), number of months.
 *
 * The profile: the SDK's HTTP calls (the SDK sends through the global fetch, wrapped here to time each call until its
 * whole body is read: the sandbox's answer, not the SDK's parsing), this process's CPU (the SDK, building the rows,
 * postgres.js) and the CPU of the database session that ran the ingest (read from /proc: the database is local).
 */
import process from 'node:process'
import { asService, closeDb, db } from '../_shared/db.ts'
import { ingestStripe } from '../domains/stripe/ingest.ts'
import { postStripePeriod } from '../domains/stripe/post-period.ts'

const [orgId, connectionId, limit, first, months] = Deno.args
await asService((tx) => tx`select 1`) // the connection, as a running worker has it

const http = { calls: 0, ms: 0, bytes: 0 }
const realFetch = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const t = performance.now()
  const res = await realFetch(input, init)
  const body = await res.text()
  http.calls++
  http.ms += performance.now() - t
  http.bytes += body.length
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
}

/** user + system CPU of a process in ms, from /proc (clock ticks of 10 ms) */
const procCpu = (pid: number) => {
  const f = Deno.readTextFileSync(`/proc/${pid}/stat`).split(') ')[1].split(' ')
  return (Number(f[11]) + Number(f[12])) * 10
}
const ownCpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

await db()`create extension if not exists pg_stat_statements`
await db()`select pg_stat_statements_reset()`
const t0 = performance.now()
const cpu0 = ownCpu()
let dbCpu = 0
const counts = await asService(async (tx) => {
  const [{ pid }] = await tx`select pg_backend_pid() as pid`
  const before = procCpu(pid)
  const out = await ingestStripe({ tx, connectionId, createdAtLimit: Number(limit) })
  dbCpu = procCpu(pid) - before
  return out
})
const ingestMs = performance.now() - t0
// the ingest's statements by the time the database spent in them (the cluster loads pg_stat_statements)
const statements = await db()`select calls::int, rows::int, round(total_exec_time)::int as ms, toplevel,
    left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
  from pg_stat_statements order by total_exec_time desc limit 10`
const profile = { http, denoCpuMs: ownCpu() - cpu0, dbCpuMs: dbCpu, statements }

// the posting's own statements, measured apart from the ingest's
await db()`select pg_stat_statements_reset()`
const posted = []
const t1 = performance.now()
const start = new Date(`${first}T00:00:00Z`)
for (let i = 0; i < Number(months); i++) {
  const period = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString().slice(0, 10)
  const t = performance.now()
  const out = await asService((tx) => postStripePeriod({ tx, orgId, period }))
  posted.push({ period, ms: performance.now() - t, totals: out.totals, lines: out.lines.length })
}
const postMs = performance.now() - t1
const postStatements = await db()`select calls::int, rows::int, round(total_exec_time)::int as ms, toplevel,
    left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
  from pg_stat_statements order by total_exec_time desc limit 6`
console.log(JSON.stringify({ counts, ingestMs, postMs, posted, profile, postStatements }))
await closeDb()
