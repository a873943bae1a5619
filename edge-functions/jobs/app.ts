/**
 * The `jobs` function. On hosted Supabase there is no long-running worker: pg_cron calls POST /jobs/run every
 * minute (private.invoke_jobs_function, through pg_net) and the function runs what is due within its time budget.
 * Locally jobs/worker.ts runs continuously instead; /jobs/run works the same there.
 */
import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { onError } from '../_shared/on-error.ts'
import { db } from '../_shared/db.ts'
import { env } from '../_shared/env.ts'
import { AppError } from '../_shared/errors.ts'
import { registry } from './definitions/index.ts'
import { startWorker } from './worker-loop.ts'
import { HOSTED_WALL_CLOCK_SECONDS, JOB_RUNTIME_CAP_SECONDS } from '../../shared/rules/hosted-limits.ts'

/**
 * How long a drain claims jobs: a job claimed at the last moment may run JOB_RUNTIME_CAP_SECONDS, and the request
 * must still answer within hosted Free's wall clock, with a few seconds for the claim and the answer.
 */
const CLAIM_WINDOW_MS = (HOSTED_WALL_CLOCK_SECONDS.free - JOB_RUNTIME_CAP_SECONDS - 5) * 1000

export const app = new Hono().basePath('/jobs')
app.onError(onError)
app.get('/health', (c) => c.json({ status: 'ok', jobTypes: registry.jobTypes() }))

/**
 * Only pg_cron may trigger a run: it presents JOBS_RUN_SECRET, stored in Vault as `jobs_run_secret`
 * (private.invoke_jobs_function). A secret of its own rather than the service key, which a project on the new API keys
 * may not have as a JWT and which opens everything else too. Unset, every call is refused.
 */
function isPgCron(header: string | undefined) {
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]
  const secret = env.jobsRunSecret
  if (!token || !secret) return false
  const [a, b] = [new TextEncoder().encode(token), new TextEncoder().encode(secret)]
  return a.length === b.length && timingSafeEqual(a, b)
}

app.post('/run', async (c) => {
  if (!isPgCron(c.req.header('authorization'))) throw new AppError('unauthorized', 'The jobs run secret is required')
  const budgetMs = Math.min(Number(c.req.query('budgetMs') ?? CLAIM_WINDOW_MS), CLAIM_WINDOW_MS)
  const worker = await startWorker({
    sql: db(),
    registry,
    concurrency: 4,
    listen: false,
    budgetMs,
    signal: c.req.raw.signal,
    log: (m) => console.error(m),
  })
  await worker.done
  return c.json({ ...worker.stats })
})
