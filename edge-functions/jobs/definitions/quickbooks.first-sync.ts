/**
 * `quickbooks.first-sync`: a `quickbooks-connected` event (emitted by the OAuth callback, or by the demo seed) runs
 * the organization's first full sync of its stored copies, then queues its monthly metrics so the dashboard has
 * numbers as soon as the books are in. The sync's own writes commit as it goes (re-running is harmless: copies are
 * upserts); the metrics job is queued in this job's transaction, so it exists exactly when the dispatch completes.
 * A company too big for one step (JOB_STEP_SECONDS) hands over after an entity: an event handler does not continue
 * itself, so it queues `quickbooks.sync` with where it stopped, which reads on (in steps of its own) and queues the
 * metrics when it ends.
 */
import { z } from 'zod'
import { computeMonthlyMetricsJob, quickbooksSyncJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { runSync } from '../../domains/quickbooks-sync/run-sync.ts'
import { PermanentJobError, onEvent } from '../registry.ts'
import { findConnection } from '../../domains/connections/connection-store.ts'

const ZConnected = z.object({ organizationId: z.uuid(), realmId: z.string().min(1) })

onEvent({
  name: 'quickbooks.first-sync',
  source: 'quickbooks',
  eventType: 'quickbooks-connected',
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
  handle: async ({ tx, event, job, stepUsedUp }) => {
    const parsed = ZConnected.safeParse(event.payload)
    if (!parsed.success)
      throw new PermanentJobError(`Not a QuickBooks connection event: ${parsed.error.issues[0]?.message}`)
    const { organizationId } = parsed.data
    const conn = await findConnection(tx, { organizationId, provider: 'quickbooks' })
    if (conn?.status !== 'active') return { skipped: 'the organization is no longer connected' }
    const result = await runSync({ orgId: organizationId, cause: 'connected', jobId: job.id, stepUsedUp })
    if (result.more) {
      const payload = { organizationId, trigger: 'connected' as const, resume: result.more }
      return { ...result, rest: await enqueueJob({ sql: tx, definition: quickbooksSyncJob, payload, organizationId }) }
    }
    const metricsJobId = await enqueueJob({
      sql: tx,
      definition: computeMonthlyMetricsJob,
      payload: { organizationId },
      organizationId,
    })
    return { ...result, metricsJobId }
  },
})
