/**
 * A QuickBooks entry the product posted and someone deleted in QuickBooks: the sync that learns of it (change data
 * capture, an entity-change webhook, or a full read that no longer finds it) marks its journal-entry record, and the
 * schedule shows the period's entry as deleted in the ledger. The period stays posted (it is not posted again on its
 * own: a bookkeeper may have deleted it on purpose); the assigned bookkeepers are told once per entry.
 */
import type { Tx } from '../../_shared/db.ts'
import { notifyStaff } from './notify-staff.ts'

export async function markDeletedEntries({
  tx,
  orgId,
  deletedIds,
  liveIds,
  readSince = new Date(),
}: {
  tx: Tx
  orgId: string
  /** ids QuickBooks reported deleted */
  deletedIds?: string[]
  /** after a full read: every JournalEntry id QuickBooks has; the product's entries missing from it are gone */
  liveIds?: string[]
  /** with liveIds: when the read began (an entry posted while it ran is not in it, yet not deleted) */
  readSince?: Date
}): Promise<number> {
  if (!deletedIds?.length && !liveIds) return 0
  const marked = await tx`update public.journal_entries set deleted_in_ledger_at = now()
    where organization_id = ${orgId} and ledger = 'quickbooks' and deleted_in_ledger_at is null
      and (journal_entry_id = any(${deletedIds ?? []}::text[])
           or (${liveIds !== undefined} and created_at < ${readSince} and not journal_entry_id = any(${liveIds ?? []}::text[])))
    returning type, journal_entry_date::text as date, doc_number`
  if (marked.length)
    await notifyStaff({
      tx,
      organizationId: orgId,
      title: `${marked.length === 1 ? 'An entry' : `${marked.length} entries`} the schedules posted ${marked.length === 1 ? 'was' : 'were'} deleted in QuickBooks`,
      details: { deleted: marked.map((m) => ({ type: m.type, date: m.date, docNumber: m.doc_number })) },
    })
  return marked.length
}
