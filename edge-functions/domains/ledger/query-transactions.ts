/** Postings by account, date range, kind or vendor, newest first (built-in ledger). */
import type { Tx } from '../../_shared/db.ts'
import {
  ZQueryTransactionsRequestSchema,
  fromCents,
  type TPosting,
  type TQueryTransactionsRequest,
} from '../../../shared/schemas/ledger.ts'

export async function queryTransactions({
  tx,
  orgId,
  q,
}: {
  tx: Tx
  orgId: string
  q: TQueryTransactionsRequest
}): Promise<TPosting[]> {
  const f = ZQueryTransactionsRequestSchema.parse(q)
  const rows = await tx`
    select p.transaction_id, p.line_id, p.txn_date::text, p.amount_cents, p.description, p.account_id, a.fully_qualified_name,
           t.kind, t.doc_number, n.id as name_id, n.display_name, p.class_id
    from public.ledger_postings p
    join public.ledger_transactions t on t.id = p.transaction_id
    join public.ledger_accounts a on a.id = p.account_id
    left join public.ledger_names n on n.id = coalesce(p.name_id, t.name_id)
    where p.organization_id = ${orgId} and p.basis <> 2
      ${f.accountId ? tx`and p.account_id = ${f.accountId}` : tx``}
      ${f.startDate ? tx`and p.txn_date >= ${f.startDate}` : tx``}
      ${f.endDate ? tx`and p.txn_date <= ${f.endDate}` : tx``}
      ${f.kinds?.length ? tx`and t.kind = any(${f.kinds}::public.ledger_txn_kind[])` : tx``}
      ${f.vendorId ? tx`and coalesce(p.name_id, t.name_id) = ${f.vendorId}` : tx``}
    order by p.txn_date desc, p.transaction_id desc, p.id
    limit ${f.limit} offset ${f.offset}`
  return rows.map((r) => ({
    kind: r.kind,
    txnId: String(r.transaction_id),
    lineId: r.line_id,
    TxnDate: r.txn_date,
    ...(r.doc_number ? { DocNumber: r.doc_number } : {}),
    AccountRef: { value: String(r.account_id), name: r.fully_qualified_name },
    Amount: fromCents(r.amount_cents),
    ...(r.description ? { Description: r.description } : {}),
    ...(r.name_id ? { EntityRef: { value: String(r.name_id), name: r.display_name } } : {}),
    ...(r.class_id ? { ClassRef: { value: String(r.class_id) } } : {}),
  }))
}
