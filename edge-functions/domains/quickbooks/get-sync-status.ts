/** The organization's latest QuickBooks sync as the caller may see it (runs as the user, so RLS decides). */
import { asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TQuickbooksSyncStatus } from '../../../shared/schemas/quickbooks.ts'

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null)

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
    const [s] = await tx`select * from public.quickbooks_syncs where organization_id = ${orgId}`
    if (!s) {
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
    }
    return {
      organizationId: orgId,
      state: s.state,
      cause: s.cause,
      step: s.step,
      stepsDone: s.steps_done,
      stepsTotal: s.steps_total,
      upserted: s.upserted,
      deleted: s.deleted,
      lastError: s.last_error,
      requestedAt: iso(s.requested_at),
      startedAt: iso(s.started_at),
      finishedAt: iso(s.finished_at),
      lastSuccessAt: iso(s.last_success_at),
    }
  })
}
