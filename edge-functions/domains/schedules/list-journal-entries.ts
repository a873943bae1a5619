/**
 * The product's journal-entry record of an organization, newest first, optionally of one type (as the caller: RLS).
 * An entry posted from a variance analysis names its analysis and adjustment (`varianceAnalysis`), so the Entries
 * screen links back to the line it was made on; null for the rest, and for readers who may not see the close.
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import type { TJournalEntryType } from '../../../shared/rules/schedules.ts'
import type { TJournalEntryRecord } from '../../../shared/schemas/schedules.ts'
import { JOURNAL_ENTRY_COLUMNS } from './list-schedules.ts'

export async function listJournalEntries({ tx, orgId, type }: { tx: Tx; orgId: string; type?: TJournalEntryType }) {
  const rows = await tx`select ${tx.unsafe(JOURNAL_ENTRY_COLUMNS)}, j.raw, va.variance_analysis as "varianceAnalysis"
    from public.journal_entries j
    left join lateral (select jsonb_build_object('id', a.id, 'month', a.start_date::text, 'adjustmentId', v.id,
        'reversal', j.source_ref like '%:reversal') as variance_analysis
      from public.variance_analysis_adjustments v join public.variance_analyses a on a.id = v.variance_analysis_id
      where v.id = case when j.source_ref like 'variance_analysis_adjustments:%'
        then split_part(j.source_ref, ':', 2)::uuid end) va on true
    where j.organization_id = ${orgId} and (${type ?? null}::public.journal_entry_type is null or j.type = ${type ?? null})
    order by j.journal_entry_date desc, j.created_at desc limit 1000`
  return plain<
    (TJournalEntryRecord & {
      raw: Record<string, unknown>
      varianceAnalysis: { id: string; month: string; adjustmentId: string; reversal: boolean } | null
    })[]
  >(rows)
}
