/** Job definitions of the QuickBooks feature and of the monthly metrics it feeds. */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

/**
 * Where a full read handed over to its next step (edge-functions/domains/quickbooks-sync/sync-company.ts): entities
 * stored, the page position (STARTPOSITION) to read on from in the next one, QuickBooks' time when the read began
 * (the sync cursor it ends with), when it began here, counts so far.
 */
export const ZQuickbooksSyncResume = z.object({
  entitiesDone: z.number().int().min(0),
  position: z.number().int().min(1).default(1),
  cursor: z.string().min(1),
  readSince: z.iso.datetime(),
  upserted: z.number().int().min(0),
  deleted: z.number().int().min(0),
})
export type TQuickbooksSyncResume = z.infer<typeof ZQuickbooksSyncResume>

/** A sync of one organization's stored QuickBooks copies ("Sync now", or a retry of a first sync). */
export const quickbooksSyncJob = defineJob({
  id: 'quickbooks.sync',
  version: 1,
  payload: z.object({
    organizationId: z.uuid(),
    trigger: z.enum(['manual', 'scheduled', 'connected']).default('manual'),
    /** set on a next step of a full read: where it handed over */
    resume: ZQuickbooksSyncResume.optional(),
  }),
  jobKey: (p) => `quickbooks.sync:${p.organizationId}`,
  // A first full read of a large company pages through every entity: in steps, one or more entities each.
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
})

/** Monthly metrics of one organization, or (no organizationId) the nightly fan-out to every organization with books. */
export const computeMonthlyMetricsJob = defineJob({
  id: 'metrics.compute-monthly',
  version: 1,
  payload: z.object({ organizationId: z.uuid().optional(), months: z.number().int().min(1).max(36).default(12) }),
  jobKey: (p) => `metrics.compute-monthly:${p.organizationId ?? 'all'}`,
})
