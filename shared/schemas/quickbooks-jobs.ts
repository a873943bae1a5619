/** Job definitions of the QuickBooks feature and of the monthly metrics it feeds. */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

/** A sync of one organization's stored QuickBooks copies ("Sync now", or a retry of a first sync). */
export const quickbooksSyncJob = defineJob({
  id: 'quickbooks.sync',
  version: 1,
  payload: z.object({ organizationId: z.uuid(), trigger: z.enum(['manual', 'scheduled']).default('manual') }),
  jobKey: (p) => `quickbooks.sync:${p.organizationId}`,
  // A first full read of a large company pages through every entity; the default 120 s is too tight.
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
})

/** Monthly metrics of one organization, or (no organizationId) the nightly fan-out to every organization with books. */
export const computeMonthlyMetricsJob = defineJob({
  id: 'metrics.compute-monthly',
  version: 1,
  payload: z.object({ organizationId: z.uuid().optional(), months: z.number().int().min(1).max(36).default(12) }),
  jobKey: (p) => `metrics.compute-monthly:${p.organizationId ?? 'all'}`,
})
