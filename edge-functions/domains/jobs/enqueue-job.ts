/**
 * Enqueues a job from TypeScript: validates the payload against the job's definition (a bad payload is a 422
 * naming the field), then calls private.enqueue_job, the same function pg_cron and triggers use. Pass the
 * caller's transaction so the job exists exactly when the work that asked for it commits.
 */
import type postgres from 'postgres'
import type { z } from 'zod'
import { AppError } from '../../_shared/errors.ts'
import { fieldErrorList, refusalMessage } from '../../../shared/rules/field-errors.ts'
import type { JobDefinition, TJobOptions } from '../../../shared/schemas/jobs.ts'

export async function enqueueJob<S extends z.ZodType>({
  sql,
  definition,
  payload,
  organizationId = null,
  runAt = null,
  jobKey,
  options = {},
}: {
  sql: postgres.Sql | postgres.TransactionSql
  definition: JobDefinition<S>
  payload: z.input<S>
  organizationId?: string | null
  runAt?: Date | null
  jobKey?: string | null
  options?: TJobOptions
}): Promise<string> {
  const parsed = definition.payload.safeParse(payload)
  if (!parsed.success) {
    const fields = fieldErrorList(parsed.error.issues)
    throw new AppError('validation_failed', refusalMessage(fields), { fields })
  }
  const key = jobKey === undefined ? (definition.jobKey?.(parsed.data) ?? null) : jobKey
  const opts = { ...definition.options, ...options, version: definition.version }
  const [row] = await sql`
    select private.enqueue_job(${definition.id}, ${sql.json(parsed.data as never)}, ${key}, ${organizationId}, ${runAt}, ${sql.json(opts as never)}) as id`
  return row.id as string
}
