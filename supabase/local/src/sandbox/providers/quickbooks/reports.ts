/**
 * The sandbox's /reports/{ReportName}: the company's postings (postings.ts, cash or accrual basis) fed to the shared
 * report engine (shared/ledger), so a QuickBooks-backed organization gets the same reports, in QuickBooks' JSON
 * shape, as the built-in ledger. Query parameters as QuickBooks names them; bad values answer a ValidationFault.
 */
import {
  DATE_MACROS,
  ENGINE_REPORTS,
  SUMMARIZE_BY,
  type TAccountingMethod,
  type TDateMacro,
  type TEngineReportName,
  type TSummarizeBy,
} from '../../../../../../shared/schemas/reports.ts'
import {
  addDays,
  fiscalYearStart,
  monthEnd,
  monthStart,
  quarterStart,
  resolveRange,
  runEngineReport,
  todayIso,
  type EngineAccount,
  type EngineInput,
} from '../../../../../../shared/ledger/index.ts'
import type { Company } from './company.ts'
import { validationFault } from './faults.ts'
import { postingsOf } from './postings.ts'
import { MONTH_NAMES } from '../../../../../../shared/schemas/amc.ts'

/** Month names as QuickBooks' report parameters spell them (the closeout-date rule's list). */
const MONTHS: readonly string[] = MONTH_NAMES
const DATE = /^\d{4}-\d{2}-\d{2}$/

const badParam = (element: string, detail: string) =>
  validationFault('2030', 'Invalid parameter value', `${element}: ${detail}`, element)

/** QuickBooks spells macros "This Month", "This Fiscal Year-to-date"...; the app sends the engine's "Month" etc. */
const ENGINE_MACROS = new Map<string, TDateMacro>(
  DATE_MACROS.flatMap(
    (m) =>
      [
        [m.toLowerCase(), m],
        [`this ${m.toLowerCase()}`, m],
      ] as [string, TDateMacro][],
  ),
)
ENGINE_MACROS.set('all', 'All History')

/** Macros QuickBooks has that the engine does not name: explicit ranges. */
function extraMacro(macro: string, today: string, fy: number): { start: string; end: string } | undefined {
  switch (macro) {
    case 'today':
      return { start: today, end: today }
    case 'yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) }
    case 'last month':
      return { start: monthStart(today, -1), end: monthEnd(today, -1) }
    case 'last fiscal quarter': {
      const s = monthStart(quarterStart(today, fy), -3)
      return { start: s, end: monthEnd(s, 2) }
    }
    case 'last fiscal year': {
      const s = monthStart(fiscalYearStart(today, fy), -12)
      return { start: s, end: monthEnd(s, 11) }
    }
  }
  return undefined
}

function fiscalStartMonth(c: Company): number {
  const m = c.list('CompanyInfo')[0]?.FiscalYearStartMonth
  const i = typeof m === 'string' ? MONTHS.indexOf(m.toLowerCase()) : -1
  return i >= 0 ? i + 1 : 1
}

function engineInput(
  c: Company,
  method: TAccountingMethod,
  filter: { account?: string; vendor?: string },
): EngineInput {
  const accounts: EngineAccount[] = c.list('Account').map((a) => ({
    id: a.Id,
    name: a.Name,
    fullyQualifiedName: a.FullyQualifiedName ?? a.Name,
    parentId: a.ParentRef?.value ?? null,
    accountType: a.AccountType,
    accountSubType: a.AccountSubType ?? null,
    acctNum: a.AcctNum ?? null,
    active: a.Active !== false,
  }))
  const posts = postingsOf(c, method)
  const details = posts
    .filter(
      (p) => (!filter.account || p.accountId === filter.account) && (!filter.vendor || p.nameId === filter.vendor),
    )
    .sort((x, y) => x.date.localeCompare(y.date) || Number(x.txnId) - Number(y.txnId))
    .map((p) => ({
      accountId: p.accountId,
      date: p.date,
      amount: p.amount,
      txnId: p.txnId,
      kind: p.txnType,
      lineId: p.lineId,
      docNumber: p.docNumber ?? null,
      name: p.name ?? null,
      nameId: p.nameId ?? null,
      memo: p.memo ?? null,
    }))
  return {
    accounts,
    details,
    entries: posts.map((p) => ({ accountId: p.accountId, date: p.date, amount: p.amount })),
    vendorNameIds: new Set(c.list('Vendor').map((v) => v.Id)),
  }
}

export function runReport(c: Company, name: string, q: URLSearchParams, today = todayIso()) {
  if (!(ENGINE_REPORTS as readonly string[]).includes(name)) {
    throw validationFault('2010', 'Unsupported Operation', `The sandbox does not produce the ${name} report`)
  }
  const get = (k: string) => q.get(k) || undefined
  for (const k of ['start_date', 'end_date'])
    if (get(k) && !DATE.test(get(k)!)) throw badParam(k, 'Must be a date (YYYY-MM-DD)')
  const method = (get('accounting_method') ?? 'Accrual') as TAccountingMethod
  if (method !== 'Cash' && method !== 'Accrual') throw badParam('accounting_method', 'Must be Cash or Accrual')
  const by = (get('summarize_column_by') ?? 'Total') as TSummarizeBy
  if (!SUMMARIZE_BY.includes(by)) throw badParam('summarize_column_by', `Must be one of ${SUMMARIZE_BY.join(', ')}`)

  const fy = fiscalStartMonth(c)
  const input = engineInput(c, method, { account: get('account'), vendor: get('vendor') })
  const earliest = input.entries.reduce<string | undefined>((m, e) => (!m || e.date < m ? e.date : m), undefined)
  const rawMacro = get('date_macro')
  const macro = rawMacro ? ENGINE_MACROS.get(rawMacro.toLowerCase()) : undefined
  const extra = rawMacro && !macro ? extraMacro(rawMacro.toLowerCase(), today, fy) : undefined
  if (rawMacro && !macro && !extra) throw badParam('date_macro', `Unknown date macro ${rawMacro}`)
  const range =
    extra && !(get('start_date') && get('end_date'))
      ? { start: get('start_date') ?? extra.start, end: get('end_date') ?? extra.end }
      : resolveRange({ start_date: get('start_date'), end_date: get('end_date'), date_macro: macro }, today, {
          fyStartMonth: fy,
          earliest,
        })
  if (range.start > range.end) throw badParam('start_date', 'start_date must not be after end_date')

  const report = runEngineReport(name as TEngineReportName, input, {
    start: range.start,
    end: range.end,
    summarizeBy: by,
    method,
    fyStartMonth: fy,
    entityName: c.companyName,
    now: new Date().toISOString(),
  })
  // QuickBooks echoes the macro it was given, in lower case.
  if (rawMacro && !(get('start_date') && get('end_date'))) report.Header.DateMacro = rawMacro.toLowerCase()
  return report
}
