/**
 * "Post again": a bookkeeper asks for a schedule period whose entry was deleted in QuickBooks to be posted again
 * (public.request_schedule_repost, as the user: staff only, a deleted period entry only, once). The `schedules.post`
 * job posts it and records the new entry linked to the deleted one (post-due-schedules.ts, docs/schedules.md).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import type { TJournalEntryRecord } from '../../../shared/schemas/schedules.ts'
import { JOURNAL_ENTRY_COLUMNS } from './list-schedules.ts'

export async function requestPostAgain({ tx, orgId, id }: { tx: Tx; orgId: string; id: string }) {
  const [mine] = await tx`select 1 from public.journal_entries where id = ${id} and organization_id = ${orgId}`
  if (!mine) throw new AppError('not_found', 'Entry not found')
  await tx`select public.request_schedule_repost(${id})`
  const [entry] = await tx`select ${tx.unsafe(JOURNAL_ENTRY_COLUMNS)} from public.journal_entries j where j.id = ${id}`
  return plain<TJournalEntryRecord>(entry)
}
