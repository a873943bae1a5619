/**
 * The banking jobs: a sync of one connection (entries from the stored cursor, accounts and balances), a webhook
 * delivery's follow-up, and the auto-transfer rules evaluated after a sync. Handlers live in
 * edge-functions/jobs/definitions/banking.*.ts. Each sync job is keyed per connection, so a burst of payments and
 * webhooks queues one sync at a time, never a pile.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'

export const bankingSyncJob = defineJob({
  id: 'banking.sync',
  version: 1,
  payload: z.object({
    connectionId: z.uuid(),
    trigger: z.enum(['opened', 'payment', 'webhook', 'scheduled', 'manual']).default('manual'),
  }),
  jobKey: (p) => `banking.sync:${p.connectionId}`,
  // a first sync's year of entries is read in steps that each queue the next (definitions/banking.sync.ts)
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 30 },
})

export const bankingRulesJob = defineJob({
  id: 'banking.run-rules',
  version: 1,
  payload: z.object({ organizationId: z.uuid() }),
  jobKey: (p) => `banking.run-rules:${p.organizationId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
})

/** Every five minutes (pg_cron, 30_money_trust.sql): waiting payments past their approval window expire. */
export const bankingExpirePaymentsJob = defineJob({
  id: 'banking.expire-payments',
  version: 1,
  payload: z.object({}),
  jobKey: () => 'banking.expire-payments',
  options: { maxRuntimeSeconds: 60, retryIntervalSeconds: 60 },
})
