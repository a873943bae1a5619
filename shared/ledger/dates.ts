/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) for reports: date macros, QuickBooks' default range and the
 * column periods of summarize_column_by. Pure string/UTC arithmetic so Deno, Node and the browser agree.
 */
import type { TDateMacro, TSummarizeBy } from '../schemas/reports.ts'

export type Period = { start: string; end: string; title: string; key: string }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function parse(d: string): Date {
  return new Date(`${d}T00:00:00Z`)
}
export function iso(d: Date): string {
  return d.toISOString().slice(0, 10)
}
export function addDays(d: string, n: number): string {
  const x = parse(d)
  x.setUTCDate(x.getUTCDate() + n)
  return iso(x)
}
/** First day of the month `n` months from d's month. */
export function monthStart(d: string, n = 0): string {
  const x = parse(d)
  return iso(new Date(Date.UTC(x.getUTCFullYear(), x.getUTCMonth() + n, 1)))
}
export function monthEnd(d: string, n = 0): string {
  return addDays(monthStart(d, n + 1), -1)
}
function weekStart(d: string): string {
  return addDays(d, -parse(d).getUTCDay()) // QuickBooks weeks run Sunday to Saturday
}
/** Start of the fiscal year containing d (fiscal years start on the first of `fyStartMonth`, 1 = January). */
export function fiscalYearStart(d: string, fyStartMonth = 1): string {
  const x = parse(d)
  const y = x.getUTCMonth() + 1 >= fyStartMonth ? x.getUTCFullYear() : x.getUTCFullYear() - 1
  return iso(new Date(Date.UTC(y, fyStartMonth - 1, 1)))
}
export function quarterStart(d: string, fyStartMonth = 1): string {
  const fy = fiscalYearStart(d, fyStartMonth)
  const months =
    (parse(d).getUTCFullYear() - parse(fy).getUTCFullYear()) * 12 + parse(d).getUTCMonth() - parse(fy).getUTCMonth()
  return monthStart(fy, Math.floor(months / 3) * 3)
}

/** QuickBooks' default report range: start of the month two months back to the end of the current month. */
function defaultRange(today: string): { start: string; end: string } {
  return { start: monthStart(today, -2), end: monthEnd(today) }
}

function macroRange(
  macro: TDateMacro,
  today: string,
  opts: { fyStartMonth?: number; earliest?: string } = {},
): { start: string; end: string } {
  const fy = opts.fyStartMonth ?? 1
  switch (macro) {
    case 'This Week':
      return { start: weekStart(today), end: addDays(weekStart(today), 6) }
    case 'Last Week':
      return { start: addDays(weekStart(today), -7), end: addDays(weekStart(today), -1) }
    case 'Week-to-date':
      return { start: weekStart(today), end: today }
    case 'Month':
      return { start: monthStart(today), end: monthEnd(today) }
    case 'Month-to-date':
      return { start: monthStart(today), end: today }
    case 'Fiscal Quarter':
      return { start: quarterStart(today, fy), end: monthEnd(quarterStart(today, fy), 2) }
    case 'Fiscal Quarter-to-date':
      return { start: quarterStart(today, fy), end: today }
    case 'Fiscal Year':
      return { start: fiscalYearStart(today, fy), end: monthEnd(fiscalYearStart(today, fy), 11) }
    case 'Fiscal Year-to-date':
      return { start: fiscalYearStart(today, fy), end: today }
    case 'All History':
      return { start: opts.earliest && opts.earliest < today ? opts.earliest : today, end: today }
  }
}

/** Explicit dates win, then the macro, then the default range; a lone start or end keeps the default's other side. */
export function resolveRange(
  p: { start_date?: string; end_date?: string; date_macro?: TDateMacro },
  today: string,
  opts: { fyStartMonth?: number; earliest?: string } = {},
): { start: string; end: string; macro?: TDateMacro } {
  if (p.start_date && p.end_date) return { start: p.start_date, end: p.end_date }
  if (p.date_macro) return { ...macroRange(p.date_macro, today, opts), macro: p.date_macro }
  const d = defaultRange(today)
  return { start: p.start_date ?? d.start, end: p.end_date ?? d.end }
}

function fmt(d: string): string {
  const x = parse(d)
  return `${MONTHS[x.getUTCMonth()]} ${x.getUTCDate()}`
}

/** The columns of a report: one per period, each clipped to [start, end]. */
export function periods(start: string, end: string, by: TSummarizeBy, fyStartMonth = 1): Period[] {
  if (by === 'Total') return [{ start, end, title: 'Total', key: 'total' }]
  const out: Period[] = []
  let cur = start
  while (cur <= end) {
    let pStart: string, pEnd: string, title: string
    const y = parse(cur).getUTCFullYear()
    if (by === 'Month') {
      pStart = monthStart(cur)
      pEnd = monthEnd(cur)
      title = `${MONTHS[parse(cur).getUTCMonth()]} ${y}`
    } else if (by === 'Week') {
      pStart = weekStart(cur)
      pEnd = addDays(pStart, 6)
      title = ''
    } else if (by === 'Quarter') {
      pStart = quarterStart(cur, fyStartMonth)
      pEnd = monthEnd(pStart, 2)
      title = `Q${Math.floor(((parse(pStart).getUTCMonth() - fyStartMonth + 1 + 12) % 12) / 3) + 1} ${parse(pEnd).getUTCFullYear()}`
    } else {
      pStart = fiscalYearStart(cur, fyStartMonth)
      pEnd = monthEnd(pStart, 11)
      title = `${parse(pEnd).getUTCFullYear()}`
    }
    const s = pStart < start ? start : pStart
    const e = pEnd > end ? end : pEnd
    if (by === 'Week') title = `${fmt(s)} - ${fmt(e)}, ${parse(e).getUTCFullYear()}`
    out.push({ start: s, end: e, title, key: s })
    cur = addDays(pEnd, 1)
  }
  return out
}

export function todayIso(now = new Date()): string {
  return iso(now)
}
