/**
 * `gusto.process-webhook`: each Gusto event the intake recorded for a connected company (exactly once, through the
 * spine) queues one `payroll.sync` of its organization; the job key folds a burst of events into one sync. Events of
 * the fifteen types (shared/rules/payroll.ts) all bear on what the sync reads; any other is acknowledged and skipped.
 */
import { GUSTO_WEBHOOK_TYPES } from '../../../shared/rules/payroll.ts'
import { payrollSyncJob } from '../../domains/payroll/jobs.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { onEvent } from '../registry.ts'

onEvent({
  name: 'gusto.process-webhook',
  source: 'gusto',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    const body = (event.payload as { body?: { entity_type?: string } }).body
    const type = body?.entity_type ?? ''
    if (!event.organizationId || !(GUSTO_WEBHOOK_TYPES as readonly string[]).includes(type))
      return { skipped: type || 'no entity type' }
    await enqueueJob({
      sql: tx,
      definition: payrollSyncJob,
      organizationId: event.organizationId,
      payload: { organizationId: event.organizationId },
    })
    return { queued: 'payroll.sync' }
  },
})
