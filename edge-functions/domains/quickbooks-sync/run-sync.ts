/**
 * Runs one sync of an organization's stored QuickBooks copies and keeps its `quickbooks_syncs` row current: running
 * with the step it is on, then done (with counts) or failed (with the error). The status writes commit on their own
 * connection as they happen, because the job's transaction commits only at the end and screens need progress now.
 * A full read spread over steps (sync-company.ts) keeps the row running between them: a step that hands over leaves
 * it on the next entity with the entities stored so far as `steps_done`, and the step given its `resume` carries on
 * from there without starting the row again, so the screens see one sync move forward.
 */
import { asService } from '../../_shared/db.ts'
import { STORED_ENTITIES } from './store-ledger-copies.ts'
import { SYNC_STEPS, type SyncCompanyResult, syncCompany, type TSyncResume } from './sync-company.ts'

type SyncCause = 'connected' | 'manual' | 'scheduled'

export async function runSync({
  orgId,
  cause,
  jobId = null,
  pageSize,
  resume,
  stepUsedUp,
}: {
  orgId: string
  cause: SyncCause
  jobId?: string | null
  pageSize?: number
  resume?: TSyncResume
  stepUsedUp?: () => boolean
}): Promise<SyncCompanyResult> {
  if (resume)
    await asService(
      (tx) => tx`update public.quickbooks_syncs set state = 'running', job_id = ${jobId}, finished_at = null,
        last_error = null, updated_at = now() where organization_id = ${orgId}`,
    )
  else
    await asService(
      (tx) => tx`
    insert into public.quickbooks_syncs (organization_id, realm_id, state, cause, step, steps_done, steps_total, job_id, started_at, finished_at, last_error, updated_at)
    values (${orgId}, (select quickbooks_realm_id from public.organizations where id = ${orgId}), 'running', ${cause}, 'Connecting', 0, ${SYNC_STEPS},
      ${jobId}, now(), null, null, now())
    on conflict (organization_id) do update set realm_id = excluded.realm_id, state = 'running', cause = excluded.cause, step = excluded.step,
      steps_done = 0, steps_total = excluded.steps_total, job_id = excluded.job_id, started_at = now(), finished_at = null, last_error = null,
      updated_at = now()`,
    )
  try {
    const result = await syncCompany({
      orgId,
      pageSize,
      resume,
      stepUsedUp,
      onProgress: ({ step, done, total }) =>
        asService(
          (tx) => tx`update public.quickbooks_syncs
        set step = ${step}, steps_done = ${done}, steps_total = ${total}, updated_at = now() where organization_id = ${orgId}`,
        ).then(() => {}),
    })
    if (result.more) {
      const { entitiesDone } = result.more
      await asService(
        (
          tx,
        ) => tx`update public.quickbooks_syncs set step = ${STORED_ENTITIES[entitiesDone]}, steps_done = ${entitiesDone},
          upserted = ${result.upserted}, deleted = ${result.deleted}, updated_at = now() where organization_id = ${orgId}`,
      )
      return result
    }
    await asService(async (tx) => {
      await tx`update public.quickbooks_syncs set state = 'done', step = null, steps_done = steps_total,
        upserted = ${result.upserted}, deleted = ${result.deleted}, finished_at = now(), last_success_at = now(), updated_at = now()
      where organization_id = ${orgId}`
      // the connection's own "last synced" says the same as the sync's record (the integrations card shows both)
      await tx`update public.provider_connections set last_synced_at = now(), updated_at = now()
        where organization_id = ${orgId} and provider = 'quickbooks' and status = 'active'`
    })
    return result
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    await asService(
      (tx) => tx`update public.quickbooks_syncs set state = 'failed', last_error = ${message.slice(0, 2000)},
        finished_at = now(), updated_at = now() where organization_id = ${orgId}`,
    )
    throw e
  }
}
