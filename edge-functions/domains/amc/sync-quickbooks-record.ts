/**
 * Ask My Client for QuickBooks-backed organizations: every Purchase, Deposit, JournalEntry or Bill that a sync or an
 * entity-change webhook stores is checked for lines in ASK MY CLIENT; parked ones become questions, moved or deleted
 * ones close theirs. Runs in the job's service-role transaction (the caller scopes it to one organization).
 */
import type { Tx } from '../../_shared/db.ts'
import {
  AMC_QUICKBOOKS_KINDS,
  detectAmc,
  type AmcQuickbooksEntity,
  type QuickbooksRecord,
} from '../../../shared/rules/amc-quickbooks.ts'

export const isAmcEntity = (entity: string): entity is AmcQuickbooksEntity => entity in AMC_QUICKBOOKS_KINDS

export async function syncQuickbooksRecord({
  tx,
  orgId,
  entity,
  record,
  deletedId,
}: {
  tx: Tx
  orgId: string
  entity: string
  record?: QuickbooksRecord
  deletedId?: string
}) {
  if (!isAmcEntity(entity)) return null
  if (deletedId) {
    await tx`update public.amc_questions set deleted_at = now()
             where organization_id = ${orgId} and transaction_id = ${`${entity}:${deletedId}`} and deleted_at is null`
    return null
  }
  if (!record) return null
  const refs = (record.Line ?? [])
    .map((l) => (l.AccountBasedExpenseLineDetail ?? l.DepositLineDetail ?? l.JournalEntryLineDetail)?.AccountRef?.value)
    .filter(Boolean) as string[]
  const names: Record<string, string> = {}
  if (refs.length) {
    for (const r of await tx`select qb_account_id, fully_qualified_name from public.quickbooks_accounts where organization_id = ${orgId} and qb_account_id = any(${refs})`) {
      names[r.qb_account_id] = r.fully_qualified_name
    }
  }
  const d = detectAmc(entity, record, names)
  const ledgerRecord = {
    kind: entity,
    id: record.Id,
    lineId: d.lineId,
    syncToken: record.SyncToken ?? null,
    provider: 'quickbooks',
  }
  const [row] =
    await tx`select private.amc_sync_transaction(${orgId}, ${`${entity}:${record.Id}`}, ${d.recordKind}::public.amc_record_kind,
    ${d.accountName ?? ''}, ${d.amountCents}, ${record.TxnDate ?? null}, ${d.vendor}, ${d.description}, ${tx.json(ledgerRecord)}, ${d.inAmc}) as id`
  return row.id as string | null
}
