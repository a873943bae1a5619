/**
 * The local job worker process (`deno run -A edge-functions/jobs/worker.ts`, started by the local stack with the
 * function environment). It LISTENs for new jobs and runs every registered handler; several can run side by side.
 * JOBS_CONCURRENCY sets how many jobs one process runs at once (default 16). A database restart does not end it: the
 * loop waits and reconnects (lease.ts), and a connection error postgres.js raises outside any query (a socket torn
 * down mid-write) is logged instead of ending the process. Anything else that ends it, `npm start` restarts.
 */
import postgres from 'postgres'
import { env } from '../_shared/env.ts'
import { registry } from './definitions/index.ts'
import { startWorker } from './worker-loop.ts'
import { isConnectionError } from './lease.ts'

if (import.meta.main) {
  const concurrency = Number(Deno.env.get('JOBS_CONCURRENCY') ?? 16)
  // Its own pool (prepared statements on; the local database is reached directly, not through a pooler).
  // app.env on every connection stamps the jobs this worker enqueues (dispatches) with its environment.
  const sql = postgres(env.dbUrl, {
    max: concurrency + 2,
    onnotice: () => {},
    idle_timeout: 60,
    connection: { application_name: 'jobs-worker', 'app.env': env.appEnv },
  })
  const survive = (e: Event, error: unknown) => {
    if (!isConnectionError(error)) return
    e.preventDefault()
    console.error(`jobs worker: the database connection broke (${(error as Error)?.message}); reconnecting`)
  }
  globalThis.addEventListener('error', (e) => survive(e, e.error))
  globalThis.addEventListener('unhandledrejection', (e) => survive(e, e.reason))
  const worker = await startWorker({ sql, registry, concurrency, listen: true, log: (m) => console.error(m) })
  console.log(`jobs worker: ${registry.jobTypes().length} job types, concurrency ${concurrency}`)
  const shutdown = async () => {
    await worker.stop()
    await sql.end({ timeout: 2 })
    Deno.exit(0)
  }
  Deno.addSignalListener('SIGTERM', shutdown)
  Deno.addSignalListener('SIGINT', shutdown)
  await worker.done
}
