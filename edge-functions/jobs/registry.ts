/**
 * The job and event-handler registry. Features register here (in edge-functions/jobs/definitions/<dotted-id>.ts,
 * imported by definitions/index.ts); the worker and the hosted `jobs` function only claim job types that have a
 * handler, so a job of an unknown type waits instead of failing. See docs/spine.md.
 */
import type { z } from 'zod'
import type postgres from 'postgres'
import { ZDispatchJobPayload, type JobDefinition, type TJobOptions } from '../../shared/schemas/jobs.ts'
import type { TEventSource, TEventType } from '../../shared/schemas/events.ts'
import { JOB_RUNTIME_CAP_SECONDS, JOB_STEP_SECONDS } from '../../shared/rules/hosted-limits.ts'

export type Tx = postgres.TransactionSql
export type Sql = postgres.Sql

/** A claimed job row as the handler sees it. */
export type ClaimedJob = {
  id: string
  job_type: string
  job_version: number
  job_key: string | null
  organization_id: string | null
  payload: unknown
  attempt_id: string
  retry_count: number
  max_attempts: number
  max_runtime_seconds: number
  deadline_at: Date
  started_at: Date
  created_at: Date
}

type JobContext<P> = {
  job: ClaimedJob
  payload: P
  /** the job's transaction (role service_role): effects written here commit only together with completion */
  tx: Tx
  /** a separate connection pool, for work that must survive a rollback (rarely what you want) */
  sql: Sql
  /** aborts at the job's deadline; long handlers should stop when it fires */
  signal: AbortSignal
  /** records progress (visible in the operations view) on its own connection */
  progress: (info?: unknown) => Promise<void>
  /**
   * True once this step has worked JOB_STEP_SECONDS: a long handler checks it at each page boundary and, when it is
   * true, commits its cursor and returns continueWith(nextPayload) instead of carrying on toward the runtime cap.
   */
  stepUsedUp: () => boolean
}

type JobHandler<P> = (ctx: JobContext<P>) => Promise<unknown>

/** Thrown by a handler for errors that retrying cannot fix: the job fails at once. */
export class PermanentJobError extends Error {}

const NEXT_STEP = Symbol('next step')
/** A handler's answer when it stopped at a page boundary: complete this step, queue the next with this payload. */
export type Continuation = { [NEXT_STEP]: true; payload: unknown; result: unknown; afterSeconds: number }
/**
 * Ends this step of a long job: the job completes (its key is free for that instant) and, in the same transaction,
 * a job of the same type and key is queued with `payload`, so the next run resumes from the cursor the step wrote.
 * `afterSeconds` delays the next step (a job waiting for other work to finish).
 */
export const continueWith = (payload: unknown, result?: unknown, { afterSeconds = 0 } = {}): Continuation => ({
  [NEXT_STEP]: true,
  payload,
  result: result ?? null,
  afterSeconds,
})
export const isContinuation = (v: unknown): v is Continuation => typeof v === 'object' && v !== null && NEXT_STEP in v

/** A step's clock: stepUsedUp() turns true JOB_STEP_SECONDS after the step started. */
export function stepClock(startedAt = Date.now(), stepMs = JOB_STEP_SECONDS * 1000) {
  return () => Date.now() - startedAt >= stepMs
}

/** Refuses a definition that asks for more time than a hosted function gives a job (shared/rules/hosted-limits.ts). */
function assertWithinHostedLimits(definition: JobDefinition) {
  const seconds = definition.options?.maxRuntimeSeconds
  if (seconds !== undefined && seconds > JOB_RUNTIME_CAP_SECONDS)
    throw new Error(
      `Job "${definition.id}" asks for ${seconds} s; a job may run at most ${JOB_RUNTIME_CAP_SECONDS} s (split it into steps with continueWith)`,
    )
}

type EventInfo = {
  id: string
  source: TEventSource
  eventType: string
  payload: unknown
  organizationId: string | null
  webhookDeliveryId: string | null
}
type EventHandlerContext = JobContext<z.infer<typeof ZDispatchJobPayload>> & {
  event: EventInfo
  dispatch: { id: string; argumentsConfig: Record<string, unknown> }
}

type EventSubscription = {
  /** dotted handler name; also the job type that runs each dispatch */
  name: string
  version?: number
  source: TEventSource
  eventType: TEventType
  argumentsConfig?: Record<string, unknown>
  options?: TJobOptions
  handle: (ctx: EventHandlerContext) => Promise<unknown>
}

type RegisteredJob = {
  definition: JobDefinition
  handler: JobHandler<unknown>
  /** set for event handlers: the dispatch row is moved to processing/pending around each attempt */
  subscription?: EventSubscription
}

export class JobRegistry {
  private jobs = new Map<string, RegisteredJob>()

  registerJob<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<z.infer<S>>) {
    if (this.jobs.has(definition.id)) throw new Error(`A handler for job "${definition.id}" is already registered`)
    assertWithinHostedLimits(definition)
    this.jobs.set(definition.id, { definition, handler: handler as JobHandler<unknown> })
  }

  onEvent(sub: EventSubscription) {
    const definition: JobDefinition = {
      id: sub.name,
      version: sub.version ?? 1,
      payload: ZDispatchJobPayload,
      options: sub.options,
    }
    if (this.jobs.has(sub.name)) throw new Error(`A handler named "${sub.name}" is already registered`)
    assertWithinHostedLimits(definition)
    this.jobs.set(sub.name, {
      definition,
      handler: (ctx) => runEventHandler(sub, ctx as JobContext<{ dispatchId: string }>),
      subscription: sub,
    })
  }

  get(jobType: string) {
    return this.jobs.get(jobType)
  }
  jobTypes() {
    return [...this.jobs.keys()].sort()
  }
  subscriptions() {
    return [...this.jobs.values()].flatMap((j) => (j.subscription ? [j.subscription] : []))
  }
}

/** Loads the event and its dispatch inside the job's transaction, runs the handler once, marks the dispatch done. */
async function runEventHandler(sub: EventSubscription, ctx: JobContext<{ dispatchId: string }>) {
  const [row] = await ctx.tx`
    select d.id, d.state, d.arguments_config, e.id as event_id, e.source, e.event_type, e.payload, e.organization_id, e.webhook_delivery_id
    from public.event_dispatches d join public.events e on e.id = d.event_id
    where d.id = ${ctx.payload.dispatchId} for update of d`
  if (!row) throw new PermanentJobError(`Event dispatch ${ctx.payload.dispatchId} does not exist`)
  if (row.state === 'completed') return { skipped: 'dispatch already completed' }
  const result = await sub.handle({
    ...ctx,
    event: {
      id: row.event_id,
      source: row.source,
      eventType: row.event_type,
      payload: row.payload,
      organizationId: row.organization_id,
      webhookDeliveryId: row.webhook_delivery_id,
    },
    dispatch: { id: row.id, argumentsConfig: row.arguments_config },
  })
  await ctx.tx`update public.event_dispatches set state = 'completed', completed_at = now(), updated_at = now() where id = ${row.id}`
  return result
}

/** The registry the worker and the hosted `jobs` function use; definitions/index.ts fills it. */
export const registry = new JobRegistry()
export const registerJob = registry.registerJob.bind(registry)
export const onEvent = registry.onEvent.bind(registry)
