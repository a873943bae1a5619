/**
 * The schedules' job: post an organization's due amortization and revenue periods and pending reversals
 * (post-due-schedules.ts). Queued daily by pg_cron (migration 20261124060300) and when a schedule is created or
 * edited; keyed per organization, so a second request while one is queued adds nothing. A failed ledger write rolls
 * the step back and the spine retries it later. A backlog longer than one step is posted in steps: each commits the
 * batches it posted and queues the next with the cursor reached (`after`) and the same `asOf`.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'
import { ZDate } from '../../../shared/rules/values.ts'

export const schedulesPostJob = defineJob({
  id: 'schedules.post',
  version: 1,
  payload: z.object({
    organizationId: z.uuid(),
    asOf: ZDate.optional(),
    /** set on a next step: the last schedule of each kind posted, in id order (post-due-schedules.ts) */
    after: z
      .object({ amortization: z.uuid(), revenue: z.uuid(), reversal: z.uuid(), repost: z.uuid() })
      .partial()
      .optional(),
  }),
  jobKey: (p) => `schedules.post:${p.organizationId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 300 },
})
