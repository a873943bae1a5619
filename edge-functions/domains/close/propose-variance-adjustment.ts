/**
 * A proposed variance adjustment: a reviewer or bookkeeper reading a line proposes to move an amount between two
 * accounts; nothing reaches the ledger until a preparer (the client's bookkeepers and admins) posts it, with the
 * same checks as posting at once (book-variance-adjustment.ts). A reviewer proposes and never posts: the person who
 * prepares the books puts entries in them.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertCloseReader, assertPreparer } from '../../_shared/access.ts'
import { toCents } from '../../../shared/schemas/ledger.ts'
import type { ZVarianceAdjustmentRequestSchema } from '../../../shared/schemas/close.ts'
import { getLedger } from '../books/get-ledger.ts'
import { assertAccounts, openMonth, postAdjustmentEntry } from './book-variance-adjustment.ts'

export async function proposeVarianceAdjustment({
  tx,
  organizationId,
  analysisId,
  input,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
  input: z.infer<typeof ZVarianceAdjustmentRequestSchema>
}) {
  await assertCloseReader({ tx, organizationId })
  await openMonth(tx, organizationId, analysisId)
  await assertAccounts(await getLedger({ orgId: organizationId, tx }), input.fromAccountId, input.toAccountId)
  const [{ id }] = await tx`insert into public.variance_analysis_adjustments (organization_id, variance_analysis_id,
      line_path, status, amount_cents, from_account_id, to_account_id, memo, proposed_by)
    values (${organizationId}, ${analysisId}, ${input.path ?? null}, 'proposed', ${toCents(input.amount)},
      ${input.fromAccountId}, ${input.toAccountId}, ${input.memo}, auth.uid())
    returning id`
  return { adjustmentId: id as string }
}

/** The adjustment, locked, in the state a step needs, else a refusal that says what it is instead. */
export async function loadAdjustment(
  tx: Tx,
  e: { organizationId: string; analysisId: string; adjustmentId: string; want: 'proposed' | 'posted' },
) {
  const [row] = await tx`select id, status, amount_cents::float8 as cents, from_account_id, to_account_id, memo,
      ledger_transaction_id
    from public.variance_analysis_adjustments
    where id = ${e.adjustmentId} and organization_id = ${e.organizationId} and variance_analysis_id = ${e.analysisId}
    for update`
  if (!row) throw new AppError('not_found', 'No such adjustment on this analysis')
  if (row.status !== e.want)
    throw new AppError(
      'conflict',
      row.status === 'proposed'
        ? 'This adjustment is only proposed: post it before reversing it'
        : row.status === 'posted'
          ? 'This adjustment is already posted'
          : 'This adjustment is already reversed',
    )
  return row as {
    id: string
    cents: number
    from_account_id: string
    to_account_id: string
    memo: string
    ledger_transaction_id: string | null
  }
}

/** A preparer posts a proposal: the entry goes to the ledger and the product's record, the proposal becomes posted. */
export async function postProposedAdjustment({
  tx,
  organizationId,
  analysisId,
  adjustmentId,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
  adjustmentId: string
}) {
  await assertPreparer({ tx, organizationId })
  const month = await openMonth(tx, organizationId, analysisId)
  const a = await loadAdjustment(tx, { organizationId, analysisId, adjustmentId, want: 'proposed' })
  const ledger = await getLedger({ orgId: organizationId, tx })
  await assertAccounts(ledger, a.from_account_id, a.to_account_id)
  const ledgerTransactionId = await postAdjustmentEntry(tx, {
    organizationId,
    ledger,
    adjustmentId,
    month,
    cents: a.cents,
    debit: a.to_account_id,
    credit: a.from_account_id,
    memo: a.memo,
    reversal: false,
  })
  await tx`update public.variance_analysis_adjustments set status = 'posted',
      ledger_transaction_id = ${ledgerTransactionId}, posted_by = auth.uid(), posted_at = now()
    where id = ${adjustmentId}`
  return { adjustmentId, ledgerTransactionId }
}
