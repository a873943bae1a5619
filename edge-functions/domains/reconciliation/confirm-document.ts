/**
 * A bookkeeper confirms (or corrects) what a supporting document says; only then do its figures count. Confirming
 * opens the period's reconciliation (or takes the statement's figures into the one already open for that period) and
 * refreshes it; the tracker marks the month completed (trigger). An unconfirmed document may be discarded, with its
 * uploaded file.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { toCents } from '../../../shared/schemas/ledger.ts'
import type { TConfirmDocumentRequest } from '../../../shared/schemas/reconciliation.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { refreshReconciliation } from './refresh-reconciliation.ts'
import { checkStatementPeriod } from './statement-period.ts'

async function loadDocument(tx: Tx, organizationId: string, documentId: string) {
  const [d] = await tx`select d.id, d.status, d.statement_account_id, d.file_id, a.account_chart_name
    from public.reconciliation_documents d join public.statement_accounts a on a.id = d.statement_account_id
    where d.id = ${documentId} and d.organization_id = ${organizationId} for update of d`
  if (!d) throw new AppError('not_found', 'Supporting document not found')
  return d
}

export async function confirmDocument({
  tx,
  organizationId,
  documentId,
  input,
}: {
  tx: Tx
  organizationId: string
  documentId: string
  input: TConfirmDocumentRequest
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const d = await loadDocument(tx, organizationId, documentId)
  if (d.status === 'confirmed') throw new AppError('conflict', 'This statement is confirmed already')
  await checkStatementPeriod({
    tx,
    statementAccountId: d.statement_account_id,
    accountName: d.account_chart_name,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
  })
  const start = toCents(input.startBalance)
  const end = toCents(input.endBalance)
  await tx`update public.reconciliation_documents set status = 'confirmed', confirmed_at = now(), confirmed_by = auth.uid(),
      period_start = ${input.periodStart}, period_end = ${input.periodEnd}, start_balance_cents = ${start},
      end_balance_cents = ${end}, updated_at = now()
    where id = ${documentId}`
  const [r] =
    await tx`insert into public.reconciliations (organization_id, statement_account_id, period_start, period_end,
      document_id, statement_starting_balance_cents, statement_ending_balance_cents)
    values (${organizationId}, ${d.statement_account_id}, ${input.periodStart}, ${input.periodEnd}, ${documentId}, ${start}, ${end})
    on conflict (statement_account_id, period_start) do update set period_end = excluded.period_end,
      document_id = excluded.document_id, statement_starting_balance_cents = excluded.statement_starting_balance_cents,
      statement_ending_balance_cents = excluded.statement_ending_balance_cents
    returning id`
  await refreshReconciliation({ tx, organizationId, reconciliationId: r.id })
  return { reconciliationId: r.id as string }
}

export async function discardDocument({
  tx,
  organizationId,
  documentId,
}: {
  tx: Tx
  organizationId: string
  documentId: string
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const d = await loadDocument(tx, organizationId, documentId)
  if (d.status === 'confirmed') throw new AppError('conflict', 'A confirmed statement stays with its reconciliation')
  await tx`delete from public.reconciliation_documents where id = ${documentId}`
  if (!d.file_id) return { path: null }
  const [f] = await tx`delete from public.files where id = ${d.file_id} returning path`
  // the caller removes the object once this commits (Storage knows nothing of the row)
  return { path: (f?.path as string | undefined) ?? null }
}
