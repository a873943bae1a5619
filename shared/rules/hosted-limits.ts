/**
 * The limits a hosted Supabase edge function runs under (supabase.com/docs/guides/functions/limits), in one place:
 * the local functions runner enforces them per request, and every job definition stays inside them so a job that
 * would be killed on hosted fails here first (docs/spine.md "Within hosted limits").
 */

/** CPU time per request, excluding time spent waiting on I/O. */
export const HOSTED_CPU_MS_PER_REQUEST = 2_000
/** Wall clock a request may run, by plan: Free, and paid plans. */
export const HOSTED_WALL_CLOCK_SECONDS = { free: 150, paid: 400 } as const
/** Memory of one isolate. */
export const HOSTED_MEMORY_MB = 256
/** What a request that hits one of these limits answers: the isolate is terminated mid-request. */
export const WORKER_LIMIT_STATUS = 546
export const WORKER_LIMIT_BODY = {
  code: 'WORKER_LIMIT',
  message: 'Function failed due to not having enough compute resources (please check logs)',
} as const

/**
 * The longest a job may run. Below Free's wall clock with room for the drain's claim and completion around it; a
 * job with more to do commits a cursor and queues its next step (see edge-functions/jobs/registry.ts `continueWith`).
 */
export const JOB_RUNTIME_CAP_SECONDS = 120
/**
 * How long one step of a long job works before it stops at the next page boundary and hands over to its next step:
 * well inside the cap, so a slow last page still finishes in time.
 */
export const JOB_STEP_SECONDS = 30
