/**
 * Runs claimed jobs: each validates its payload against its definition and runs its handler in a transaction that
 * also marks the job Completed (fenced by attempt_id, so a job reaped or cancelled meanwhile rolls back its effects);
 * a failed attempt is recorded with its error text. Jobs of a batched type share one transaction (runBatch).
 */
import { PermanentJobError, type ClaimedJob, type JobRegistry, type Sql } from './registry.ts'
import { issuesSentence } from '../../shared/rules/field-errors.ts'

export type RunOutcome = 'completed' | 'failed' | 'fenced'

/** SQLSTATE raised by private.complete_job when the attempt was reaped or cancelled meanwhile. */
const FENCED = 'P0004'

const SERVICE_CLAIMS = JSON.stringify({ role: 'service_role' })

export async function claimJobs(sql: Sql, types: string[], limit: number): Promise<ClaimedJob[]> {
  if (types.length === 0 || limit <= 0) return []
  return await sql<ClaimedJob[]>`
    select id, job_type, job_version, job_key, organization_id, payload, attempt_id, retry_count, max_attempts,
           max_runtime_seconds, deadline_at, started_at, created_at
    from private.claim_jobs(${types}, ${limit})`
}

function describeError(e: unknown): string {
  if (e instanceof Error) return e.message || e.name
  return String(e)
}

export async function runJob(sql: Sql, registry: JobRegistry, job: ClaimedJob): Promise<RunOutcome> {
  const entry = registry.get(job.job_type)
  const fail = async (message: string, final: boolean) => {
    await sql`select private.fail_job(${job.id}, ${job.attempt_id}, ${message}, ${final})`
    if (entry?.subscription) {
      await sql`update public.event_dispatches set state = 'pending', updated_at = now() where id = ${(job.payload as { dispatchId?: string })?.dispatchId ?? null} and state = 'processing'`
    }
    return 'failed' as const
  }
  if (!entry) return await fail(`No handler is registered for job type ${job.job_type}`, true)
  if (job.job_version > entry.definition.version) {
    return await fail(
      `Job ${job.job_type} v${job.job_version} is newer than this worker's handler (v${entry.definition.version})`,
      false,
    )
  }
  const parsed = entry.definition.payload.safeParse(job.payload)
  if (!parsed.success) {
    return await fail(
      `Invalid payload for ${job.job_type}: ${issuesSentence(parsed.error.issues, { whole: 'payload' })}`,
      true,
    )
  }
  if (entry.subscription) {
    await sql`update public.event_dispatches set state = 'processing', updated_at = now() where id = ${(parsed.data as { dispatchId: string }).dispatchId} and state = 'pending'`
  }

  const controller = new AbortController()
  const msLeft = Math.max(0, new Date(job.deadline_at).getTime() - Date.now())
  const timer = setTimeout(
    () => controller.abort(new Error(`Job exceeded its max runtime of ${job.max_runtime_seconds} s`)),
    msLeft,
  )
  try {
    await sql.begin(async (tx) => {
      // Not awaited: it is pipelined with the handler's first query (or the completion), saving a round trip.
      tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${SERVICE_CLAIMS}, true)`.catch(
        () => {},
      )
      const result = await entry.handler({
        job,
        payload: parsed.data,
        tx,
        sql,
        signal: controller.signal,
        progress: async (info?: unknown) => {
          await sql`select private.touch_job(${job.id}, ${job.attempt_id}, ${info === undefined ? null : sql.json(info as never)})`
        },
      })
      if (controller.signal.aborted) throw controller.signal.reason
      await tx`select private.complete_job(${job.id}, ${job.attempt_id}, ${result === undefined ? null : tx.json(result as never)})`
    })
    return 'completed'
  } catch (e) {
    if ((e as { code?: string })?.code === FENCED) return 'fenced'
    return await fail(describeError(e), e instanceof PermanentJobError)
  } finally {
    clearTimeout(timer)
  }
}

/** Thrown inside a batch to roll it back so that each job runs on its own and records its own outcome. */
class RunAlone extends Error {}

/**
 * Runs claimed jobs of one batched type (JobDefinition.batched) one after another in one transaction completed by one
 * statement: one BEGIN, completion and COMMIT for the lot instead of one each. Anything that would fail one of them (a
 * newer version, a bad payload, a handler error, the deadline, an attempt reaped meanwhile) rolls the whole batch
 * back, and then each job runs alone through runJob, which records that job's outcome: effects still commit once,
 * together with their job's completion.
 */
export async function runBatch(sql: Sql, registry: JobRegistry, jobs: ClaimedJob[]): Promise<RunOutcome[]> {
  const entry = registry.get(jobs[0].job_type)
  const alone = async () => {
    const outcomes: RunOutcome[] = []
    for (const job of jobs) outcomes.push(await runJob(sql, registry, job))
    return outcomes
  }
  if (jobs.length === 1 || !entry?.definition.batched) return await alone()
  const controller = new AbortController()
  const deadline = Math.min(...jobs.map((j) => new Date(j.deadline_at).getTime()))
  const timer = setTimeout(() => controller.abort(new RunAlone('deadline')), Math.max(0, deadline - Date.now()))
  try {
    await sql.begin(async (tx) => {
      tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${SERVICE_CLAIMS}, true)`.catch(
        () => {},
      )
      const results: unknown[] = []
      for (const job of jobs) {
        const parsed = entry.definition.payload.safeParse(job.payload)
        if (job.job_version > entry.definition.version || !parsed.success) throw new RunAlone(job.id)
        const result = await entry.handler({
          job,
          payload: parsed.data,
          tx,
          sql,
          signal: controller.signal,
          progress: async (info?: unknown) => {
            await sql`select private.touch_job(${job.id}, ${job.attempt_id}, ${info === undefined ? null : sql.json(info as never)})`
          },
        })
        if (controller.signal.aborted) throw controller.signal.reason
        results.push(result ?? null)
      }
      await tx`select private.complete_jobs(${jobs.map((j) => j.id)}::uuid[], ${jobs.map((j) => j.attempt_id)}::uuid[],
        ${tx.json(results as never)})`
    })
    return jobs.map(() => 'completed')
  } catch {
    return await alone()
  } finally {
    clearTimeout(timer)
  }
}
