/**
 * Async jobs: statuses, retry options, the job definition shape (dotted id, version, zod payload) and the payloads
 * the spec names. Definitions live here so the API, the webhooks function and the worker validate alike; handlers
 * are registered separately in edge-functions/jobs (see docs/spine.md).
 */
import { z } from 'zod'
import { ZDate, ZText, ZUuid } from '../rules/values.ts'

export const JOB_STATUSES = ['Pending', 'Scheduled', 'Running', 'Completed', 'Failed'] as const
export const ZJobStatus = z.enum(JOB_STATUSES)
export type TJobStatus = z.infer<typeof ZJobStatus>

export const ZRetryStrategy = z.enum(['fixed', 'exponential'])
export const ZAppEnv = z.enum(['local', 'development', 'production', 'test'])

/** Spec §9 defaults. */
export const JOB_DEFAULTS = {
  maxRuntimeSeconds: 120,
  retryIntervalSeconds: 300,
  maxAttempts: 5,
  retryStrategy: 'exponential',
} as const
/** Thirty days in minutes (spec §9): history older than this is purged. */
export const THIRTY_DAYS_IN_MINUTES = 43200

export const ZJobOptions = z.object({
  retryStrategy: ZRetryStrategy.optional(),
  retryIntervalSeconds: z.number().int().min(0).max(86_400).optional(),
  maxAttempts: z.number().int().min(1).max(100).optional(),
  maxRuntimeSeconds: z.number().int().min(1).max(86_400).optional(),
  description: ZText.max(500).optional(),
})
export type TJobOptions = z.infer<typeof ZJobOptions>

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** dotted id, also the job_type column: `<domain>.<action>` */
  id: string
  version: number
  payload: S
  /** builds the de-duplication key from the payload (work with a queued job of the same key is not added again) */
  jobKey?: (payload: z.infer<S>) => string
  options?: TJobOptions
  /**
   * The handler only writes through its transaction and finishes quickly: the worker may run several claimed jobs of
   * this type one after another in one transaction and complete them with one statement. When any of them fails, the
   * whole batch rolls back and each job runs again on its own, so effects still happen once with their completion.
   */
  batched?: boolean
}

const DOTTED_ID = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/
export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  if (!DOTTED_ID.test(def.id)) throw new Error(`Job id "${def.id}" must be dotted, like "ledger.sync"`)
  if (!Number.isInteger(def.version) || def.version < 1)
    throw new Error(`Job "${def.id}" needs a positive integer version`)
  return def
}

const isoDate = ZDate

/** Section: payloads of the spec (banking-payments-tax §3 "Async job", accounting §7) */
export const payrollLedgerJob = defineJob({
  id: 'payroll.ledger',
  version: 1,
  payload: z.object({
    payrollId: ZText.min(1),
    gustoPayrollId: ZText.min(1),
    body: z.object({ aggregation: z.enum(['default', 'job', 'department', 'integration']) }),
  }),
  jobKey: (p) => `payroll-ledger:${p.payrollId}`,
})

export const payrollFetchJob = defineJob({
  id: 'payroll.fetch',
  version: 1,
  payload: z.object({ payrollId: ZText.min(1), requestUuid: ZUuid }),
  jobKey: (p) => `payroll-fetch:${p.requestUuid}`,
})

export const payrollEmployeeReportJob = defineJob({
  id: 'payroll.employee-report',
  version: 1,
  payload: z.object({
    payrollId: ZText.min(1),
    custom_name: ZText.min(1),
    file_type: z.literal('json'),
    with_totals: z.boolean(),
    columns: z.array(ZText.min(1)).min(1),
    groupings: z.tuple([z.literal('payroll'), z.literal('employee')]),
    start_date: isoDate,
    end_date: isoDate,
  }),
  jobKey: (p) => `payroll-employee-report:${p.payrollId}:${p.custom_name}`,
})

export const webhookJob = defineJob({
  id: 'webhooks.process',
  version: 1,
  payload: z.object({ webhookUuid: ZUuid }),
  jobKey: (p) => `webhook:${p.webhookUuid}`,
  options: { maxRuntimeSeconds: 60, retryIntervalSeconds: 30 },
  batched: true,
})

