/**
 * Queues the organization's `schedules.post` job when a schedule has a period due already (a start in the past), in
 * the caller's transaction, so the job exists exactly when the schedule does. Later periods wait for pg_cron. The
 * payload and options are schedulesPostJob's (jobs.ts), written by public.request_schedule_posting, which checks
 * that the caller is the organization's staff.
 */
import type { Tx } from '../../_shared/db.ts'

export async function queuePosting({ tx, orgId, date }: { tx: Tx; orgId: string; date: string | null }) {
  if (date === null || date > new Date().toISOString().slice(0, 10)) return
  await tx`select public.request_schedule_posting(${orgId}::uuid)`
}
