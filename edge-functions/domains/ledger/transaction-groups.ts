/**
 * The LedgerPort's `transactionGroups`: totals by account, name and type of the postings in a range, split at a
 * date, as the transaction detail by account report shows them (accounts by their full name, names as the report's
 * Name column, types by QuickBooks' labels, amounts with the report's sign). The variance analysis' unusual
 * transactions read them (shared/rules/variance-analysis.ts).
 *
 * The built-in ledger totals in SQL: a month of a busy ledger is 100,000 postings, which the report would build as
 * rows and the analysis read back only to add them up (0.8 s, against 0.1 s). An external ledger answers the same
 * groups from its detail report.
 */
import type postgres from 'postgres'
import { detailSign, TYPE_LABEL } from '../../../shared/ledger/detail-reports.ts'
import type { TAccountType } from '../../../shared/schemas/ledger.ts'
import type { TRawReport, TReportName, TReportParams } from '../../../shared/schemas/reports.ts'
import {
  groupTransactionItems,
  transactionItems,
  type TTransactionGroupTotals,
} from '../../../shared/rules/variance-analysis.ts'

export type TGroupRange = { start: string; currentStart: string; end: string; method: 'Cash' | 'Accrual' }

/** The built-in ledger's groups, added up by the database (postings as loadDetails in run-report.ts reads them). */
export async function builtinTransactionGroups(
  q: postgres.Sql | postgres.TransactionSql,
  orgId: string,
  r: TGroupRange,
): Promise<TTransactionGroupTotals[]> {
  const excluded = r.method === 'Cash' ? 1 : 2
  const rows = await q`
    select a.id::text as account_id, a.fully_qualified_name as account, a.account_type, t.kind::text as kind,
      coalesce(n.display_name, '') as name,
      coalesce(sum(p.amount_cents) filter (where p.txn_date < ${r.currentStart}::date), 0)::float8 as previous_cents,
      coalesce(sum(p.amount_cents) filter (where p.txn_date >= ${r.currentStart}::date), 0)::float8 as current_cents,
      count(*) filter (where p.txn_date < ${r.currentStart}::date)::int as previous_count,
      count(*) filter (where p.txn_date >= ${r.currentStart}::date)::int as current_count
    from public.ledger_postings p
    join public.ledger_transactions t on t.id = p.transaction_id
    join public.ledger_accounts a on a.id = p.account_id
    left join public.ledger_names n on n.id = coalesce(p.name_id, t.name_id)
    where p.organization_id = ${orgId} and p.txn_date between ${r.start}::date and ${r.end}::date and p.basis <> ${excluded}
    group by a.id, t.kind, n.display_name`
  // the same kind's label or a name written two ways in the ledger make one group, as in the report
  const groups = new Map<string, TTransactionGroupTotals>()
  for (const row of rows) {
    const sign = detailSign(row.account_type as TAccountType)
    const type = TYPE_LABEL[row.kind] ?? row.kind
    const key = `${row.account_id}\u0000${row.name}\u0000${type}`
    const g = groups.get(key) ?? {
      account: row.account,
      accountId: row.account_id,
      name: row.name,
      type,
      previousCents: 0,
      currentCents: 0,
      previousCount: 0,
      currentCount: 0,
    }
    g.previousCents += sign * row.previous_cents
    g.currentCents += sign * row.current_cents
    g.previousCount += row.previous_count
    g.currentCount += row.current_count
    groups.set(key, g)
  }
  return [...groups.values()]
}

/** Any ledger's groups from its transaction detail by account report (how QuickBooks answers them). */
export async function reportTransactionGroups(
  runReport: (name: TReportName, params: TReportParams) => Promise<TRawReport>,
  r: TGroupRange,
): Promise<TTransactionGroupTotals[]> {
  const detail = await runReport('TransactionDetailByAccount', {
    start_date: r.start,
    end_date: r.end,
    accounting_method: r.method,
    summarize_column_by: 'Total',
  })
  return groupTransactionItems(transactionItems(detail), r.currentStart)
}
