/**
 * Runs claimed jobs: each validates its payload against its definition and runs its handler in a transaction that
 * also marks the job Completed (fenced by attempt_id, so a job reaped or cancelled meanwhile rolls back its effects);
 * a failed attempt is recorded with its error text. Jobs of a batched type share one transaction (runBatch).
 */
import {
  type ClaimedJob,
  type Continuation,
  isContinuation,
  type JobRegistry,
  PermanentJobError,
  type Sql,
  stepClock,
  type Tx,
} from './registry.ts'
import { issuesSentence } from '../../shared/rules/field-errors.ts'
import { JOB_LEASE_SECONDS } from '../../shared/rules/job-lease.ts'

export type RunOutcome = 'completed' | 'failed' | 'fenced'

/** SQLSTATE raised by private.complete_job when the attempt was reaped or cancelled meanwhile. */
const FENCED = 'P0004'

const SERVICE_CLAIMS = JSON.stringify({ role: 'service_role' })

export async function claimJobs(sql: Sql, types: string[], limit: number): Promise<ClaimedJob[]> {
  if (types.length === 0 || limit <= 0) return []
  return await sql<ClaimedJob[]>`
    select id, job_type, job_version, job_key, organization_id, payload, attempt_id, retry_count, max_attempts,
           max_runtime_seconds, deadline_at, started_at, created_at
    from private.claim_jobs(${types}, ${limit}, ${JOB_LEASE_SECONDS})`
}

/**
 * Completes a step that handed over (continueWith): the same job type, key and organization, queued in the step's
 * transaction right after its completion freed the key, so exactly one step of a long job is ever queued or running.
 */
async function queueNextStep(tx: Tx, registry: JobRegistry, job: ClaimedJob, next: Continuation) {
  const entry = registry.get(job.job_type)
  if (!entry || entry.subscription)
    throw new PermanentJobError(`${job.job_type} is an event handler: it queues a job for the rest, not a next step`)
  const parsed = entry.definition.payload.safeParse(next.payload)
  if (!parsed.success)
    throw new PermanentJobError(
      `Invalid next step for ${job.job_type}: ${issuesSentence(parsed.error.issues, { whole: 'payload' })}`,
    )
  const options = { ...entry.definition.options, version: entry.definition.version }
  await tx`select private.enqueue_job(${job.job_type}, ${tx.json(parsed.data as never)}, ${job.job_key},
    ${job.organization_id}, ${next.afterSeconds > 0 ? new Date(Date.now() + next.afterSeconds * 1000) : null},
    ${tx.json(options as never)})`
}

function describeError(e: unknown): string {
  if (e instanceof Error) return e.message || e.name
  return String(e)
}

/** Aborts `controller` when `stop` (the drain's request signal) aborts; returns the clean-up. */
function follow(controller: AbortController, stop: AbortSignal | undefined) {
  if (!stop) return () => {}
  const abort = () => controller.abort(stop.reason ?? new Error('The run was stopped'))
  if (stop.aborted) abort()
  stop.addEventListener('abort', abort, { once: true })
  return () => stop.removeEventListener('abort', abort)
}

export async function runJob(
  sql: Sql,
  registry: JobRegistry,
  job: ClaimedJob,
  stop?: AbortSignal,
): Promise<RunOutcome> {
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
  if (stop?.aborted)
    return await fail(`The run was stopped before this job started: ${describeError(stop.reason)}`, false)
  if (entry.subscription) {
    await sql`update public.event_dispatches set state = 'processing', updated_at = now() where id = ${(parsed.data as { dispatchId: string }).dispatchId} and state = 'pending'`
  }

  const controller = new AbortController()
  const msLeft = Math.max(0, new Date(job.deadline_at).getTime() - Date.now())
  const timer = setTimeout(
    () => controller.abort(new Error(`Job exceeded its max runtime of ${job.max_runtime_seconds} s`)),
    msLeft,
  )
  const unfollow = follow(controller, stop)
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
        stepUsedUp: stepClock(),
      })
      if (controller.signal.aborted) throw controller.signal.reason
      const next = isContinuation(result) ? result : null
      const recorded = next ? { ...(next.result as object), nextStep: true } : result
      await tx`select private.complete_job(${job.id}, ${job.attempt_id}, ${recorded === undefined ? null : tx.json(recorded as never)})`
      if (next) await queueNextStep(tx, registry, job, next)
    })
    return 'completed'
  } catch (e) {
    if ((e as { code?: string })?.code === FENCED) return 'fenced'
    return await fail(describeError(e), e instanceof PermanentJobError)
  } finally {
    clearTimeout(timer)
    unfollow()
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
export async function runBatch(
  sql: Sql,
  registry: JobRegistry,
  jobs: ClaimedJob[],
  stop?: AbortSignal,
): Promise<RunOutcome[]> {
  const entry = registry.get(jobs[0].job_type)
  const alone = async () => {
    const outcomes: RunOutcome[] = []
    for (const job of jobs) outcomes.push(await runJob(sql, registry, job, stop))
    return outcomes
  }
  if (jobs.length === 1 || !entry?.definition.batched) return await alone()
  const controller = new AbortController()
  const deadline = Math.min(...jobs.map((j) => new Date(j.deadline_at).getTime()))
  const timer = setTimeout(() => controller.abort(new RunAlone('deadline')), Math.max(0, deadline - Date.now()))
  const unfollow = follow(controller, stop)
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
          stepUsedUp: stepClock(),
        })
        if (controller.signal.aborted) throw controller.signal.reason
        // a batched handler finishes quickly by definition; one that hands over runs alone, where that is handled
        if (isContinuation(result)) throw new RunAlone(job.id)
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
    unfollow()
  }
}
