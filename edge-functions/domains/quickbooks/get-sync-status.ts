/** The organization's latest QuickBooks sync as the caller may see it (runs as the user, so RLS decides). */
import { asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TQuickbooksSyncStatus } from '../../../shared/schemas/quickbooks.ts'
import { plain } from '../../_shared/rows.ts'

export async function getSyncStatus({
  claims,
  orgId,
}: {
  claims: Claims
  orgId: string
}): Promise<TQuickbooksSyncStatus> {
  return await asUser(claims, async (tx) => {
    const [org] = await tx`select id from public.organizations where id = ${orgId}`
    if (!org) throw new AppError('not_found', 'Organization not found')
    const [s] = await tx`
      select organization_id as "organizationId", state, cause, step, steps_done as "stepsDone", steps_total as "stepsTotal",
             upserted, deleted, last_error as "lastError", requested_at as "requestedAt", started_at as "startedAt",
             finished_at as "finishedAt", last_success_at as "lastSuccessAt"
      from public.quickbooks_syncs where organization_id = ${orgId}`
    if (s) return plain<TQuickbooksSyncStatus>(s)
    return {
      organizationId: orgId,
      state: 'never',
      cause: null,
      step: null,
      stepsDone: 0,
      stepsTotal: 0,
      upserted: null,
      deleted: null,
      lastError: null,
      requestedAt: null,
      startedAt: null,
      finishedAt: null,
      lastSuccessAt: null,
    }
  })
}
