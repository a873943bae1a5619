/**
 * The month-end variance analysis (spec accounting §3.6, §4, §5, §6): its derived review status, its lines (a P&L or
 * balance sheet by month, previous against current, each with its change and direction), the transactions behind a
 * line and the unusual-transaction analysis. Pure: the API feeds it the report engine's JSON (built-in ledger or
 * QuickBooks, the same shape).
 */
import type { TColumn, TRawReport, TRow } from '../schemas/reports.ts'
import { parseMoney } from '../ledger/read-report.ts'
import { monthOverMonthChange, thresholdDirection } from './variance.ts'

export const VARIANCE_STATUSES = [
  'pending',
  'ready-for-review',
  'reviewed-with-comments',
  'ready-for-final-review',
  'completed',
] as const
export type TVarianceStatus = (typeof VARIANCE_STATUSES)[number]
export const VARIANCE_STATUS_LABELS: Record<TVarianceStatus, string> = {
  pending: 'Pending',
  'ready-for-review': 'Ready for review',
  'reviewed-with-comments': 'Reviewed with comments',
  'ready-for-final-review': 'Ready for final review',
  completed: 'Completed',
}
export type TDirection = 'up' | 'down' | 'none'

/** Thresholds must be non-negative numbers (spec "Bad input"); the percentage is in percent, the amount in dollars. */
export const THRESHOLD_MESSAGES = {
  percentage: 'Enter a percentage threshold of 0 or more',
  amount: 'Enter an amount threshold of 0 or more',
}
/** Used when the organization's config sets no threshold (a product choice, docs/close.md). */
export const DEFAULT_THRESHOLDS = { percentage: 10, amountCents: 1_000_00 }

/**
 * Derived status (spec §4), in order: completed if submitted; otherwise ready-for-final-review if last sent is after
 * the newest admin or owner note; otherwise reviewed-with-comments if any admin or owner note exists; otherwise
 * ready-for-review if sent; otherwise pending. Only admin and owner notes count (spec §6).
 */
export function varianceStatus(a: {
  submittedAt: string | null
  lastSentAt: string | null
  newestAdminNoteAt: string | null
}): TVarianceStatus {
  if (a.submittedAt) return 'completed'
  if (a.lastSentAt && a.newestAdminNoteAt && Date.parse(a.lastSentAt) > Date.parse(a.newestAdminNoteAt))
    return 'ready-for-final-review'
  if (a.newestAdminNoteAt) return 'reviewed-with-comments'
  if (a.lastSentAt) return 'ready-for-review'
  return 'pending'
}

/** One line of the analysis: a report row, previous and current month in cents (null when the report has none). */
export type TVarianceLine = {
  path: string
  label: string
  /** Labels from the report's top down to this row, joined with " > " (notes keep it as path_v2). */
  trail: string
  accountId: string | null
  depth: number
  kind: 'data' | 'summary'
  previousCents: number | null
  currentCents: number | null
  changeCents: number
  changePercent: number | null
  direction: TDirection
}

export type TThresholds = { percentage: number; amountCents: number }

/**
 * The lines of a report run by month over the previous and the current month: the first two amount columns are the
 * two months (a QuickBooks report adds a Total column after them). A line's path is stable across refreshes: the
 * section ('pnl' or 'bs') and the account id, or for a total row its label trail.
 */
export function varianceLines(section: 'pnl' | 'bs', report: TRawReport, t: TThresholds): TVarianceLine[] {
  const out: TVarianceLine[] = []
  const amount = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : parseMoney(s))
  const visit = (rows: TRow[], depth: number, trail: string[]) => {
    for (const r of rows) {
      const headerLabel = r.Header?.ColData[0]?.value
      const here = headerLabel ? [...trail, headerLabel] : trail
      const add = (cols: { value: string; id?: string }[], kind: 'data' | 'summary', d: number) => {
        const label = cols[0]?.value ?? ''
        const id = cols[0]?.id ?? null
        const previousCents = amount(cols[1]?.value)
        const currentCents = amount(cols[2]?.value)
        const changeCents = (currentCents ?? 0) - (previousCents ?? 0)
        const changePercent = monthOverMonthChange(previousCents, currentCents)
        const lineTrail = [...(kind === 'data' ? here : trail), label].join(' > ')
        out.push({
          path: `${section}:${id && kind === 'data' ? id : lineTrail}`,
          label,
          trail: lineTrail,
          accountId: kind === 'data' ? id : null,
          depth: d,
          kind,
          previousCents,
          currentCents,
          changeCents,
          changePercent,
          direction: thresholdDirection(changePercent, changeCents, t),
        })
      }
      if (r.ColData) add(r.ColData, 'data', depth)
      if (r.Rows) visit(r.Rows.Row, depth + 1, here)
      if (r.Summary) add(r.Summary.ColData, 'summary', depth)
    }
  }
  visit(report.Rows.Row, 0, [])
  return out
}

/** A transaction behind a line (spec §3.6 transaction set items), amount in cents. */
export type TTransactionItem = {
  date: string
  type: string
  num: string
  name: string
  description: string
  splitAccount: string
  account: string
  accountId: string | null
  amountCents: number
}

