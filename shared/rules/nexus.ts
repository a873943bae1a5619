/**
 * The economic-nexus engine (banking-payments-tax.md §9, issue 36): for each of the nineteen states of
 * nexus-states.ts, whether and on which date a seller's sales crossed the state's threshold, how close it is on a
 * given date, and when the trailing trend says it will cross. Pure: the API, the `npm run nexus` command line and
 * the benchmark all call it with plain lines.
 *
 * A line counts toward a state when its type is taxable there; each line is one transaction. Windows, on any date D:
 * - calendar year: lines from January 1 of D's year through D;
 * - previous and current calendar year: the same running total, or the whole previous year (so on January 1 a
 *   state whose previous year met the threshold is in nexus);
 * - last twelve months: lines after the same calendar date a year before D, through D (2026-03-14 reads 2025-03-15
 *   to 2026-03-14; a February 29 steps back to February 28);
 * - last four quarters: read only at calendar quarter ends, the four quarters ending there; between quarter ends a
 *   state keeps the answer of the last one;
 * - custom quarters (New York: Mar-May, Jun-Aug, Sep-Nov, Dec-Feb): the same at those quarters' ends;
 * - fiscal year (Connecticut, ending with month index 8, September): lines from the October 1 the fiscal year
 *   began through D.
 * A state crosses on the earliest date its window meets the threshold ("meets" is reaching it: at least the value,
 * at least the count, combined with AND or OR when the table gives both).
 */
import { NEXUS_RULES, type NexusRule, type TSalesTaxItemType } from './nexus-states.ts'

export interface NexusLine {
  /** YYYY-MM-DD */
  date: string
  state: string
  amountCents: number
  type: TSalesTaxItemType
}

/** A state is "near" when its closest threshold reading is at least this percent (issue 36's "near it"). */
export const NEXUS_NEAR_PERCENT = 75
/** The trailing trend behind a projected crossing: the days before the as-of date whose sales set the daily pace. */
export const NEXUS_TREND_DAYS = 90

const MS_DAY = 86_400_000

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayOf(date: string): number {
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / MS_DAY
}
export function dateOf(day: number): string {
  return new Date(day * MS_DAY).toISOString().slice(0, 10)
}
function yearMonthOf(day: number): { y: number; m: number; d: number } {
  const t = new Date(day * MS_DAY)
  return { y: t.getUTCFullYear(), m: t.getUTCMonth(), d: t.getUTCDate() }
}
const firstDayOfMonth = (absMonth: number) => Date.UTC(Math.floor(absMonth / 12), absMonth % 12, 1) / MS_DAY

/** The first day of the twelve-month window ending on `day`: the day after the same calendar date a year before. */
export function twelveMonthStart(day: number): number {
  const { y, m, d } = yearMonthOf(day)
  const last = new Date(Date.UTC(y - 1, m + 1, 0)).getUTCDate()
  return Date.UTC(y - 1, m, Math.min(d, last)) / MS_DAY + 1
}

/**
 * The period a day belongs to, for the windows read at period ends or reset at period starts: a number that grows
 * by one per period, and the period's first and last day.
 */
function periodOf(rule: NexusRule, day: number): number {
  const { y, m } = yearMonthOf(day)
  switch (rule.window) {
    case 'calendar-year':
    case 'previous-and-current-year':
      return y
    case 'fiscal-year':
      return m <= (rule.fiscalYearEndMonth ?? 11) ? y : y + 1
    case 'last-4-quarters':
      return Math.floor((y * 12 + m) / 3)
    case 'custom-quarters':
      // December opens the quarter that runs to February: shift a month so Dec-Feb share one number
      return Math.floor((y * 12 + m + 1) / 3)
    case 'last-12-months':
      return day
  }
}
function periodStart(rule: NexusRule, p: number): number {
  switch (rule.window) {
    case 'calendar-year':
    case 'previous-and-current-year':
      return firstDayOfMonth(p * 12)
    case 'fiscal-year':
      return firstDayOfMonth((p - 1) * 12 + (rule.fiscalYearEndMonth ?? 11) + 1)
    case 'last-4-quarters':
      return firstDayOfMonth(p * 3)
    case 'custom-quarters':
      return firstDayOfMonth(p * 3 - 1)
    case 'last-12-months':
      return p
  }
}
const periodEnd = (rule: NexusRule, p: number) => periodStart(rule, p + 1) - 1

