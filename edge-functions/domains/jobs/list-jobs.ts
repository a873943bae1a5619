/** Lists recent jobs (newest change first) with per-status counts, as the signed-in admin. */
import type postgres from 'postgres'
import { JOB_STATUSES, type TJobStatus, type TListJobsResponse } from '../../../shared/schemas/jobs.ts'
import { requireAdmin } from './require-admin.ts'
import { toJobRow } from './job-row.ts'

export async function listJobs({
  tx,
  status,
  jobType,
  limit,
}: {
  tx: postgres.TransactionSql
  status?: TJobStatus
  jobType?: string
  limit: number
}): Promise<TListJobsResponse> {
  await requireAdmin({ tx })
  const rows = await tx`
    select * from public.jobs
    where (${status ?? null}::public.job_status is null or status = ${status ?? null}::public.job_status)
      and (${jobType ?? null}::text is null or job_type = ${jobType ?? null})
    order by updated_at desc limit ${limit}`
  const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<TJobStatus, number>
  for (const c of await tx`select status, count(*)::int as n from public.jobs group by status`)
    counts[c.status as TJobStatus] = c.n
  return { jobs: rows.map(toJobRow), counts }
}
