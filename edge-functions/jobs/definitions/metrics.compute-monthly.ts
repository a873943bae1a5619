/**
 * `metrics.compute-monthly`: recompute monthly metrics (cash on hand, burn, runway, income, expenses, vendor
 * expenses) for one organization, or for every organization with books when no organizationId is given.
 * Schedule it with pg_cron (e.g. nightly) or enqueue it after an import.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'
import { computeMonthlyMetrics } from '../../domains/metrics/compute-monthly-metrics.ts'
import { registerJob } from '../registry.ts'

export const computeMonthlyMetricsJob = defineJob({
  id: 'metrics.compute-monthly', version: 1,
  payload: z.object({ organizationId: z.uuid().optional(), months: z.number().int().min(1).max(36).default(12) }),
  jobKey: (p) => `metrics.compute-monthly:${p.organizationId ?? 'all'}`,
})

registerJob(computeMonthlyMetricsJob, async ({ tx, payload }) => {
  const orgs = payload.organizationId ? [{ id: payload.organizationId }]
    // Organizations with a chart of accounts in the built-in ledger; QuickBooks-backed ones are enqueued per organization.
    : await tx`select distinct organization_id as id from public.ledger_accounts`
  let computed = 0
  for (const o of orgs) {
    await computeMonthlyMetrics({ tx, orgId: o.id, months: payload.months })
    computed++
  }
  return { organizations: computed }
})