/** One state's counted sales by day: days ascending, with each day's cents and line count. */
export interface DailySeries {
  days: number[]
  cents: number[]
  counts: number[]
}

/**
 * Lines to each table state's counted sales by day (lines of other states, and of item types not taxable in their
 * state, are left out). Dates are parsed once each: a million lines carry a few thousand dates.
 */
export function dailySeriesByState(lines: Iterable<NexusLine>): Map<string, DailySeries> {
  const rules = new Map<string, NexusRule>(NEXUS_RULES.map((r) => [r.state, r as NexusRule]))
  const dayCache = new Map<string, number>()
  const byState = new Map<string, Map<number, [number, number]>>()
  for (const l of lines) {
    const rule = rules.get(l.state)
    if (!rule?.taxable.includes(l.type)) continue
    let day = dayCache.get(l.date)
    if (day === undefined) {
      day = dayOf(l.date)
      dayCache.set(l.date, day)
    }
    let days = byState.get(l.state)
    if (!days) {
      days = new Map()
      byState.set(l.state, days)
    }
    const slot = days.get(day)
    if (slot) {
      slot[0] += l.amountCents
      slot[1] += 1
    } else days.set(day, [l.amountCents, 1])
  }
  const out = new Map<string, DailySeries>()
  for (const [state, days] of byState) {
    const sorted = [...days.keys()].sort((a, b) => a - b)
    out.set(state, {
      days: sorted,
      cents: sorted.map((d) => (days.get(d) as [number, number])[0]),
      counts: sorted.map((d) => (days.get(d) as [number, number])[1]),
    })
  }
  return out
}

export function meetsThreshold(rule: NexusRule, valueCents: number, count: number): boolean {
  const value = valueCents >= rule.valueCents
  if (rule.count === null) return value
  return rule.combine === 'and' ? value && count >= rule.count : value || count >= rule.count
}

/** Sales and line count of the series from `from` through `to`, both days included. */
export function totalsBetween(s: DailySeries, from: number, to: number): { valueCents: number; count: number } {
  let valueCents = 0
  let count = 0
  for (let i = 0; i < s.days.length; i++) {
    if (s.days[i] < from || s.days[i] > to) continue
    valueCents += s.cents[i]
    count += s.counts[i]
  }
  return { valueCents, count }
}

/**
 * The window a date is measured over, as [first day, last day]: for the quarter windows the four quarters ending at
 * the last quarter end on or before the date.
 */
export function windowOn(rule: NexusRule, day: number): [number, number] {
  switch (rule.window) {
    case 'calendar-year':
    case 'previous-and-current-year':
    case 'fiscal-year':
      return [periodStart(rule, periodOf(rule, day)), day]
    case 'last-12-months':
      return [twelveMonthStart(day), day]
    case 'last-4-quarters':
    case 'custom-quarters': {
      const p = periodOf(rule, day)
      const lastEnded = periodEnd(rule, p) === day ? p : p - 1
      return [periodStart(rule, lastEnded - 3), periodEnd(rule, lastEnded)]
    }
  }
}

/** Whether the state is in nexus on a date, read straight from the window definitions (every date, no shortcuts). */
export function inNexusOn(rule: NexusRule, s: DailySeries, day: number): boolean {
  const [from, to] = windowOn(rule, day)
  const w = totalsBetween(s, from, to)
  if (meetsThreshold(rule, w.valueCents, w.count)) return true
  if (rule.window !== 'previous-and-current-year') return false
  const y = periodOf(rule, day)
  const prev = totalsBetween(s, periodStart(rule, y - 1), periodEnd(rule, y - 1))
  return meetsThreshold(rule, prev.valueCents, prev.count)
}

/**
 * The earliest date the state is in nexus, as a day number, or null: one pass over the days. The previous-year rule
 * never gives an earlier date than the running total, which met the threshold by December 31 of that year.
 */
