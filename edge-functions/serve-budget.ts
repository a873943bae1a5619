/**
 * The local runner's per-request budget, so a request hosted Supabase would kill fails here too: a wall clock
 * (FUNCTIONS_WALL_CLOCK_SECONDS, default Free's 150 s) and a CPU budget (FUNCTIONS_CPU_MS, default hosted's 2 s).
 * Over either, the caller gets hosted's answer, 546 WORKER_LIMIT, and the request's signal aborts.
 *
 * How honest this is: all functions share one Deno isolate here, and JavaScript cannot be pre-empted, so the runner
 * cannot kill a request the way hosted terminates its isolate. It measures the process's CPU time
 * (process.cpuUsage, user + system) every TICK_MS and gives each request an equal share of what was spent while it
 * was in flight; a request found over budget (at a tick, or when it answers) is answered 546 and its signal aborted.
 * Code that stops on that signal (the jobs drain, each job's transaction) rolls back as hosted would; code that does
 * not carries on in the background, where hosted would have stopped it. A synchronous loop is only seen when it
 * yields, so it answers 546 late rather than on time.
 */
import process from 'node:process'
import {
  HOSTED_CPU_MS_PER_REQUEST,
  HOSTED_WALL_CLOCK_SECONDS,
  WORKER_LIMIT_BODY,
  WORKER_LIMIT_STATUS,
} from '../shared/rules/hosted-limits.ts'

export type RequestBudget = { wallClockMs: number; cpuMs: number }
type Handler = (req: Request) => Response | Promise<Response>

const TICK_MS = 100

export function budgetFromEnv(env: (name: string) => string | undefined = (n) => Deno.env.get(n)): RequestBudget {
  const seconds = Number(env('FUNCTIONS_WALL_CLOCK_SECONDS') ?? HOSTED_WALL_CLOCK_SECONDS.free)
  const cpuMs = Number(env('FUNCTIONS_CPU_MS') ?? HOSTED_CPU_MS_PER_REQUEST)
  if (!(seconds > 0) || !(cpuMs > 0))
    throw new Error('FUNCTIONS_WALL_CLOCK_SECONDS and FUNCTIONS_CPU_MS must be positive numbers')
  return { wallClockMs: seconds * 1000, cpuMs }
}

const cpuMsNow = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

type InFlight = { cpuMs: number; stop: (reason: string) => void }

export const workerLimitResponse = () => Response.json(WORKER_LIMIT_BODY, { status: WORKER_LIMIT_STATUS })

/** Wraps a handler so each request runs within `budget` (see the module comment for what that can and cannot do). */
export function withRequestBudget(handler: Handler, budget: RequestBudget): Handler {
  const inFlight = new Set<InFlight>()
  let lastCpu = cpuMsNow()
  let ticker: ReturnType<typeof setInterval> | undefined

  // Shares the CPU spent since the last look among the requests in flight, and stops those now over budget.
  const account = () => {
    const now = cpuMsNow()
    const share = inFlight.size ? (now - lastCpu) / inFlight.size : 0
    lastCpu = now
    for (const r of inFlight) {
      r.cpuMs += share
      if (r.cpuMs > budget.cpuMs) r.stop(`CPU time ${Math.round(r.cpuMs)} ms over the budget of ${budget.cpuMs} ms`)
    }
  }

  return async (req) => {
    if (inFlight.size === 0) {
      lastCpu = cpuMsNow()
      ticker = setInterval(account, TICK_MS)
    } else account()
    const controller = new AbortController()
    let limited: (why: string) => void = () => {}
    const overBudget = new Promise<string>((resolve) => {
      limited = resolve
    })
    const entry: InFlight = {
      cpuMs: 0,
      stop: (why) => {
        if (controller.signal.aborted) return
        controller.abort(new Error(`Request stopped by the local runner: ${why}`))
        limited(why)
      },
    }
    inFlight.add(entry)
    const wall = setTimeout(() => entry.stop(`wall clock over ${budget.wallClockMs / 1000} s`), budget.wallClockMs)
    try {
      const answer = Promise.resolve(handler(new Request(req, { signal: controller.signal })))
      const first = await Promise.race([answer.then((res) => ({ res })), overBudget.then((why) => ({ why }))])
      account()
      if ('why' in first || controller.signal.aborted) {
        answer.catch(() => {}) // it may still settle, late; nobody is listening
        console.error(
          `${WORKER_LIMIT_STATUS} ${req.method} ${new URL(req.url).pathname}: ${'why' in first ? first.why : controller.signal.reason}`,
        )
        return workerLimitResponse()
      }
      return first.res
    } finally {
      clearTimeout(wall)
      inFlight.delete(entry)
      if (inFlight.size === 0) clearInterval(ticker)
    }
  }
}
