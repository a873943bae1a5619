/** Read built-in ledger transactions as their QuickBooks v3 entities: by id, or by DocNumber. */
import type { Row, Tx } from '../../_shared/db.ts'
import { fromCents, type TTxnByKind, type TTxnKind } from '../../../shared/schemas/ledger.ts'

/** A transaction row (id, sync_token, txn_date, total_cents, body, created_at, updated_at) as its entity. */
export function transactionEntity(r: Row) {
  return {
    ...r.body,
    Id: String(r.id),
    SyncToken: String(r.sync_token),
    TxnDate: typeof r.txn_date === 'string' ? r.txn_date : new Date(r.txn_date).toISOString().slice(0, 10),
    TotalAmt: fromCents(r.total_cents),
    MetaData: {
      CreateTime: new Date(r.created_at).toISOString(),
      LastUpdatedTime: new Date(r.updated_at).toISOString(),
    },
  }
}

export async function getTransaction<K extends TTxnKind>({
  tx,
  orgId,
  kind,
  id,
}: {
  tx: Tx
  orgId: string
  kind: K
  id: string
}): Promise<TTxnByKind[K] | null> {
  if (!/^\d{1,18}$/.test(id)) return null
  const [r] =
    await tx`select id, sync_token, txn_date::text, total_cents, body, created_at, updated_at from public.ledger_transactions
    where organization_id = ${orgId} and id = ${id} and kind = ${kind} and deleted_at is null`
  return r ? (transactionEntity(r) as TTxnByKind[K]) : null
}

/** The transactions of a kind with this DocNumber, oldest first. */
export async function findByDocNumber<K extends TTxnKind>({
  tx,
  orgId,
  kind,
  docNumber,
}: {
  tx: Tx
  orgId: string
  kind: K
  docNumber: string
}): Promise<TTxnByKind[K][]> {
  const rows =
    await tx`select id, sync_token, txn_date::text, total_cents, body, created_at, updated_at from public.ledger_transactions
    where organization_id = ${orgId} and kind = ${kind} and doc_number = ${docNumber} and deleted_at is null order by id`
  return rows.map((r) => transactionEntity(r) as TTxnByKind[K])
}
