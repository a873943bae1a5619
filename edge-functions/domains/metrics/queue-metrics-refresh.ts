/**
 * A change to an organization's books (a QuickBooks purchase, deposit, journal entry or account stored or removed, an
 * invoice of the product's own) makes its monthly metrics stale: one `metrics.compute-monthly` is queued for it,
 * keyed per organization, so a burst of changes recomputes once. An organization whose config sets
 * `cronJob.metrics` to false is left out, as from the nightly run: its metrics are recomputed only when asked.
 */
import type { Tx } from '../../_shared/db.ts'
import { computeMonthlyMetricsJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'

export async function queueMetricsRefresh({ tx, orgId }: { tx: Tx; orgId: string | null }) {
  if (!orgId) return { queued: false, reason: 'no organization' }
  const [org] = await tx`select (config -> 'cronJob' -> 'metrics') is distinct from 'false'::jsonb as automatic
    from public.organizations where id = ${orgId} and deleted_at is null`
  if (!org) return { queued: false, reason: 'no such organization' }
  if (!org.automatic) return { queued: false, reason: 'cronJob.metrics is off' }
  const jobId = await enqueueJob({
    sql: tx,
    definition: computeMonthlyMetricsJob,
    payload: { organizationId: orgId },
    organizationId: orgId,
  })
  return { queued: true, jobId }
}
