/** `quickbooks.sync`: "Sync now" (staff) for one organization; refreshes its monthly metrics afterwards. */
import { computeMonthlyMetricsJob, quickbooksSyncJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { runSync } from '../../domains/quickbooks-sync/run-sync.ts'
import { registerJob } from '../registry.ts'

registerJob(quickbooksSyncJob, async ({ tx, payload, job }) => {
  const result = await runSync({ orgId: payload.organizationId, cause: payload.trigger, jobId: job.id })
  const metricsJobId = await enqueueJob({
    sql: tx,
    definition: computeMonthlyMetricsJob,
    payload: { organizationId: payload.organizationId },
    organizationId: payload.organizationId,
  })
  return { ...result, metricsJobId }
})
