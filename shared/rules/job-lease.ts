/**
 * How long a running job stays its worker's without a sign of life, in one place: the worker renews the lease of
 * every job it runs each JOB_HEARTBEAT_SECONDS, and a job whose lease lapsed is reclaimed (reaped and due again at
 * once) by the next worker to wake, so a job of a killed worker runs again within JOB_LEASE_SECONDS plus a moment
 * (docs/spine.md "Leases"). Three heartbeats fit in one lease, so one slow renewal does not lose a live job.
 */
export const JOB_LEASE_SECONDS = 15
export const JOB_HEARTBEAT_SECONDS = 5
/** The worker's wait after a failed database call: doubling from the first to the last, then the last until it works. */
export const WORKER_RETRY_MS = { first: 250, max: 5_000 } as const
