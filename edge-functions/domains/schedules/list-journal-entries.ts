/** The product's journal-entry record of an organization, newest first, optionally of one type (as the caller: RLS). */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import type { TJournalEntryType } from '../../../shared/rules/schedules.ts'
import type { TJournalEntryRecord } from '../../../shared/schemas/schedules.ts'
import { JOURNAL_ENTRY_COLUMNS } from './list-schedules.ts'

export async function listJournalEntries({ tx, orgId, type }: { tx: Tx; orgId: string; type?: TJournalEntryType }) {
  const rows = await tx`select ${tx.unsafe(JOURNAL_ENTRY_COLUMNS)}, j.raw from public.journal_entries j
    where j.organization_id = ${orgId} and (${type ?? null}::public.journal_entry_type is null or j.type = ${type ?? null})
    order by j.journal_entry_date desc, j.created_at desc limit 1000`
  return plain<(TJournalEntryRecord & { raw: Record<string, unknown> })[]>(rows)
}
