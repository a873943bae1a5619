/** Maps a public.jobs row to the API's camelCase shape (ZJobRow). */
import type { Row } from '../../_shared/db.ts'
import type { TJobRow } from '../../../shared/schemas/jobs.ts'

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null)

export function toJobRow(r: Row): TJobRow {
  return {
    id: r.id,
    organizationId: r.organization_id,
    jobType: r.job_type,
    jobVersion: r.job_version,
    jobKey: r.job_key,
    description: r.description,
    payload: r.payload,
    status: r.status,
    result: r.result,
    retryStrategy: r.retry_strategy,
    retryIntervalSeconds: r.retry_interval_seconds,
    retryCount: r.retry_count,
    maxAttempts: r.max_attempts,
    nextAttemptAt: iso(r.next_attempt_at)!,
    deadlineAt: iso(r.deadline_at),
    attemptId: r.attempt_id,
    env: r.env,
    maxRuntimeSeconds: r.max_runtime_seconds,
    attemptRuntimeSeconds: r.attempt_runtime_seconds === null ? null : Number(r.attempt_runtime_seconds),
    lastError: r.last_error,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    startedAt: iso(r.started_at),
    completedAt: iso(r.completed_at),
    failedAt: iso(r.failed_at),
    lastProgressAt: iso(r.last_progress_at),
    lastErrorAt: iso(r.last_error_at),
  }
}
