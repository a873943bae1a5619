/** Lists recent jobs (newest change first) with per-status counts, as the signed-in admin. */
import type postgres from 'postgres'
import { JOB_STATUSES, type TJobStatus, type TListJobsResponse } from '../../../shared/schemas/jobs.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { JOB_COLUMNS } from './job-columns.ts'

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
  await assertAdmin({ tx, action: 'see operations' })
  const rows = await tx`
    select ${tx.unsafe(JOB_COLUMNS)} from public.jobs j
    where (${status ?? null}::public.job_status is null or j.status = ${status ?? null}::public.job_status)
      and (${jobType ?? null}::text is null or j.job_type = ${jobType ?? null})
    order by j.updated_at desc limit ${limit}`
  const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<TJobStatus, number>
  for (const c of await tx`select status, count(*)::int as n from public.jobs group by status`)
    counts[c.status as TJobStatus] = c.n
  return { jobs: plain(rows), counts }
}
