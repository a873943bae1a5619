/**
 * `quickbooks.sync`: "Sync now" (staff) for one organization, and the rest of a first sync its event handler did
 * not finish in its step; refreshes its monthly metrics afterwards. A full read longer than one step
 * (JOB_STEP_SECONDS) hands over after an entity and continues in the next job from there (continueWith), the
 * progress row staying on the sync it is.
 */
import { computeMonthlyMetricsJob, quickbooksSyncJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { runSync } from '../../domains/quickbooks-sync/run-sync.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(quickbooksSyncJob, async ({ tx, payload, job, stepUsedUp }) => {
  const result = await runSync({
    orgId: payload.organizationId,
    cause: payload.trigger,
    jobId: job.id,
    resume: payload.resume,
    stepUsedUp,
  })
  if (result.more) return continueWith({ ...payload, resume: result.more }, result)
  const metricsJobId = await enqueueJob({
    sql: tx,
    definition: computeMonthlyMetricsJob,
    payload: { organizationId: payload.organizationId },
    organizationId: payload.organizationId,
  })
  return { ...result, metricsJobId }
})
