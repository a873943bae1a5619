/** Job definitions of the month-end close. */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

/**
 * Recompute one variance analysis' figures from the report engine (its organization's ledger, built-in or QuickBooks):
 * used by the demo's first run, whose analyses are written in SQL with no figures yet.
 */
export const closeRefreshAnalysisJob = defineJob({
  id: 'close.refresh-analysis',
  version: 1,
  payload: z.object({ organizationId: z.uuid(), analysisId: z.uuid() }),
  jobKey: (p) => `close.refresh-analysis:${p.analysisId}`,
})
