/** Cancels a job that has not finished (a running one is fenced off and its effects roll back); admins only. */
import type postgres from 'postgres'
import type { TJobRow } from '../../../shared/schemas/jobs.ts'
import { toJobRow } from './job-row.ts'

export async function cancelJob({ tx, jobId }: { tx: postgres.TransactionSql; jobId: string }): Promise<TJobRow> {
  const [row] = await tx`select * from private.cancel_job(${jobId})`
  return toJobRow(row)
}