export function firstCrossingDay(rule: NexusRule, s: DailySeries): number | null {
  const { days, cents, counts } = s
  const n = days.length
  switch (rule.window) {
    case 'calendar-year':
    case 'previous-and-current-year':
    case 'fiscal-year': {
      let period = Number.NaN
      let value = 0
      let count = 0
      for (let i = 0; i < n; i++) {
        const p = periodOf(rule, days[i])
        if (p !== period) {
          period = p
          value = 0
          count = 0
        }
        value += cents[i]
        count += counts[i]
        if (meetsThreshold(rule, value, count)) return days[i]
      }
      return null
    }
    case 'last-12-months': {
      let left = 0
      let value = 0
      let count = 0
      for (let i = 0; i < n; i++) {
        value += cents[i]
        count += counts[i]
        const start = twelveMonthStart(days[i])
        while (days[left] < start) {
          value -= cents[left]
          count -= counts[left]
          left++
        }
        if (meetsThreshold(rule, value, count)) return days[i]
      }
      return null
    }
    case 'last-4-quarters':
    case 'custom-quarters': {
      if (n === 0) return null
      const first = periodOf(rule, days[0])
      const last = periodOf(rule, days[n - 1])
      const value = new Array<number>(last - first + 1).fill(0)
      const count = new Array<number>(last - first + 1).fill(0)
      for (let i = 0; i < n; i++) {
        const q = periodOf(rule, days[i]) - first
        value[q] += cents[i]
        count[q] += counts[i]
      }
      // the four quarters ending at each quarter end from the first with data to the last with data
      let v = 0
      let c = 0
      for (let q = 0; q < value.length; q++) {
        v += value[q]
        c += count[q]
        if (q >= 4) {
          v -= value[q - 4]
          c -= count[q - 4]
        }
        if (meetsThreshold(rule, v, c)) return periodEnd(rule, first + q)
      }
      return null
    }
  }
}

export type TNexusStatus = 'crossed' | 'near' | 'below'

export interface NexusStateResult {
  state: string
  rule: NexusRule
  status: TNexusStatus
  /** The earliest date the state was in nexus (YYYY-MM-DD), or null. */
  crossedOn: string | null
  /** The window being measured on the as-of date and what it holds so far. */
  windowFrom: string
  windowTo: string
  valueCents: number
  count: number
  /** Percent of each threshold the window holds (one decimal); countPercent null when the state has no count. */
  valuePercent: number
  countPercent: number | null
  /** When the trailing trend reaches the threshold within the window being measured, or null. */
  projectedOn: string | null
  /** Counted sales dated after the crossing date: what tax should have been collected on since. */
  salesSinceCrossingCents: number
}

const percent = (part: number, whole: number) => Math.floor((1000 * part) / whole) / 10

/**
 * Every table state on the as-of date: crossed (the earliest crossing in the lines, on or before the as-of date),
 * near or below, with progress toward each threshold in the window being measured and a projected crossing.
 * `series` may be passed in when the caller already built it.
 */
export function evaluateNexus(lines: Iterable<NexusLine> | Map<string, DailySeries>, asOf: string): NexusStateResult[] {
  const byState = lines instanceof Map ? lines : dailySeriesByState(lines)
  const asOfDay = dayOf(asOf)
  const empty: DailySeries = { days: [], cents: [], counts: [] }
  return (NEXUS_RULES as readonly NexusRule[]).map((rule) => {
    const all = byState.get(rule.state) ?? empty
    const s = upTo(all, asOfDay)
    const first = firstCrossingDay(rule, s)
    // a quarter window read at a quarter end still to come has not crossed yet
    const crossing = first !== null && first <= asOfDay ? first : null
    const [from, to] = progressWindow(rule, asOfDay)
    const w = totalsBetween(s, from, to)
    const valuePercent = percent(w.valueCents, rule.valueCents)
    const countPercent = rule.count === null ? null : percent(w.count, rule.count)
    const closest =
      countPercent === null
        ? valuePercent
        : rule.combine === 'and'
          ? Math.min(valuePercent, countPercent)
          : Math.max(valuePercent, countPercent)
    let salesSince = 0
    if (crossing !== null) for (let i = 0; i < s.days.length; i++) if (s.days[i] > crossing) salesSince += s.cents[i]
    return {
      state: rule.state,
      rule,
      status: crossing !== null ? 'crossed' : closest >= NEXUS_NEAR_PERCENT ? 'near' : 'below',
      crossedOn: crossing === null ? null : dateOf(crossing),
      windowFrom: dateOf(from),
      windowTo: dateOf(to),
      valueCents: w.valueCents,
      count: w.count,
      valuePercent,
      countPercent,
      projectedOn: crossing === null ? projectCrossing(rule, s, asOfDay, w) : null,
      salesSinceCrossingCents: salesSince,
    }
  })
}

