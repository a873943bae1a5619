/** Runs a failed or waiting job again now (one more attempt if it had used them all); admins only, enforced in SQL. */
import type postgres from 'postgres'
import type { TJobRow } from '../../../shared/schemas/jobs.ts'
import { toJobRow } from './job-row.ts'

export async function retryJob({ tx, jobId }: { tx: postgres.TransactionSql; jobId: string }): Promise<TJobRow> {
  const [row] = await tx`select * from private.retry_job(${jobId})`
  return toJobRow(row)
}
