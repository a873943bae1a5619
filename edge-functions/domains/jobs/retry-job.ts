/** Runs a failed or waiting job again now (one more attempt if it had used them all); admins only, enforced in SQL. */
import type postgres from 'postgres'
import type { TJobRow } from '../../../shared/schemas/jobs.ts'
import { plain } from '../../_shared/rows.ts'
import { JOB_COLUMNS } from './job-columns.ts'

export async function retryJob({ tx, jobId }: { tx: postgres.TransactionSql; jobId: string }): Promise<TJobRow> {
  const [row] = await tx`select ${tx.unsafe(JOB_COLUMNS)} from private.retry_job(${jobId}) j`
  return plain(row)
}
