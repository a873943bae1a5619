/**
 * `metrics.compute-monthly`: recompute monthly metrics (cash on hand, burn, runway, income, expenses, vendor
 * expenses) for one organization; without an organizationId (pg_cron, nightly) it queues one job per organization
 * with books, QuickBooks ones included (domains/metrics/enqueue-nightly-metrics.ts).
 */
import { computeMonthlyMetricsJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { computeMonthlyMetrics } from '../../domains/metrics/compute-monthly-metrics.ts'
import { enqueueNightlyMetrics } from '../../domains/metrics/enqueue-nightly-metrics.ts'
import { registerJob } from '../registry.ts'

registerJob(computeMonthlyMetricsJob, async ({ tx, payload }) => {
  if (!payload.organizationId) {
    const { organizationIds } = await enqueueNightlyMetrics({ tx, months: payload.months })
    return { enqueued: organizationIds.length }
  }
  const metrics = await computeMonthlyMetrics({ tx, orgId: payload.organizationId, months: payload.months })
  return { organizations: 1, months: metrics.length }
})
