/**
 * Variance analyses of one organization: the list with the organization's default thresholds (spec §3.6
 * organization-level percentageThreshold and dollarThreshold), create a month's analysis, refresh its figures from the
 * report engine, and change its thresholds, method or reviewer (which refreshes it: directions depend on them).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { z } from 'zod'
import { ZOrganizationConfig } from '../../../shared/schemas/organizations.ts'
import type {
  TVarianceAnalysis,
  ZCreateVarianceAnalysisRequestSchema,
  ZUpdateVarianceAnalysisRequestSchema,
} from '../../../shared/schemas/close.ts'
import { DEFAULT_THRESHOLDS } from '../../../shared/rules/variance-analysis.ts'
import { getLedger } from '../books/get-ledger.ts'
import { assertCloseReader, assertPreparer } from '../../_shared/access.ts'
import { ANALYSIS_COLUMNS, withStatus } from './analysis-columns.ts'
import { computeVariance, monthRange, type TVarianceFigures } from './compute-variance.ts'
import { checkReviewer } from './reviewers.ts'

/** The organization's thresholds and method, from its config (spec §3.6), or the product's defaults. */
export async function organizationDefaults(tx: Tx, organizationId: string) {
  const [org] =
    await tx`select config, accounting_method::text as method from public.organizations where id = ${organizationId}`
  const pct = ZOrganizationConfig.shape.percentageThreshold.safeParse(org?.config?.percentageThreshold)
  const dollars = ZOrganizationConfig.shape.dollarThreshold.safeParse(org?.config?.dollarThreshold)
  return {
    thresholdPercentage: (pct.success ? pct.data : undefined) ?? DEFAULT_THRESHOLDS.percentage,
    thresholdAmountCents:
      dollars.success && dollars.data !== undefined ? Math.round(dollars.data * 100) : DEFAULT_THRESHOLDS.amountCents,
    accountingMethod: (org?.method ?? 'accrual') as 'cash' | 'accrual',
  }
}

export async function listAnalyses({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await assertCloseReader({ tx, organizationId })
  const analyses = withStatus(
    await tx`select ${tx.unsafe(ANALYSIS_COLUMNS)} from public.variance_analyses a
      where a.organization_id = ${organizationId} order by a.start_date desc`,
  )
  const max = (k: 'submittedAt' | 'lastSentAt') =>
    analyses.reduce<string | null>((m, a) => (a[k] && (!m || a[k]! > m) ? a[k] : m), null)
  const d = await organizationDefaults(tx, organizationId)
  return {
    analyses,
    defaults: { thresholdPercentage: d.thresholdPercentage, thresholdAmountCents: d.thresholdAmountCents },
    maxSubmittedAt: max('submittedAt'),
    maxLastSentAt: max('lastSentAt'),
    canPrepare: access.prepare,
  }
}

/** Recompute the figures of an analysis and keep them (last_refreshed_at). */
export async function refreshAnalysis({
  tx,
  organizationId,
  analysisId,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
}): Promise<TVarianceFigures> {
  const [a] = await tx`select start_date::text as month, accounting_method::text as method,
      threshold_percentage::float8 as pct, threshold_amount_cents::float8 as amount
    from public.variance_analyses where id = ${analysisId} and organization_id = ${organizationId}`
  if (!a) throw new AppError('not_found', 'No variance analysis with this id')
  const ledger = await getLedger({ orgId: organizationId, tx })
  const figures = await computeVariance({
    ledger,
    month: a.month,
    method: a.method,
    thresholds: { percentage: a.pct, amountCents: a.amount },
  })
  await tx`update public.variance_analyses set
      profit_and_loss = ${tx.json({ lines: figures.profitAndLoss })},
      balance_sheet = ${tx.json({ lines: figures.balanceSheet })},
      unusual_transactions = ${tx.json(figures.unusualTransactions)},
      last_refreshed_at = now()
    where id = ${analysisId}`
  return figures
}

export async function createAnalysis({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: z.infer<typeof ZCreateVarianceAnalysisRequestSchema>
}): Promise<string> {
  await assertPreparer({ tx, organizationId })
  await checkReviewer(tx, organizationId, input.reviewerId)
  const d = await organizationDefaults(tx, organizationId)
  const { start, end } = monthRange(input.month)
  const [exists] =
    await tx`select id from public.variance_analyses where organization_id = ${organizationId} and start_date = ${start}`
  if (exists)
    throw new AppError('conflict', 'This month has a variance analysis already', {
      fields: [{ path: 'month', message: 'This month has a variance analysis already' }],
    })
  const [row] = await tx`insert into public.variance_analyses (organization_id, start_date, end_date, reviewer_id,
      accounting_method, threshold_percentage, threshold_amount_cents)
    values (${organizationId}, ${start}, ${end}, ${input.reviewerId ?? null},
      ${input.accountingMethod ?? d.accountingMethod}::public.accounting_method,
      ${input.thresholdPercentage ?? d.thresholdPercentage},
      ${input.thresholdAmount === undefined ? d.thresholdAmountCents : Math.round(input.thresholdAmount * 100)})
    returning id`
  await refreshAnalysis({ tx, organizationId, analysisId: row.id })
  return row.id
}

export async function updateAnalysis({
  tx,
  organizationId,
  analysisId,
  patch,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
  patch: z.infer<typeof ZUpdateVarianceAnalysisRequestSchema>
}): Promise<void> {
  await assertPreparer({ tx, organizationId })
  await checkReviewer(tx, organizationId, patch.reviewerId)
  const [current] = await tx`select submitted_at from public.variance_analyses
    where id = ${analysisId} and organization_id = ${organizationId}`
  if (current?.submitted_at)
    throw new AppError('conflict', 'This variance analysis is submitted: reopen it to change it')
  const [row] = await tx`update public.variance_analyses set
      accounting_method = coalesce(${patch.accountingMethod ?? null}::public.accounting_method, accounting_method),
      threshold_percentage = coalesce(${patch.thresholdPercentage ?? null}::numeric, threshold_percentage),
      threshold_amount_cents = coalesce(${patch.thresholdAmount === undefined ? null : Math.round(patch.thresholdAmount * 100)}::bigint, threshold_amount_cents),
      reviewer_id = case when ${patch.reviewerId !== undefined} then ${patch.reviewerId ?? null}::uuid else reviewer_id end
    where id = ${analysisId} and organization_id = ${organizationId} returning id`
  if (!row) throw new AppError('not_found', 'No variance analysis with this id')
  await refreshAnalysis({ tx, organizationId, analysisId })
}

/** The analysis as the list shows it (one row). */
export async function loadAnalysis(tx: Tx, organizationId: string, analysisId: string): Promise<TVarianceAnalysis> {
  const [a] = withStatus(
    await tx`select ${tx.unsafe(ANALYSIS_COLUMNS)} from public.variance_analyses a
      where a.id = ${analysisId} and a.organization_id = ${organizationId}`,
  )
  if (!a) throw new AppError('not_found', 'No variance analysis with this id')
  return a
}
