/**
 * The hosted CPU budget for the long-running local worker (jobs/worker.ts). On hosted, jobs run inside a request of
 * the `jobs` function, whose isolate is terminated past 2 s of CPU (HOSTED_CPU_MS_PER_REQUEST); the local runner holds
 * requests to that (serve-budget.ts), but the local worker runs jobs in its own process, where nothing did. So each
 * unit the worker runs (one job, or one batch of a batched type: one transaction, as one drain would run it) gets the
 * same budget here, and a unit found over it is stopped with hosted's WORKER_LIMIT: its signal aborts, its
 * transaction rolls back and the failure is recorded on the job, which retries per its policy. A CPU-heavy job then
 * fails a test here instead of only in production. A long job's step also counts as used up (ctx.stepUsedUp) once it
 * has spent half the budget, so it hands over at its next page boundary rather than running into the limit.
 *
 * How it measures, and what that can and cannot do (as serve-budget.ts): one process runs every unit, and
 * JavaScript cannot say which unit spent a millisecond, so the process's CPU time (process.cpuUsage) is read every
 * TICK_MS and shared equally among the units in flight. A unit is also checked the moment its handler returns, so
 * a synchronous burn with no await before the return is caught before the job commits; a synchronous loop is only
 * seen when it yields, so it is stopped late rather than on time.
 */
import process from 'node:process'
import { HOSTED_CPU_MS_PER_REQUEST, WORKER_LIMIT_BODY } from '../../shared/rules/hosted-limits.ts'
import type { ClaimedJob, JobRegistry } from './registry.ts'

const TICK_MS = 100

/** What a job stopped by the budget records as its error: hosted's code and message, and the figures. */
export class WorkerLimitError extends Error {
  constructor(cpuMs: number, budgetMs: number) {
    super(
      `${WORKER_LIMIT_BODY.code}: ${WORKER_LIMIT_BODY.message} (CPU time ${Math.round(cpuMs)} ms over the budget of ${budgetMs} ms)`,
    )
  }
}

const cpuMsNow = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The CPU budget from FUNCTIONS_CPU_MS (the runner's setting), by default hosted's 2 s. */
export function cpuBudgetFromEnv(env: (name: string) => string | undefined = (n) => Deno.env.get(n)): number {
  const ms = Number(env('FUNCTIONS_CPU_MS') ?? HOSTED_CPU_MS_PER_REQUEST)
  if (!(ms > 0)) throw new Error('FUNCTIONS_CPU_MS must be a positive number')
  return ms
}

type Unit = { cpuMs: number; controller: AbortController; jobs: ClaimedJob[] }

export type CpuBudget = {
  /**
   * Starts accounting a unit (the jobs run together); its signal aborts when the unit goes over budget or `parent`
   * aborts. Call end() when it is done.
   */
  begin: (jobs: ClaimedJob[], parent?: AbortSignal) => { signal: AbortSignal; end: () => void }
  /** The registry whose handlers are checked against the budget as they return. */
  registry: JobRegistry
}

export function cpuBudget(registry: JobRegistry, budgetMs: number, log: (m: string) => void = () => {}): CpuBudget {
  const units = new Set<Unit>()
  const byJob = new Map<string, Unit>()
  let lastCpu = cpuMsNow()
  let ticker: ReturnType<typeof setInterval> | undefined

  // Shares the CPU spent since the last look among the units in flight, and stops those now over budget.
  const account = () => {
    const now = cpuMsNow()
    const share = units.size ? (now - lastCpu) / units.size : 0
    lastCpu = now
    for (const u of units) {
      u.cpuMs += share
      if (u.cpuMs > budgetMs && !u.controller.signal.aborted) {
        const why = new WorkerLimitError(u.cpuMs, budgetMs)
        log(`jobs ${u.jobs.map((j) => `${j.id} (${j.job_type})`)} stopped: ${why.message}`)
        u.controller.abort(why)
      }
    }
  }

  const begin = (jobs: ClaimedJob[], parent?: AbortSignal) => {
    if (units.size === 0) {
      lastCpu = cpuMsNow()
      ticker = setInterval(account, TICK_MS)
    } else account()
    const unit: Unit = { cpuMs: 0, controller: new AbortController(), jobs }
    const follow = () => unit.controller.abort(parent?.reason)
    if (parent?.aborted) follow()
    parent?.addEventListener('abort', follow, { once: true })
    units.add(unit)
    for (const j of jobs) byJob.set(j.id, unit)
    return {
      signal: unit.controller.signal,
      end: () => {
        parent?.removeEventListener('abort', follow)
        units.delete(unit)
        for (const j of jobs) byJob.delete(j.id)
        if (units.size === 0) clearInterval(ticker)
      },
    }
  }

  // Each handler's step ends early at half the budget (a long job hands over at its next page boundary instead of
  // running into the limit), and it is checked as it returns: the runner commits right after, before the next tick.
  const checked = Object.create(registry) as JobRegistry
  checked.get = (jobType: string) => {
    const entry = registry.get(jobType)
    if (!entry) return entry
    return {
      ...entry,
      handler: async (ctx) => {
        const halfSpent = () => {
          account()
          return (byJob.get(ctx.job.id)?.cpuMs ?? 0) >= budgetMs / 2
        }
        const result = await entry.handler({ ...ctx, stepUsedUp: () => ctx.stepUsedUp() || halfSpent() })
        account()
        const unit = byJob.get(ctx.job.id)
        if (unit?.controller.signal.aborted && unit.controller.signal.reason instanceof WorkerLimitError)
          throw unit.controller.signal.reason
        return result
      },
    }
  }

  return { begin, registry: checked }
}
