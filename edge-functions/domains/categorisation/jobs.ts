/**
 * The categorisation jobs. `categorisation.run` categorises an organization's new feed lines (categorise-lines.ts):
 * queued by the database when feed lines arrive for an organization that categorises (migration 20261124100000), and
 * by the demo's first run; keyed per organization, so lines arriving while one is queued add nothing.
 * `categorisation.train-firm-model` trains the firm model in steps and stores it (train-firm-model.ts): queued when a
 * request or job finds the stored model missing or behind the history; one at a time, firm-wide.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'

export const categorisationRunJob = defineJob({
  id: 'categorisation.run',
  version: 1,
  payload: z.object({
    organizationId: z.uuid(),
    // times this run waited for the firm's first model to be trained (see categorisation.run.ts)
    modelWaits: z.number().int().min(0).optional(),
    // only the books' uncategorised lines: an organization that does not categorise its feeds still has every
    // uncategorised line of its books in the bookkeeper's queue (issue 30; queued hourly by 30_money_trust.sql)
    ledgerOnly: z.boolean().optional(),
  }),
  jobKey: (p) => `categorisation.run:${p.organizationId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 120 },
})

export const trainFirmModelJob = defineJob({
  id: 'categorisation.train-firm-model',
  version: 1,
  // absent: start a new model; else the model row whose training this step carries on
  payload: z.object({ modelId: z.number().int().positive().optional() }),
  jobKey: () => 'categorisation.train-firm-model',
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
})
