/**
 * The nightly metrics run fans out to one `metrics.compute-monthly` job per organization with books: a chart of
 * accounts in the built-in ledger or an active QuickBooks connection. Organizations whose config sets
 * `cronJob.metrics` to false are left out (an explicit recompute still works for them). One job each means one
 * slow or failing QuickBooks company is retried alone instead of failing everyone's run.
 */
import type { Tx } from '../../_shared/db.ts'
import { computeMonthlyMetricsJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'

export async function enqueueNightlyMetrics({
  tx,
  months = 12,
}: {
  tx: Tx
  months?: number
}): Promise<{ organizationIds: string[] }> {
  const orgs = await tx`
    select o.id from public.organizations o
    where o.deleted_at is null
      and (o.config -> 'cronJob' -> 'metrics') is distinct from 'false'::jsonb
      and (exists (select 1 from public.ledger_accounts a where a.organization_id = o.id)
        or exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.provider = 'quickbooks' and c.status = 'active'))
    order by o.id`
  for (const o of orgs) {
    await enqueueJob({
      sql: tx,
      definition: computeMonthlyMetricsJob,
      payload: { organizationId: o.id, months },
      organizationId: o.id,
    })
  }
  return { organizationIds: orgs.map((o) => o.id as string) }
}
