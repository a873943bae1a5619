/**
 * Reports of the built-in ledger: SQL aggregates postings (by account and column period, so a year of 100k lines
 * becomes a few hundred rows), then the pure report engine in shared/ledger shapes QuickBooks' JSON.
 * The API, the CLI and the benchmark all call this.
 */
import type postgres from 'postgres'
import { AppError } from '../../_shared/errors.ts'
import {
  ENGINE_REPORTS,
  ZReportParams,
  type TEngineReportName,
  type TRawReport,
  type TReportName,
  type TReportParams,
} from '../../../shared/schemas/reports.ts'
import {
  fiscalYearStart,
  addDays,
  monthStart,
  reportNeeds,
  resolveRange,
  runEngineReport,
  todayIso,
  type DetailPosting,
  type EngineAccount,
  type Entry,
} from '../../../shared/ledger/index.ts'

type Q = postgres.Sql | postgres.TransactionSql

const TRUNC: Record<string, string> = { Total: 'total', Month: 'month', Week: 'week', Quarter: 'quarter', Year: 'year' }

export async function loadAccounts(q: Q, orgId: string): Promise<EngineAccount[]> {
  const rows =
    await q`select id, name, fully_qualified_name, parent_id, account_type, account_sub_type, acct_num, active
    from public.ledger_accounts where organization_id = ${orgId}`
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    fullyQualifiedName: r.fully_qualified_name,
    parentId: r.parent_id ? String(r.parent_id) : null,
    accountType: r.account_type,
    accountSubType: r.account_sub_type,
    acctNum: r.acct_num,
    active: r.active,
  }))
}

/**
 * Sums per account and bucket. A bucket never straddles a column or a fiscal year: in range it is the later of the
 * period start, the year start and the report start; before the range it is one of two days (before the start's
 * fiscal year, or inside it), which is all the balance sheet's retained-earnings split needs. Each whole month falls
 * in one bucket (columns by week aside), so whole months are read from the monthly totals (ledger_posting_months) and
 * only a month the range covers in part is read posting by posting.
 */
export async function loadEntries(
  q: Q,
  orgId: string,
  o: { start: string; end: string; by: string; method: 'Cash' | 'Accrual'; toEnd: boolean },
): Promise<Entry[]> {
  const excluded = o.method === 'Cash' ? 1 : 2
  const fys = fiscalYearStart(o.start)
  const unit = TRUNC[o.by] ?? 'total'
  const trunc =
    unit === 'total'
      ? q`${o.start}::date`
      : unit === 'week'
        ? q`(x.d - extract(dow from x.d)::int)`
        : q`date_trunc(${unit}, x.d)::date`
  const between = ([from, to]: [string, string]) => q`p.txn_date between ${from}::date and ${to}::date`
  const postings = (range: ReturnType<typeof q>) => q`
    select p.account_id, p.txn_date as d, p.amount_cents from public.ledger_postings p
    where p.organization_id = ${orgId} and p.basis <> ${excluded} and ${range}`
  const m = monthSpans(o)
  const source =
    unit === 'week'
      ? postings(q`p.txn_date <= ${o.end}::date ${o.toEnd ? q`` : q`and p.txn_date >= ${o.start}::date`}`)
      : q`
      select t.account_id, t.month as d, t.amount_cents from public.ledger_posting_months t
      where t.organization_id = ${orgId} and t.basis <> ${excluded}
        and ((t.month >= ${m.firstWhole}::date and t.month < ${m.afterWhole}::date)
             ${o.toEnd ? q`or t.month < ${m.startMonth}::date` : q``})
      ${m.parts.length === 0 ? q`` : q`union all ${postings(q`(${between(m.parts[0])} ${m.parts[1] ? q`or ${between(m.parts[1])}` : q``})`)}`}`
  const rows = await q`
    select x.account_id, (case
        when x.d >= ${o.start}::date then greatest(${trunc}, date_trunc('year', x.d)::date, ${o.start}::date)
        when x.d >= ${fys}::date then ${addDays(o.start, -1)}::date
        else ${addDays(fys, -1)}::date end)::text as d,
      sum(x.amount_cents)::bigint as amount
    from (${source}) x
    group by 1, 2`
  return rows.map((r) => ({ accountId: String(r.account_id), date: r.d, amount: Number(r.amount) }))
}

/**
 * Which months of a report's range are whole (read from the monthly totals: those from `firstWhole` up to
 * `afterWhole`, and with `toEnd` every month before the start's) and the date ranges of the months covered in part.
 */
