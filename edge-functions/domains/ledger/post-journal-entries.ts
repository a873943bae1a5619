/**
 * The built-in ledger's `postJournalEntries`: the product's own entries (schedules' periods), written in bulk. An
 * entry whose DocNumber the organization's ledger already has (live) is returned, not written again, as QuickBooks'
 * side does (quickbooks-ledger.ts), so a posting retried after a failure cannot double an entry. Accounts must exist.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { toCents, type TCreateTxn, type TJournalEntry } from '../../../shared/schemas/ledger.ts'
import { transactionEntity } from './get-transaction.ts'
import { insertJournalEntries } from './import-journal.ts'

export async function postJournalEntries({
  tx,
  orgId,
  entries,
}: {
  tx: Tx
  orgId: string
  entries: TCreateTxn<'JournalEntry'>[]
}): Promise<TJournalEntry[]> {
  if (entries.length === 0) return []
  const docs = entries.map((e) => e.DocNumber ?? '')
  const existing = await tx`select id, sync_token, txn_date::text, total_cents, body, created_at, updated_at, doc_number
    from public.ledger_transactions where organization_id = ${orgId} and kind = 'JournalEntry' and deleted_at is null
      and doc_number = any(${docs.filter(Boolean)}::text[])`
  const byDoc = new Map(existing.map((r) => [r.doc_number as string, transactionEntity(r) as TJournalEntry]))
  const fresh = entries.filter((e) => !e.DocNumber || !byDoc.has(e.DocNumber))
  const accountIds = [...new Set(fresh.flatMap((e) => e.Line.map((l) => l.JournalEntryLineDetail!.AccountRef.value)))]
  const accounts = await tx`select id::text, fully_qualified_name from public.ledger_accounts
    where organization_id = ${orgId} and id = any(${accountIds}::bigint[])`
  const names = new Map(accounts.map((a) => [a.id as string, a.fully_qualified_name as string]))
  const missing = accountIds.find((id) => !names.has(id))
  if (missing) throw new AppError('validation_failed', `Account ${missing} does not exist in the ledger`)
  const rows = await insertJournalEntries(
    tx,
    orgId,
    fresh.map((e) => ({
      date: e.TxnDate,
      code: e.DocNumber,
      description: e.PrivateNote ?? '',
      postings: e.Line.map((l) => {
        const d = l.JournalEntryLineDetail!
        const cents = toCents(l.Amount)
        return {
          accountId: d.AccountRef.value,
          accountName: names.get(d.AccountRef.value),
          amount: d.PostingType === 'Debit' ? cents : -cents,
          memo: l.Description,
        }
      }),
    })),
    'system',
  )
  const created = new Map(rows.map((r, i) => [fresh[i], transactionEntity(r) as TJournalEntry]))
  return entries.map((e) => created.get(e) ?? byDoc.get(e.DocNumber!)!)
}