/** The series cut at a day (lines after the as-of date have not happened yet). */
function upTo(s: DailySeries, day: number): DailySeries {
  let n = s.days.length
  while (n > 0 && s.days[n - 1] > day) n--
  return n === s.days.length
    ? s
    : { days: s.days.slice(0, n), cents: s.cents.slice(0, n), counts: s.counts.slice(0, n) }
}

/**
 * The window progress is shown for: the running window through the as-of date; for the quarter windows the four
 * quarters ending with the quarter in progress, so the figure grows day by day rather than once a quarter.
 */
function progressWindow(rule: NexusRule, day: number): [number, number] {
  if (rule.window !== 'last-4-quarters' && rule.window !== 'custom-quarters') return windowOn(rule, day)
  return [periodStart(rule, periodOf(rule, day) - 3), day]
}

/**
 * The projected crossing: the window's shortfall at the pace of the last NEXUS_TREND_DAYS days. Reported only when
 * it lands before the window resets (the calendar or fiscal year's end), or within a year for the rolling windows;
 * a quarter window crosses at the quarter end on or after the day the pace reaches the threshold.
 */
function projectCrossing(
  rule: NexusRule,
  s: DailySeries,
  asOfDay: number,
  w: { valueCents: number; count: number },
): string | null {
  const trend = totalsBetween(s, asOfDay - NEXUS_TREND_DAYS + 1, asOfDay)
  const daysFor = (short: number, perDay: number) =>
    short <= 0 ? 0 : perDay > 0 ? Math.ceil(short / perDay) : Number.POSITIVE_INFINITY
  const valueDays = daysFor(rule.valueCents - w.valueCents, trend.valueCents / NEXUS_TREND_DAYS)
  const countDays = rule.count === null ? null : daysFor(rule.count - w.count, trend.count / NEXUS_TREND_DAYS)
  const wait =
    countDays === null
      ? valueDays
      : rule.combine === 'and'
        ? Math.max(valueDays, countDays)
        : Math.min(valueDays, countDays)
  if (!Number.isFinite(wait)) return null
  let on = asOfDay + Math.max(wait, 1)
  let limit: number
  switch (rule.window) {
    case 'calendar-year':
    case 'previous-and-current-year':
    case 'fiscal-year':
      limit = periodEnd(rule, periodOf(rule, asOfDay))
      break
    case 'last-12-months':
      limit = asOfDay + 365
      break
    case 'last-4-quarters':
    case 'custom-quarters':
      on = periodEnd(rule, periodOf(rule, on))
      limit = asOfDay + 366
      break
  }
  return on <= limit ? dateOf(on) : null
}

/**
 * The earliest crossing of every table state in the lines (the `npm run nexus` answer), in the table's order.
 * A quarter window's crossing is the end of the quarter whose four quarters met it, even when the lines stop
 * before that date.
 */
export function firstCrossings(
  lines: Iterable<NexusLine> | Map<string, DailySeries>,
): { state: string; crossedOn: string | null }[] {
  const byState = lines instanceof Map ? lines : dailySeriesByState(lines)
  return (NEXUS_RULES as readonly NexusRule[]).map((rule) => {
    const s = byState.get(rule.state)
    const day = s ? firstCrossingDay(rule, s) : null
    return { state: rule.state, crossedOn: day === null ? null : dateOf(day) }
  })
}
