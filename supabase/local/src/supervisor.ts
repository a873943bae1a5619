/**
 * `npm start`'s supervisor: every process the stack starts (the functions runtime, the job worker, the web server)
 * is started again when it exits while the stack runs, after a wait that doubles with each quick exit (a process that
 * dies at once is not restarted in a tight loop) and starts over once a process has stayed up a while. Each restart
 * is logged (platform.log and the terminal) and recorded in public.process_restarts, which the operations screen
 * lists, so a crash is visible instead of silently leaving jobs Pending (docs/spine.md "Supervision").
 */
import type { ChildProcess } from 'node:child_process'

/** The first wait before a restart, the longest, and how long a process must stay up for the wait to start over. */
export const RESTART_BACKOFF_MS = { first: 500, max: 30_000, stableAfter: 60_000 } as const

export type Restart = {
  process: string
  exitCode: number | null
  exitSignal: string | null
  restartNumber: number
  delayMs: number
}

export type Supervised = {
  name: string
  /** the running process (a new one after each restart) */
  current: () => ChildProcess
  restarts: () => number
  /** stops restarting; the caller ends the process */
  release: () => void
}

export function supervise(
  name: string,
  start: () => ChildProcess,
  opts: { onRestart: (restart: Restart) => void; backoff?: { first: number; max: number; stableAfter: number } },
): Supervised {
  const backoff = opts.backoff ?? RESTART_BACKOFF_MS
  let released = false
  let restarts = 0
  let wait = backoff.first
  let proc: ChildProcess
  let timer: ReturnType<typeof setTimeout> | undefined
  const launch = () => {
    const startedAt = Date.now()
    proc = start()
    proc.on('exit', (code, signal) => {
      if (released) return
      if (Date.now() - startedAt >= backoff.stableAfter) wait = backoff.first
      const delayMs = wait
      wait = Math.min(wait * 2, backoff.max)
      restarts++
      opts.onRestart({ process: name, exitCode: code, exitSignal: signal, restartNumber: restarts, delayMs })
      timer = setTimeout(() => {
        timer = undefined
        if (!released) launch()
      }, delayMs)
    })
  }
  launch()
  return {
    name,
    current: () => proc,
    restarts: () => restarts,
    release: () => {
      released = true
      if (timer) clearTimeout(timer)
    },
  }
}
