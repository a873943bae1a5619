/** Cancels a job that has not finished (a running one is fenced off and its effects roll back); admins only. */
import type postgres from 'postgres'
import type { TJobRow } from '../../../shared/schemas/jobs.ts'
import { plain } from '../../_shared/rows.ts'
import { JOB_COLUMNS } from './job-columns.ts'

export async function cancelJob({ tx, jobId }: { tx: postgres.TransactionSql; jobId: string }): Promise<TJobRow> {
  const [row] = await tx`select ${tx.unsafe(JOB_COLUMNS)} from private.cancel_job(${jobId}) j`
  return plain(row)
}
