/**
 * The job and event-handler registry. Features register here (in edge-functions/jobs/definitions/<dotted-id>.ts,
 * imported by definitions/index.ts); the worker and the hosted `jobs` function only claim job types that have a
 * handler, so a job of an unknown type waits instead of failing. See docs/spine.md.
 */
import type { z } from 'zod'
import type postgres from 'postgres'
import { ZDispatchJobPayload, type JobDefinition, type TJobOptions } from '../../shared/schemas/jobs.ts'
import type { TEventSource, TEventType } from '../../shared/schemas/events.ts'

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
}

type JobHandler<P> = (ctx: JobContext<P>) => Promise<unknown>

/** Thrown by a handler for errors that retrying cannot fix: the job fails at once. */
export class PermanentJobError extends Error {}

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