/**
 * The Stripe ingest (spec §7: createdAtLimit; §4 payment-provider job types period and transition): a connection's
 * records created up to createdAtLimit (`period`), or its stored objects' later states (`transition`).
 */
export const PAYMENT_PROVIDER_JOB_TYPES = ['period', 'transition'] as const
export const paymentProviderIngestJob = defineJob({
  id: 'stripe.ingest',
  version: 1,
  payload: z.object({
    connectionId: ZUuid,
    type: z.enum(PAYMENT_PROVIDER_JOB_TYPES).default('period'),
    createdAtLimit: z.number().int().positive(),
  }),
  jobKey: (p) => `stripe.ingest:${p.connectionId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 120 },
})

export const ledgerSyncJob = defineJob({
  id: 'ledger.sync',
  version: 1,
  payload: z.object({ type: ZText.min(1), periodStart: isoDate, periodEnd: isoDate }),
})

/** The spec shows only that bill-upload handling has a job key; the payload names the uploaded file. */
export const billUploadJob = defineJob({
  id: 'bills.process-upload',
  version: 1,
  payload: z.object({ fileId: ZUuid }),
  jobKey: (p) => `bill-upload:${p.fileId}`,
})

/** Likewise only the job key is known: one notification per organization and month. */
export const missingCogsNotificationJob = defineJob({
  id: 'notifications.missing-cogs',
  version: 1,
  payload: z.object({
    organizationId: ZUuid,
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-01'),
  }),
  jobKey: (p) => `missing-cogs:${p.organizationId}:${p.month}`,
})

/** Section: the spine's own jobs */
export const pingJob = defineJob({
  id: 'spine.ping',
  version: 1,
  payload: z.object({ note: ZText.max(200).optional() }),
  batched: true,
})

export const purgeHistoryJob = defineJob({
  id: 'spine.purge-history',
  version: 1,
  payload: z.object({ olderThanMinutes: z.number().int().min(60).default(THIRTY_DAYS_IN_MINUTES) }),
})

/** Every event handler's job carries the dispatch it runs. */
export const ZDispatchJobPayload = z.object({ dispatchId: ZUuid })

export const SPEC_JOB_DEFINITIONS = [
  payrollLedgerJob,
  payrollFetchJob,
  payrollEmployeeReportJob,
  webhookJob,
  paymentProviderIngestJob,
  ledgerSyncJob,
  billUploadJob,
  missingCogsNotificationJob,
  pingJob,
  purgeHistoryJob,
] as const

/** Section: the operations view */
export const ZJobRow = z.object({
  id: z.uuid(),
  organizationId: z.uuid().nullable(),
  jobType: z.string(),
  jobVersion: z.number().int(),
  jobKey: z.string().nullable(),
  description: z.string().nullable(),
  payload: z.unknown(),
  status: ZJobStatus,
  result: z.unknown().nullable(),
  retryStrategy: ZRetryStrategy,
  retryIntervalSeconds: z.number().int(),
  retryCount: z.number().int(),
  maxAttempts: z.number().int(),
  nextAttemptAt: z.string(),
  deadlineAt: z.string().nullable(),
  attemptId: z.string().nullable(),
  env: ZAppEnv,
  maxRuntimeSeconds: z.number().int(),
  attemptRuntimeSeconds: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  lastProgressAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
})
export type TJobRow = z.infer<typeof ZJobRow>

export const ZListJobsQuery = z.object({
  status: ZJobStatus.optional(),
  jobType: ZText.max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export const ZJobCounts = z.record(ZJobStatus, z.number().int())
export const ZListJobsResponse = z.object({ jobs: z.array(ZJobRow), counts: ZJobCounts })
export type TListJobsResponse = z.infer<typeof ZListJobsResponse>

/** Every ended month of an organization's Stripe not posted yet, oldest first, each as its own `stripe` entry. */
export const stripePostJob = defineJob({
  id: 'stripe.post',
  version: 1,
  payload: z.object({ organizationId: ZUuid }),
  jobKey: (p) => `stripe.post:${p.organizationId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 300 },
})
