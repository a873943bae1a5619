/**
 * `ledger.sync` (spec banking §6: type, periodStart, periodEnd): bring what the product derives from an organization's
 * books up to date for a period. A QuickBooks organization's stored copies are read again (`quickbooks.sync`, which
 * refreshes its metrics itself); a built-in ledger is the books, so only the monthly metrics from the period's first
 * month on are computed again. Asked for by the firehose (firehose.dispatch.ts) or a feature.
 */
import { ledgerSyncJob } from '../../../shared/schemas/firehose.ts'
import { computeMonthlyMetricsJob, quickbooksSyncJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { getLedger } from '../../domains/books/get-ledger.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { registerJob } from '../registry.ts'

registerJob(ledgerSyncJob, async ({ tx, payload }) => {
  const { organizationId, periodStart, periodEnd, type } = payload
  const ledger = await getLedger({ orgId: organizationId, tx })
  if (ledger.provider === 'quickbooks') {
    const jobId = await enqueueJob({
      sql: tx,
      definition: quickbooksSyncJob,
      payload: { organizationId, trigger: 'scheduled' },
      organizationId,
    })
    return { ledger: 'quickbooks', type, periodStart, periodEnd, queued: { 'quickbooks.sync': jobId } }
  }
  const [{ months }] = await tx`select least(36, greatest(1,
      (extract(year from age(current_date, date_trunc('month', ${periodStart}::date))) * 12
        + extract(month from age(current_date, date_trunc('month', ${periodStart}::date))))::int + 1)) as months`
  const jobId = await enqueueJob({
    sql: tx,
    definition: computeMonthlyMetricsJob,
    payload: { organizationId, months },
    organizationId,
  })
  return { ledger: 'builtin', type, periodStart, periodEnd, queued: { 'metrics.compute-monthly': jobId } }
})
