/**
 * Bookkeepers accept or reject suggested matches in bulk. Accepting checks that no line of the chosen matches is
 * already in an accepted match (two suggestions can share a line once lines moved); then the period is refreshed, so
 * the unreconciled counts and the remaining suggestions follow.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { refreshReconciliation } from './refresh-reconciliation.ts'

export async function decideMatches({
  tx,
  organizationId,
  reconciliationId,
  matchIds,
  decision,
}: {
  tx: Tx
  organizationId: string
  reconciliationId: string
  matchIds: string[]
  decision: 'accepted' | 'rejected'
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const [r] = await tx`select reconciled_at from public.reconciliations
    where id = ${reconciliationId} and organization_id = ${organizationId} for update`
  if (!r) throw new AppError('not_found', 'Reconciliation not found')
  if (r.reconciled_at)
    throw new AppError('unprocessable', 'This period is reconciled: reopen it before changing its matches')
  const chosen =
    await tx`select id, feed_line_ids::text[] as feed, ledger_line_ids as ledger from public.reconciliation_matches
    where reconciliation_id = ${reconciliationId} and id = any(${matchIds}::uuid[]) and status = 'suggested'`
  if (chosen.length !== new Set(matchIds).size)
    throw new AppError('unprocessable', 'Some of these matches are no longer suggested: refresh and choose again', {
      fields: [{ path: 'matchIds', message: 'Some matches are no longer suggested' }],
    })
  if (decision === 'accepted') {
    const [clash] = await tx`select 1 from public.reconciliation_matches m
      where m.reconciliation_id = ${reconciliationId} and m.status = 'accepted'
        and (m.feed_line_ids && ${chosen.flatMap((c) => c.feed)}::uuid[] or m.ledger_line_ids && ${chosen.flatMap((c) => c.ledger)}::text[])`
    const lines = chosen.flatMap((c) => [...c.feed, ...c.ledger])
    if (clash || new Set(lines).size !== lines.length)
      throw new AppError('unprocessable', 'Two of these matches use the same line: accept one of them', {
        fields: [{ path: 'matchIds', message: 'Two matches use the same line' }],
      })
  }
  await tx`update public.reconciliation_matches set status = ${decision}, decided_by = auth.uid(), decided_at = now()
    where id = any(${matchIds}::uuid[])`
  await refreshReconciliation({ tx, organizationId, reconciliationId })
  return { decided: chosen.length }
}
