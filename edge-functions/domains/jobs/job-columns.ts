/** The API's job (ZJobRow) as SQL: the columns of a `public.jobs j` row under their API names (timestamps via `plain`). */
export const JOB_COLUMNS = `j.id, j.organization_id as "organizationId", j.job_type as "jobType", j.job_version as "jobVersion",
  j.job_key as "jobKey", j.description, j.payload, j.status, j.result, j.retry_strategy as "retryStrategy",
  j.retry_interval_seconds as "retryIntervalSeconds", j.retry_count as "retryCount", j.max_attempts as "maxAttempts",
  j.next_attempt_at as "nextAttemptAt", j.deadline_at as "deadlineAt", j.attempt_id as "attemptId", j.env,
  j.max_runtime_seconds as "maxRuntimeSeconds", j.attempt_runtime_seconds::float8 as "attemptRuntimeSeconds",
  j.last_error as "lastError", j.created_at as "createdAt", j.updated_at as "updatedAt", j.started_at as "startedAt",
  j.completed_at as "completedAt", j.failed_at as "failedAt", j.last_progress_at as "lastProgressAt",
  j.last_error_at as "lastErrorAt"`
