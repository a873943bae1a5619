/**
 * `npm run bench -- jobs`: the job queue on its own fresh stack, through the real LISTEN/NOTIFY worker process and
 * the `spine.ping` job (a batched type: claimed in batches, run in one transaction, completed by one statement).
 *   pickup latency: jobs enqueued one by one, 10 ms apart, into an idle worker; started_at - created_at
 *   throughput:     20,000 jobs inserted in one statement; count / (last completion - first enqueue), three runs
 * Also printed: round trips to the database per job (pg_stat_statements) and CPU per job by part.
 * Targets: >= 3,000 jobs/s, pickup p50 <= 10 ms.
 */
import { measureMachine } from './_pgbench.ts'
import { measureCpu } from './_cpu.ts'
import { roundTrips } from './_round-trips.ts'
import { percentile, report } from './_stats.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const N = 20_000
const RUNS = 3

export default async function bench() {
  process.env.PLATFORM_PORT_BASE ??= '27500'
  const { loadConfig } = await import('../src/config.ts')
  const { startStack } = await import('../src/stack.ts')
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  await measureMachine(cfg)
  const sql = stack.ctx.sql
  try {
    const waitDone = async (n: number, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const [{ c }] =
          await sql`select count(*)::int as c from public.jobs where job_type = 'spine.ping' and status = 'Completed'`
        if (c >= n) return
        if (Date.now() > deadline) throw new Error(`only ${c} of ${n} jobs completed within ${timeoutMs} ms`)
        // the count reads every job: asked often, it would be the benchmark's own load on the database
        await sleep(200)
      }
    }
    // Warm up the worker's connections and prepared statements.
    await sql`insert into public.jobs (job_type, payload) select 'spine.ping', '{}' from generate_series(1, 2000)`
    await waitDone(2000, 60_000)
    await sql`delete from public.jobs`
    await sleep(500)

    const PICKUPS = 300
    for (let i = 0; i < PICKUPS; i++) {
      await sql`select private.enqueue_job('spine.ping', '{}')`
      await sleep(10)
    }
    await waitDone(PICKUPS, 30_000)
    const pickups = (
      await sql`select extract(epoch from started_at - created_at) * 1000 as ms from public.jobs where job_type = 'spine.ping'`
    )
      .map((r) => Number(r.ms))
      .sort((a, b) => a - b)
    await sql`delete from public.jobs`

    const rates: number[] = []
    const trips: number[] = []
    const cpu = measureCpu(
      [
        { name: 'job worker (Deno)', matches: (c) => c.includes('edge-functions/jobs/worker.ts') },
        { name: 'Postgres', matches: (c) => c.startsWith('postgres') },
      ],
      'this Node process (platform and benchmark)',
    )
    for (let run = 0; run < RUNS; run++) {
      const counter = await roundTrips(sql)
      await sql`insert into public.jobs (job_type, payload) select 'spine.ping', '{}' from generate_series(1, ${N})`
      await waitDone(N, 120_000)
      const [t] =
        await sql`select extract(epoch from max(completed_at) - min(created_at)) as s from public.jobs where job_type = 'spine.ping'`
      rates.push(N / Number(t.s))
      trips.push((await counter.count(['generate_series', 'count(*)::int as c from public.jobs'])) / N)
      await sql`delete from public.jobs`
      await sql`vacuum public.jobs`
    }
    const perJob = cpu.stop(N * RUNS)

    console.log(
      `jobs on ${(await import('node:os')).cpus().length} cores, worker concurrency ${process.env.JOBS_CONCURRENCY ?? 16}`,
    )
    console.log(
      `  pickup latency over ${PICKUPS} jobs: p50 ${percentile(pickups, 50).toFixed(2)} ms, p99 ${percentile(pickups, 99).toFixed(2)} ms, max ${pickups.at(-1)!.toFixed(2)} ms`,
    )
    console.log(`  throughput: ${N} jobs a run; round trips per job ${trips.map((t) => t.toFixed(2)).join(' / ')}`)
    for (const u of perJob)
      console.log(`    CPU per job ${u.msPerUnit.toFixed(3)} ms  ${(u.share * 100).toFixed(0).padStart(3)}%  ${u.name}`)
    report('job throughput', rates, 'jobs/s', 3000, true)
    report('pickup latency p50', percentile(pickups, 50), 'ms', 10, false)
  } finally {
    await stack.stop()
  }
}
