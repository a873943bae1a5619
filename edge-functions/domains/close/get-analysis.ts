/**
 * One variance analysis with its kept lines, the unusual-transaction analysis, its notes (author name and role) and
 * the people who may review it (the organization's reviewers, then admins and owners).
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import type { TVarianceNote } from '../../../shared/schemas/close.ts'
import type { TUnusualGroup, TVarianceLine } from '../../../shared/rules/variance-analysis.ts'
import { assertCloseReader } from '../../_shared/access.ts'
import { loadAnalysis } from './analyses.ts'
import { NOTE_COLUMNS } from './notes.ts'
import { listAdjustments } from './book-variance-adjustment.ts'
import { listReviewers } from './reviewers.ts'

export async function getAnalysis({
  tx,
  organizationId,
  analysisId,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
}) {
  const access = await assertCloseReader({ tx, organizationId })
  const analysis = await loadAnalysis(tx, organizationId, analysisId)
  const [kept] = await tx`select profit_and_loss -> 'lines' as pnl, balance_sheet -> 'lines' as bs,
      unusual_transactions as unusual
    from public.variance_analyses where id = ${analysisId}`
  const notes = plain<TVarianceNote[]>(
    await tx`select ${tx.unsafe(NOTE_COLUMNS)} from public.variance_notes n left join public.users u on u.id = n.user_id
      where n.variance_analysis_id = ${analysisId} order by n.created_at, n.id`,
  )
  const adjustments = await listAdjustments(tx, analysisId)
  const profitAndLoss = (kept.pnl ?? []) as TVarianceLine[]
  const unusual = (kept.unusual ?? []) as TUnusualGroup[]
  return {
    ...analysis,
    profitAndLoss,
    balanceSheet: (kept.bs ?? []) as TVarianceLine[],
    unusualTransactions: unusual,
    notes,
    adjustments,
    reviewers: await listReviewers(tx, organizationId),
    canPrepare: access.prepare,
    canReview: access.review,
    empty: unusual.length === 0 && profitAndLoss.every((l) => !l.previousCents && !l.currentCents),
  }
}
