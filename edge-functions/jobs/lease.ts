/**
 * What keeps a worker's jobs its own and the worker itself alive through a database outage:
 * - the lease heartbeat renews, every JOB_HEARTBEAT_SECONDS, the lease of each attempt the worker runs, so a job of a
 *   worker that died is reclaimed within JOB_LEASE_SECONDS (private.reap_expired_jobs) instead of at its deadline;
 * - `retrying` runs the claim loop's own database calls again after a connection error, waiting longer each time, so
 *   a Postgres restart pauses the worker instead of ending it.
 */
import type { Sql } from './registry.ts'
import { JOB_HEARTBEAT_SECONDS, JOB_LEASE_SECONDS, WORKER_RETRY_MS } from '../../shared/rules/job-lease.ts'

export { JOB_LEASE_SECONDS }

/** Renews the leases of the attempts `running()` names until stopped; a failed renewal is logged and tried next beat. */
export function startLeaseHeartbeat(
  sql: Sql,
  running: () => string[],
  log: (message: string) => void,
  everyMs = JOB_HEARTBEAT_SECONDS * 1000,
) {
  let beat: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    const attempts = running()
    if (attempts.length === 0) return
    beat = sql`select private.renew_job_leases(${attempts}::uuid[], ${JOB_LEASE_SECONDS})`.catch((e) =>
      log(`jobs: lease heartbeat failed (${(e as Error).message}); trying again in ${everyMs / 1000} s`),
    )
  }, everyMs)
  return async () => {
    clearInterval(timer)
    await beat
  }
}

/**
 * Whether an error is the database being out of reach (restarting, refusing, a connection cut mid-query) rather than
 * an answer from it: postgres.js codes its own connection errors CONNECTION_*, Node and Deno give socket errors their
 * errno names, and a server shutting down answers SQLSTATE class 57 (57P01 admin_shutdown and the like) or 08.
 */
export function isConnectionError(e: unknown): boolean {
  const code = String((e as { code?: unknown })?.code ?? '')
  if (/^CONNECTION_|^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH)$|^57P0|^08/.test(code)) return true
  const name = (e as { name?: unknown })?.name
  const message = String((e as { message?: unknown })?.message ?? '')
  return (
    name === 'ConnectionRefused' ||
    name === 'ConnectionReset' ||
    name === 'BrokenPipe' ||
    /connection (refused|reset|closed|ended)|write CONNECTION|reading 'write'/i.test(message)
  )
}

/**
 * Runs `call` until it succeeds while the error is a connection error, waiting WORKER_RETRY_MS.first, doubling up to
 * .max between tries; any other error, or `stopped()` turning true, ends the wait by throwing.
 */
export async function retrying<T>(
  call: () => Promise<T>,
  opts: { log: (message: string) => void; stopped: () => boolean; what: string },
): Promise<T> {
  let wait: number = WORKER_RETRY_MS.first
  for (;;) {
    try {
      return await call()
    } catch (e) {
      if (!isConnectionError(e) || opts.stopped()) throw e
      opts.log(`jobs: ${opts.what} failed, the database is out of reach (${(e as Error).message}); again in ${wait} ms`)
      await new Promise((r) => setTimeout(r, wait))
      wait = Math.min(wait * 2, WORKER_RETRY_MS.max)
    }
  }
}