const COLUMN_KEYS = {
  date: 'tx_date',
  type: 'txn_type',
  num: 'doc_num',
  name: 'name',
  description: 'memo',
  splitAccount: 'split_acc',
  amount: 'subt_nat_amount',
} as const

/**
 * The transactions of a "transaction detail by account" report: one item per Data row under its account's section.
 * Columns are found by their ColKey, so the built-in engine's report and QuickBooks' read the same.
 */
export function transactionItems(report: TRawReport): TTransactionItem[] {
  const columns: TColumn[] = report.Columns?.Column ?? []
  const index = (key: string) => columns.findIndex((c) => c.MetaData?.some((m) => m.Value === key))
  const at = Object.fromEntries(Object.entries(COLUMN_KEYS).map(([k, key]) => [k, index(key)])) as Record<
    keyof typeof COLUMN_KEYS,
    number
  >
  const out: TTransactionItem[] = []
  const isDate = (v: string | undefined) => v !== undefined && v.length === 10 && v[4] === '-' && v[7] === '-'
  const v = (c: { value: string }[], i: number) => (i < 0 ? '' : (c[i]?.value ?? ''))
  // one pass, no per-row closures or regexes: a busy month is 100,000 rows
  const visit = (rows: TRow[], account: string, accountId: string | null) => {
    for (const r of rows) {
      const head = r.Header?.ColData[0]
      if (r.Rows) visit(r.Rows.Row, head?.value ?? account, head ? (head.id ?? null) : accountId)
      const c = r.ColData
      if (!c || at.date < 0 || !isDate(c[at.date]?.value)) continue
      out.push({
        date: c[at.date].value,
        type: v(c, at.type),
        num: v(c, at.num),
        name: v(c, at.name),
        description: v(c, at.description),
        splitAccount: v(c, at.splitAccount),
        account,
        accountId,
        amountCents: parseMoney(v(c, at.amount)),
      })
    }
  }
  visit(report.Rows.Row, '', null)
  return out
}

/** Totals of one account, name and type in each of the two months: what the unusual-transaction analysis reads. */
export type TTransactionGroupTotals = {
  account: string
  accountId: string | null
  name: string
  type: string
  previousCents: number
  currentCents: number
  previousCount: number
  currentCount: number
}

/** A group of the unusual-transaction analysis: its totals, whether it is new, and its changes. */
export type TUnusualGroup = TTransactionGroupTotals & {
  isNew: boolean
  changeCents: number | null
  changePercent: number | null
}

/**
 * Transactions grouped by account, name and type (spec §4), with their totals and counts before and from
 * `currentStart`. A ledger that can total in place (the built-in one, in SQL) answers the same groups without the
 * transactions (edge-functions/domains/ledger/transaction-groups.ts).
 */
export function groupTransactionItems(items: TTransactionItem[], currentStart: string): TTransactionGroupTotals[] {
  const groups = new Map<string, TTransactionGroupTotals>()
  for (const it of items) {
    const key = `${it.accountId ?? it.account}\u0000${it.name}\u0000${it.type}`
    let g = groups.get(key)
    if (!g) {
      g = {
        account: it.account,
        accountId: it.accountId,
        name: it.name,
        type: it.type,
        previousCents: 0,
        currentCents: 0,
        previousCount: 0,
        currentCount: 0,
      }
      groups.set(key, g)
    }
    if (it.date >= currentStart) {
      g.currentCents += it.amountCents
      g.currentCount++
    } else {
      g.previousCents += it.amountCents
      g.previousCount++
    }
  }
  return [...groups.values()]
}

/**
 * Unusual-transaction analysis (spec §4) of the groups: a group absent in the previous period is flagged new;
 * otherwise it carries its percentage change and its amount change, each only when non-zero. Groups of the previous
 * month only are kept too (they stopped: a -100% change). Largest change first.
 */
export function unusualGroups(totals: TTransactionGroupTotals[]): TUnusualGroup[] {
  const out: TUnusualGroup[] = totals.map((g) => {
    if (g.previousCount === 0) return { ...g, isNew: true, changeCents: null, changePercent: null }
    const change = g.currentCents - g.previousCents
    const pct = monthOverMonthChange(g.previousCents, g.currentCents)
    return { ...g, isNew: false, changeCents: change === 0 ? null : change, changePercent: pct === 0 ? null : pct }
  })
  const size = (g: TUnusualGroup) => Math.abs(g.isNew ? g.currentCents : (g.changeCents ?? 0))
  return out.sort((a, b) => size(b) - size(a) || a.account.localeCompare(b.account) || a.name.localeCompare(b.name))
}

/** The unusual-transaction analysis of a list of transactions (a detail report's items). */
export const unusualTransactions = (items: TTransactionItem[], currentStart: string) =>
  unusualGroups(groupTransactionItems(items, currentStart))

/** Whether a group is worth a reviewer's look: new, or changed by a percentage or an amount. */
export const isUnusual = (g: TUnusualGroup) => g.isNew || g.changeCents !== null || g.changePercent !== null