export function monthSpans(o: { start: string; end: string; toEnd: boolean }) {
  const startMonth = monthStart(o.start)
  const startCut = o.start !== startMonth
  const endWhole = addDays(o.end, 1) === monthStart(o.end, 1)
  const firstWhole = startCut ? monthStart(o.start, 1) : startMonth
  const afterWhole = endWhole ? monthStart(o.end, 1) : monthStart(o.end)
  const parts: [string, string][] = []
  const startMonthEnd = addDays(monthStart(o.start, 1), -1)
  // ISO dates sort as they fall
  if (startCut) parts.push([o.toEnd ? startMonth : o.start, [o.end, startMonthEnd].sort()[0]])
  if (!endWhole && !(startCut && monthStart(o.end) === startMonth)) {
    const endMonth = monthStart(o.end)
    parts.push([o.toEnd || endMonth > o.start ? endMonth : o.start, o.end])
  }
  return { startMonth, firstWhole, afterWhole, parts }
}

async function loadDetails(
  q: Q,
  orgId: string,
  o: { start: string; end: string; method: 'Cash' | 'Accrual'; account?: string; vendor?: string },
): Promise<DetailPosting[]> {
  const excluded = o.method === 'Cash' ? 1 : 2
  const rows = await q`
    select p.account_id, p.txn_date::text as d, p.amount_cents, p.transaction_id, t.kind, p.line_id, t.doc_number,
           n.display_name, n.id as name_id, coalesce(p.description, t.private_note) as memo
    from public.ledger_postings p
    join public.ledger_transactions t on t.id = p.transaction_id
    left join public.ledger_names n on n.id = coalesce(p.name_id, t.name_id)
    where p.organization_id = ${orgId} and p.txn_date between ${o.start}::date and ${o.end}::date and p.basis <> ${excluded}
      ${o.account ? q`and p.account_id = ${o.account}` : q``}
      ${o.vendor ? q`and coalesce(p.name_id, t.name_id) = ${o.vendor}` : q``}
    order by p.txn_date, p.transaction_id, p.id`
  return rows.map((r) => ({
    accountId: String(r.account_id),
    date: r.d,
    amount: Number(r.amount_cents),
    txnId: String(r.transaction_id),
    kind: r.kind,
    lineId: r.line_id,
    docNumber: r.doc_number,
    name: r.display_name,
    nameId: r.name_id ? String(r.name_id) : null,
    memo: r.memo,
  }))
}

export async function runBuiltinReport({
  q,
  orgId,
  name,
  params,
  today = todayIso(),
  entityName,
}: {
  q: Q
  orgId: string
  name: TReportName
  params: TReportParams
  today?: string
  entityName?: string
}): Promise<TRawReport> {
  if (!(ENGINE_REPORTS as readonly string[]).includes(name)) {
    throw new AppError(
      'bad_request',
      `The built-in ledger does not produce ${name}; it comes from a connected provider`,
    )
  }
  const p = ZReportParams.parse(params)
  const reportName = name as TEngineReportName
  const [{ earliest }] =
    p.date_macro === 'All History'
      ? await q`select min(txn_date)::text as earliest from public.ledger_postings where organization_id = ${orgId}`
      : [{ earliest: undefined }]
  const range = resolveRange(p, today, { earliest: earliest ?? undefined })
  const method = p.accounting_method ?? 'Accrual'
  const by = p.summarize_column_by ?? 'Total'
  const needs = reportNeeds(reportName)
  const [accounts, entries, details, vendors] = await Promise.all([
    loadAccounts(q, orgId),
    needs.entries === 'none'
      ? Promise.resolve([])
      : loadEntries(q, orgId, { start: range.start, end: range.end, by, method, toEnd: needs.entries === 'to-end' }),
    needs.details
      ? loadDetails(q, orgId, { start: range.start, end: range.end, method, account: p.account, vendor: p.vendor })
      : Promise.resolve([]),
    needs.details
      ? q`select id from public.ledger_names where organization_id = ${orgId} and kind = 'vendor'`
      : Promise.resolve([]),
  ])
  return runEngineReport(
    reportName,
    { accounts, entries, details, vendorNameIds: new Set(vendors.map((v) => String(v.id))) },
    {
      start: range.start,
      end: range.end,
      macro: range.macro,
      summarizeBy: by,
      method,
      now: new Date().toISOString(),
      entityName,
    },
  )
}
