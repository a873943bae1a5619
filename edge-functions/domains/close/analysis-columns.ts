/**
 * The API shape of a variance analysis, one SQL fragment for every read and write, and its derived status (spec §4:
 * from submitted_at, last_sent_at and the newest admin or owner note, by shared/rules/variance-analysis.ts).
 */
import { plain } from '../../_shared/rows.ts'
import type { TVarianceAnalysis } from '../../../shared/schemas/close.ts'
import { varianceStatus } from '../../../shared/rules/variance-analysis.ts'

export const ANALYSIS_COLUMNS = `a.id, a.organization_id as "organizationId", a.start_date::text as "startDate",
  a.end_date::text as "endDate", a.reviewer_id as "reviewerId", a.accounting_method::text as "accountingMethod",
  a.threshold_percentage::float8 as "thresholdPercentage", a.threshold_amount_cents::float8 as "thresholdAmountCents",
  a.submitted_at as "submittedAt", a.last_refreshed_at as "lastRefreshedAt", a.last_sent_at as "lastSentAt",
  a.last_sent_to_bookkeeper as "lastSentToBookkeeper",
  (select max(n.created_at) from public.variance_notes n
    where n.variance_analysis_id = a.id and n.author_role in ('admin', 'owner')) as "newestAdminNoteAt",
  (select count(*)::int from public.variance_notes n
    where n.variance_analysis_id = a.id and n.answer_to is null and n.resolved_at is null) as "openNotes"`

type TRow = Omit<TVarianceAnalysis, 'status'> & { newestAdminNoteAt: string | null }

/** Rows of ANALYSIS_COLUMNS as the API answers them, each with its derived status. */
export function withStatus(rows: unknown): TVarianceAnalysis[] {
  return plain<TRow[]>(rows).map(({ newestAdminNoteAt, ...a }) => ({
    ...a,
    status: varianceStatus({ submittedAt: a.submittedAt, lastSentAt: a.lastSentAt, newestAdminNoteAt }),
  }))
}
