/**
 * The categorisation job: categorise an organization's new feed lines (categorise-lines.ts). Queued by the database
 * when feed lines arrive for an organization that categorises (migration 20261124100000), and by the demo's first
 * run; keyed per organization, so lines arriving while one is queued add nothing.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'

export const categorisationRunJob = defineJob({
  id: 'categorisation.run',
  version: 1,
  payload: z.object({ organizationId: z.uuid() }),
  jobKey: (p) => `categorisation.run:${p.organizationId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 120 },
})
