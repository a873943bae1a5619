/** Report date ranges for the sandbox: explicit start/end dates, QuickBooks date macros, and column periods. */
const iso = (d: Date) => d.toISOString().slice(0, 10)
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d))

export function resolveRange(q: URLSearchParams, today = new Date()): { start: string; end: string; macro?: string } {
  const y = today.getUTCFullYear(), m = today.getUTCMonth(), d = today.getUTCDate()
  const macro = q.get('date_macro') ?? undefined
  if (q.get('start_date') || q.get('end_date')) {
    return { start: q.get('start_date') ?? iso(utc(y, 0, 1)), end: q.get('end_date') ?? iso(today) }
  }
  const dow = today.getUTCDay()
  const quarterStart = Math.floor(m / 3) * 3
  const ranges: Record<string, [Date, Date]> = {
    'today': [today, today],
    'this week': [utc(y, m, d - dow), utc(y, m, d - dow + 6)],
    'this week-to-date': [utc(y, m, d - dow), today],
    'week-to-date': [utc(y, m, d - dow), today],
    'last week': [utc(y, m, d - dow - 7), utc(y, m, d - dow - 1)],
    'this month': [utc(y, m, 1), utc(y, m + 1, 0)],
    'month': [utc(y, m, 1), utc(y, m + 1, 0)],
    'this month-to-date': [utc(y, m, 1), today],
    'month-to-date': [utc(y, m, 1), today],
    'last month': [utc(y, m - 1, 1), utc(y, m, 0)],
    'this fiscal quarter': [utc(y, quarterStart, 1), utc(y, quarterStart + 3, 0)],
    'fiscal quarter': [utc(y, quarterStart, 1), utc(y, quarterStart + 3, 0)],
    'this fiscal quarter-to-date': [utc(y, quarterStart, 1), today],
    'fiscal quarter-to-date': [utc(y, quarterStart, 1), today],
    'this fiscal year': [utc(y, 0, 1), utc(y, 11, 31)],
    'fiscal year': [utc(y, 0, 1), utc(y, 11, 31)],
    'this fiscal year-to-date': [utc(y, 0, 1), today],
    'fiscal year-to-date': [utc(y, 0, 1), today],
    'last fiscal year': [utc(y - 1, 0, 1), utc(y - 1, 11, 31)],
    'all history': [utc(1970, 0, 1), today],
  }
  const r = ranges[(macro ?? 'this month-to-date').toLowerCase()] ?? ranges['this month-to-date']
  return { start: iso(r[0]), end: iso(r[1]), macro }
}

export type Period = { title: string; start: string; end: string }

/** Column periods for summarize_column_by (Total, Month, Quarter, Year). */
export function periods(start: string, end: string, by: string): Period[] {
  if (!['Month', 'Quarter', 'Year'].includes(by)) return [{ title: 'Total', start, end }]
  const step = by === 'Month' ? 1 : by === 'Quarter' ? 3 : 12
  const out: Period[] = []
  const s = new Date(start + 'T00:00:00Z')
  let cur = by === 'Month' ? utc(s.getUTCFullYear(), s.getUTCMonth(), 1) : by === 'Quarter' ? utc(s.getUTCFullYear(), Math.floor(s.getUTCMonth() / 3) * 3, 1) : utc(s.getUTCFullYear(), 0, 1)
  while (iso(cur) <= end) {
    const next = utc(cur.getUTCFullYear(), cur.getUTCMonth() + step, 1)
    const pEnd = iso(new Date(next.getTime() - 86_400_000))
    const title = by === 'Year' ? String(cur.getUTCFullYear())
      : by === 'Quarter' ? `Q${Math.floor(cur.getUTCMonth() / 3) + 1} ${cur.getUTCFullYear()}`
        : cur.toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    out.push({ title, start: iso(cur) < start ? start : iso(cur), end: pEnd > end ? end : pEnd })
    cur = next
  }
  return out
}
