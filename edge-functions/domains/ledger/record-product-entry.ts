/**
 * Records an entry the product posted (public.journal_entries through private.record_product_entry, which lets a
 * staff member's request record it): its type (spec accounting §3.1), the ledger's id, sync token, date and raw
 * entity, and what made it (`sourceRef`, "<table>:<id>"), so every entry is traced from the ledger to its cause and
 * back. Schedules, Stripe and payroll record theirs in bulk in their own posting transactions (docs/ledger.md).
 */
import type { Tx } from '../../_shared/db.ts'
import type { TJournalEntry } from '../../../shared/schemas/ledger.ts'

export type ProductEntryType =
  | 'expense'
  | 'accrued_expense'
  | 'accrued_expense_reversal'
  | 'general'
  | 'variance_analysis'

export async function recordProductEntry(
  tx: Tx,
  e: {
    organizationId: string
    type: ProductEntryType
    ledger: 'builtin' | 'quickbooks'
    entry: TJournalEntry
    cents: number
    sourceRef: string
  },
): Promise<string> {
  const [{ id }] = await tx`select private.record_product_entry(${e.organizationId}::uuid,
    ${e.type}::public.journal_entry_type, ${e.ledger}, ${String(e.entry.Id)}, ${e.entry.SyncToken ?? null},
    ${e.entry.TxnDate}::date, ${e.entry.DocNumber ?? null}, ${Math.abs(e.cents)}::bigint,
    ${tx.json(e.entry as never)}, ${e.sourceRef}) as id`
  return id as string
}
