/** Export the built-in ledger (accrual postings) as an hledger journal. */
import type postgres from 'postgres'
import { toHledgerJournal, type ExportTxn } from '../../../shared/ledger/journal-io.ts'
import { loadAccounts } from './run-report.ts'

export async function exportJournal({
  q,
  orgId,
  start,
  end,
}: {
  q: postgres.Sql | postgres.TransactionSql
  orgId: string
  start?: string
  end?: string
}): Promise<string> {
  const accounts = await loadAccounts(q, orgId)
  const rows = await q`
    select t.id, t.kind, t.txn_date::text as d, t.doc_number, n.display_name, t.private_note,
           json_agg(json_build_array(p.account_id::text, p.amount_cents) order by p.id) as ps
    from public.ledger_transactions t
    join public.ledger_postings p on p.transaction_id = t.id and p.basis <> 2
    left join public.ledger_names n on n.id = t.name_id
    where t.organization_id = ${orgId} and t.deleted_at is null
      ${start ? q`and t.txn_date >= ${start}::date` : q``} ${end ? q`and t.txn_date <= ${end}::date` : q``}
    group by t.id, n.display_name order by t.txn_date, t.id`
  const txns: ExportTxn[] = rows.map((r) => ({
    id: String(r.id),
    date: r.d,
    kind: r.kind,
    docNumber: r.doc_number,
    payee: r.display_name,
    memo: r.private_note,
    postings: (r.ps as [string, number][]).map(([accountId, amount]) => ({ accountId, amount: Number(amount) })),
  }))
  return toHledgerJournal(accounts, txns)
}
