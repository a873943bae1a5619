/**
 * "Sync now": queues a `quickbooks.sync` job for the organization (one at a time per organization, by job key) and
 * marks its status queued in the same transaction, so the screen shows the request the moment it is accepted.
 */
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { quickbooksSyncJob } from '../../../shared/schemas/quickbooks-jobs.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { findConnection } from '../connections/connection-store.ts'

export async function requestSync({
  orgId,
  cause = 'manual',
}: {
  orgId: string
  cause?: 'manual' | 'scheduled'
}): Promise<{ jobId: string }> {
  return await asService(async (tx) => {
    const conn = await findConnection(tx, { organizationId: orgId, provider: 'quickbooks' })
    if (!conn) throw new AppError('conflict', 'QuickBooks is not connected for this organization')
    if (conn.status !== 'active')
      throw new AppError('conflict', 'The QuickBooks connection needs reconnecting before it can sync')
    const jobId = await enqueueJob({
      sql: tx,
      definition: quickbooksSyncJob,
      payload: { organizationId: orgId, trigger: cause },
      organizationId: orgId,
    })
    // A sync already running keeps its row (the queued job is that one, by job key); otherwise show the request.
    await tx`insert into public.quickbooks_syncs (organization_id, realm_id, state, cause, steps_done, steps_total, job_id, requested_at, updated_at)
      values (${orgId}, (select quickbooks_realm_id from public.organizations where id = ${orgId}), 'queued', ${cause}, 0, 0, ${jobId}, now(), now())
      on conflict (organization_id) do update set state = 'queued', cause = excluded.cause, step = null, steps_done = 0, steps_total = 0,
        job_id = excluded.job_id, requested_at = now(), last_error = null, updated_at = now()
      where quickbooks_syncs.state <> 'running'`
    return { jobId }
  })
}
