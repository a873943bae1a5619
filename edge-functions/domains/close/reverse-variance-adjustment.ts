/**
 * Reversing a posted variance adjustment: the opposite entry (Dr the account it left, Cr the one it went to) on the
 * same day, so the month's figures are as before, recorded among the product's entries (source_ref
 * `variance_analysis_adjustments:<id>:reversal`). The posted entry is never deleted: the ledger keeps both, and the
 * adjustment lists both. Only while the month is open (book-variance-adjustment.ts `openMonth`).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertPreparer } from '../../_shared/access.ts'
import { getLedger } from '../books/get-ledger.ts'
import { openMonth, postAdjustmentEntry } from './book-variance-adjustment.ts'
import { loadAdjustment } from './propose-variance-adjustment.ts'

export async function reverseVarianceAdjustment({
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
  const a = await loadAdjustment(tx, { organizationId, analysisId, adjustmentId, want: 'posted' })
  const ledger = await getLedger({ orgId: organizationId, tx })
  const reversalId = await postAdjustmentEntry(tx, {
    organizationId,
    ledger,
    adjustmentId,
    month,
    cents: a.cents,
    debit: a.from_account_id,
    credit: a.to_account_id,
    memo: a.memo,
    reversal: true,
  })
  await tx`update public.variance_analysis_adjustments set status = 'reversed',
      reversal_ledger_transaction_id = ${reversalId}, reversed_by = auth.uid(), reversed_at = now()
    where id = ${adjustmentId}`
  return { adjustmentId, reversalLedgerTransactionId: reversalId }
}
