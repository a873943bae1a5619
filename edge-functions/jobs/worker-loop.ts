/**
 * The claim loop shared by the long-running local worker and the hosted `jobs` function. It claims up to
 * `concurrency` due jobs with FOR UPDATE SKIP LOCKED, runs them side by side, and when nothing is due sleeps until
 * a NOTIFY on 'jobs_ready' (a job was inserted) or the next retry / running deadline / lease, never polling on a timer.
 * While jobs run, a heartbeat renews their leases (lease.ts); when the database is out of reach the loop waits and
 * tries again instead of ending, so a Postgres restart only pauses it.
 */
import type { ClaimedJob, JobRegistry, Sql } from './registry.ts'
import { claimJobs, runBatch, type RunOutcome } from './run-job.ts'
import { syncEventSubscriptions } from '../domains/events/sync-event-subscriptions.ts'
import { cpuBudget, cpuBudgetFromEnv } from './cpu-budget.ts'
import { retrying, startLeaseHeartbeat } from './lease.ts'

type WorkerOptions = {
  sql: Sql
  registry: JobRegistry
  concurrency?: number
  /** listen for NOTIFY (long-running worker); the hosted function drains and returns instead */
  listen?: boolean
  /** stop after this many ms (hosted invocation budget) */
  budgetMs?: number
  /**
   * the request's signal (hosted function): when it aborts (the local runner's budget, a client gone) no more jobs
   * are claimed and the running ones are stopped, so their transactions roll back as on a terminated isolate
   */
  signal?: AbortSignal
  log?: (message: string) => void
  /**
   * CPU ms each job (or batch) may spend, as a hosted request may (cpu-budget.ts); by default FUNCTIONS_CPU_MS for the
   * long-running worker (listen), none for the hosted drain, whose request the runner already holds to it
   */
  cpuMs?: number
}

/** Claimed jobs as they run: those of a batched type together (one per type), every other job alone. */
function batches(registry: JobRegistry, jobs: ClaimedJob[]): ClaimedJob[][] {
  const byType = new Map<string, ClaimedJob[]>()
  const out: ClaimedJob[][] = []
  for (const job of jobs) {
    if (!registry.get(job.job_type)?.definition.batched) {
      out.push([job])
      continue
    }
    const batch = byType.get(job.job_type)
    if (batch) batch.push(job)
    else {
      const first = [job]
      byType.set(job.job_type, first)
      out.push(first)
    }
  }
  return out
}

export type WorkerHandle = { stop: () => Promise<void>; done: Promise<void>; stats: Record<RunOutcome, number> }

const MAX_SLEEP_MS = 60_000
// When jobs are due but another worker holds them (SKIP LOCKED skipped them), look again shortly.
const CONTENDED_SLEEP_MS = 50

export async function startWorker(opts: WorkerOptions): Promise<WorkerHandle> {
  const { sql, registry } = opts
  const concurrency = opts.concurrency ?? 16
  const log = opts.log ?? (() => {})
  const types = registry.jobTypes()
  const cpuMs = opts.cpuMs ?? (opts.listen ? cpuBudgetFromEnv() : undefined)
  const budget = cpuMs ? cpuBudget(registry, cpuMs, log) : undefined
  const stats: Record<RunOutcome, number> = { completed: 0, failed: 0, fenced: 0 }
  // each running batch with the attempts it holds, whose leases the heartbeat renews
  const inFlight = new Map<Promise<unknown>, string[]>()
  let running = true
  let notified = true
  // A binary semaphore: a signal that arrives while the loop is busy is kept, so the next sleep returns at once.
  let signaled = false
  let wake: (() => void) | undefined
  const signal = () => {
    signaled = true
    const w = wake
    wake = undefined
    w?.()
  }
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (signaled) {
        signaled = false
        return resolve()
      }
      const t = setTimeout(() => {
        wake = undefined
        resolve()
      }, ms)
      wake = () => {
        clearTimeout(t)
        signaled = false
        resolve()
      }
    })

  const db = <T>(what: string, call: () => Promise<T>) => retrying(call, { log, stopped: () => !running, what })
  await db('syncing event subscriptions', () =>
    syncEventSubscriptions({ sql, subscriptions: registry.subscriptions() }),
  )
  // postgres.js listens again by itself after its connection comes back; onlisten then wakes the loop to catch up
  const listener = opts.listen
    ? await db('listening', () =>
        sql.listen(
          'jobs_ready',
          () => {
            notified = true
            signal()
          },
          () => signal(),
        ),
      )
    : undefined
  const stopHeartbeat = startLeaseHeartbeat(sql, () => [...inFlight.values()].flat(), log)
  const started = Date.now()
  const outOfBudget = () =>
    opts.signal?.aborted || (opts.budgetMs !== undefined && Date.now() - started > opts.budgetMs)
  opts.signal?.addEventListener('abort', () => signal(), { once: true })

  const loop = async () => {
    let reap = true
    while (running && !outOfBudget()) {
      if (reap) {
        await db('reaping', () => sql`select private.reap_expired_jobs()`)
        reap = false
      }
      const free = concurrency - inFlight.size
      if (free <= 0) {
        await sleep(MAX_SLEEP_MS)
        continue
      }
      notified = false
      signaled = false
      const jobs = await db('claiming', () => claimJobs(sql, types, free))
      for (const batch of batches(registry, jobs)) {
        const unit = budget?.begin(batch, opts.signal)
        const p = runBatch(sql, budget?.registry ?? registry, batch, unit?.signal ?? opts.signal)
          .then((outcomes) => {
            for (const outcome of outcomes) stats[outcome]++
          })
          .catch((e) =>
            log(`jobs ${batch.map((j) => `${j.id} (${j.job_type})`)} crashed the runner: ${(e as Error).stack}`),
          )
          .finally(() => {
            unit?.end()
            inFlight.delete(p)
            signal()
          })
        inFlight.set(
          p,
          batch.map((j) => j.attempt_id),
        )
      }
      if (jobs.length === free || notified) continue
      if (jobs.length > 0) {
        await sleep(MAX_SLEEP_MS)
        continue
      } // a finishing job wakes us to claim more
      if (!opts.listen && inFlight.size === 0) {
        const [{ due }] = await db(
          'looking for due jobs',
          () =>
            sql`select exists (select 1 from public.jobs where status in ('Pending', 'Scheduled') and next_attempt_at <= now() and job_type = any (${types})) as due`,
        )
        if (!due) break
      }
      const [{ next }] = await db(
        'looking for the next wake-up',
        () => sql`select private.next_job_wakeup(${types}) as next`,
      )
      const ms = next ? new Date(next).getTime() - Date.now() : MAX_SLEEP_MS
      if (ms <= 0) {
        reap = true
        await sleep(CONTENDED_SLEEP_MS)
        continue
      }
      await sleep(Math.min(ms + 5, MAX_SLEEP_MS))
      if (!notified) reap = true
    }
    await Promise.allSettled([...inFlight.keys()])
  }

  const done = loop().finally(async () => {
    await stopHeartbeat()
    await listener?.unlisten().catch(() => {})
  })
  return {
    stats,
    done,
    stop: async () => {
      running = false
      signal()
      await done
    },
  }
}
