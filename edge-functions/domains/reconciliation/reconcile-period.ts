/**
 * Reconcile: refresh the period's figures, then mark it reconciled with its method. The database guard refuses when
 * the balances differ without an explanation (the same rule as shared/rules/reconciliation.ts, which words the
 * refusal before the database is asked). Reopen clears the mark, so the figures may change again.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { reconcileBlocker, type TReconciliationMethod } from '../../../shared/rules/reconciliation.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { refreshReconciliation } from './refresh-reconciliation.ts'

export async function reconcilePeriod({
  tx,
  organizationId,
  reconciliationId,
  input,
}: {
  tx: Tx
  organizationId: string
  reconciliationId: string
  input: { method: TReconciliationMethod; explanation?: string }
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const loaded = await refreshReconciliation({ tx, organizationId, reconciliationId })
  if (loaded.reconciliation.reconciledAt) throw new AppError('conflict', 'This period is reconciled already')
  const explanation = input.explanation?.trim() || null
  const [row] = await tx`update public.reconciliations set explanation = ${explanation} where id = ${reconciliationId}
    returning statement_starting_balance_cents::float8 as "statementStartingBalanceCents",
      statement_ending_balance_cents::float8 as "statementEndingBalanceCents",
      feed_starting_balance_cents::float8 as "feedStartingBalanceCents", feed_ending_balance_cents::float8 as "feedEndingBalanceCents",
      ledger_starting_balance_cents::float8 as "ledgerStartingBalanceCents",
      ledger_ending_balance_cents::float8 as "ledgerEndingBalanceCents"`
  const blocker = reconcileBlocker(row as Parameters<typeof reconcileBlocker>[0], explanation)
  if (blocker)
    throw new AppError('unprocessable', blocker, {
      fields: [{ path: blocker.includes('explain') ? 'explanation' : 'method', message: blocker }],
    })
  await tx`update public.reconciliations set reconciled_at = now(), reconciled_by = auth.uid(), method = ${input.method}
    where id = ${reconciliationId}`
  return loaded
}

export async function reopenPeriod({
  tx,
  organizationId,
  reconciliationId,
}: {
  tx: Tx
  organizationId: string
  reconciliationId: string
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const [row] = await tx`update public.reconciliations set reconciled_at = null, reconciled_by = null, method = null
    where id = ${reconciliationId} and organization_id = ${organizationId} and reconciled_at is not null returning id`
  if (!row) throw new AppError('not_found', 'No reconciled period with this id')
}
