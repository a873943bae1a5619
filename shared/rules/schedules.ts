/**
 * Amortization and revenue-recognition planning (docs/schedules.md): which periods a schedule has, when each posts,
 * how much, and which accounts each side may use. Pure: the API plans and re-plans with it, the posting job posts what
 * it says is due, and the web form shows the same plan before saving.
 *
 * Periods are calendar months, quarters or years: every one the service (start date to end date, inclusive) touches,
 * posted on its last day (or on the end date, for the last one). A period the service covers only in part weighs its
 * share of days, so a schedule starting mid-month posts less in its first month. linear weighs every full period the
 * same; linear_gradient (the spec names it without a formula) declines straight-line: period k of n weighs n - k + 1,
 * the sum-of-the-periods'-digits pattern. Amounts are integer minor units; every period but the last is rounded to
 * the unit, and the last absorbs the rounding, so the periods add up to the amount exactly.
 */
import type { TAccountType } from '../schemas/ledger-account-types.ts'
import { formatDate } from './format.ts'

export const PERIOD_INTERVALS = ['month', 'quarter', 'year'] as const
export type TPeriodInterval = (typeof PERIOD_INTERVALS)[number]
export const SCHEDULE_METHODS = ['linear', 'linear_gradient'] as const
export type TScheduleMethod = (typeof SCHEDULE_METHODS)[number]

/** Spec §4: pending (nothing posted yet), active, completed (every period posted), cancelled. */
export const AMORTIZATION_STATUSES = ['active', 'cancelled', 'completed', 'pending'] as const
export type TAmortizationStatus = (typeof AMORTIZATION_STATUSES)[number]
export const AMORTIZATION_TYPES = ['expense', 'asset'] as const
export type TAmortizationType = (typeof AMORTIZATION_TYPES)[number]
export const ANCHOR_TYPES = ['purchase', 'bill', 'bank_txn', 'je'] as const
export type TAnchorType = (typeof ANCHOR_TYPES)[number]

/** Spec accounting §3.1 / banking §4: the types of the journal entries the product posts. */
export const JOURNAL_ENTRY_TYPES = [
  'stripe',
  'amortization',
  'variance_analysis',
  'payroll',
  'expense',
  'accrued_expense',
  'accrued_expense_reversal',
  'general',
  'revenue_recognition',
  'revenue_recognition_reversal',
] as const
export type TJournalEntryType = (typeof JOURNAL_ENTRY_TYPES)[number]

/** The most periods a schedule may have: a hundred years of months. */
export const MAX_PERIODS = 1200
/** Revenue recognition counts micros; the ledger posts cents. */
export const MICROS_PER_CENT = 10_000

export const SCHEDULE_MESSAGES = {
  endBeforeStart: 'The end date must be on or after the start date',
  zeroPeriods: 'Enter at least one period',
  tooManyPeriods: `A schedule has at most ${MAX_PERIODS} periods`,
  endOrPeriods: 'Enter an end date or a number of periods',
  positive: 'Enter an amount greater than zero',
  wholeCents: 'Enter the amount in whole cents, at most two decimals',
} as const

/** Section: dates (UTC calendar arithmetic on YYYY-MM-DD) */
const DAY_MS = 86_400_000
const toDay = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)))
// A posting run plans thousands of schedules over the same few hundred days: formatting each day once keeps the
// planning of 10,000 schedules under 100 ms (toISOString per period was most of its 300 ms).
const dayNames = new Map<number, string>()
const fromDay = (ms: number) => {
  let name = dayNames.get(ms)
  if (name === undefined) {
    name = new Date(ms).toISOString().slice(0, 10)
    if (dayNames.size < 100_000) dayNames.set(ms, name)
  }
  return name
}
const MONTHS: Record<TPeriodInterval, number> = { month: 1, quarter: 3, year: 12 }

/** First day of the calendar period containing `date`, and of the one `n` periods later. */
function periodStart(date: string, interval: TPeriodInterval, n = 0): number {
  const y = Number(date.slice(0, 4))
  const m = Number(date.slice(5, 7)) - 1
  const size = MONTHS[interval]
  return Date.UTC(y, Math.floor(m / size) * size + n * size, 1)
}

export type TSchedulePeriod = {
  periodNumber: number
  /** the part of the period the service covers */
  startDate: string
  endDate: string
  /** when the period's entry posts: the period's last day, or the schedule's end date in its last period */
  date: string
  /** share of the period covered (1 for a full period) */
  coverage: number
}

/** Every calendar period the service from startDate to endDate touches, in order. */
export function schedulePeriods({
  startDate,
  endDate,
  periodInterval,
}: {
  startDate: string
  endDate: string
  periodInterval: TPeriodInterval
}): TSchedulePeriod[] {
  const first = toDay(startDate)
  const last = toDay(endDate)
  const out: TSchedulePeriod[] = []
  for (let n = 0; last >= first; n++) {
    const from = periodStart(startDate, periodInterval, n)
    if (from > last || out.length >= MAX_PERIODS) break
    const to = periodStart(startDate, periodInterval, n + 1) - DAY_MS
    const s = Math.max(from, first)
    const e = Math.min(to, last)
    const end = fromDay(e)
    out.push({
      periodNumber: n + 1,
      startDate: fromDay(s),
      endDate: end,
      date: end,
      coverage: (e - s + DAY_MS) / (to - from + DAY_MS),
    })
  }
  return out
}

/** The end date of a schedule given as a number of periods: the last day of its `periods`-th calendar period. */
export function endDateForPeriods({
  startDate,
  periods,
  periodInterval,
}: {
  startDate: string
  periods: number
  periodInterval: TPeriodInterval
}): string {
  return fromDay(periodStart(startDate, periodInterval, periods) - DAY_MS)
}

/** Why the dates or periods cannot make a schedule, by field; empty when they can. */
export function periodProblems(input: {
  startDate: string
  endDate?: string
  periods?: number
}): { path: 'endDate' | 'periods'; message: string }[] {
  if (input.endDate === undefined && input.periods === undefined)
    return [{ path: 'endDate', message: SCHEDULE_MESSAGES.endOrPeriods }]
  if (input.periods !== undefined && input.periods < 1)
    return [{ path: 'periods', message: SCHEDULE_MESSAGES.zeroPeriods }]
  if (input.periods !== undefined && input.periods > MAX_PERIODS)
    return [{ path: 'periods', message: SCHEDULE_MESSAGES.tooManyPeriods }]
  if (input.endDate !== undefined && input.endDate < input.startDate)
    return [{ path: 'endDate', message: SCHEDULE_MESSAGES.endBeforeStart }]
  return []
}

/** Section: amounts */

/**
 * Splits `total` minor units over periods of the given weights: every period but the last rounded half up, the last
 * taking what is left. Should rounding up ever leave the last period negative (many tiny periods), every period is
 * rounded down instead, so the last only grows.
 */
export function splitAmount(total: number, weights: number[]): number[] {
  if (weights.length === 0) return []
  const sum = weights.reduce((s, w) => s + w, 0)
  const split = (round: (x: number) => number) => {
    const parts = weights.slice(0, -1).map((w) => (sum > 0 ? round((total * w) / sum) : 0))
    return [...parts, total - parts.reduce((s, p) => s + p, 0)]
  }
  const rounded = split((x) => Math.floor(x + 0.5))
  return rounded[rounded.length - 1] >= 0 ? rounded : split(Math.floor)
}

function weightsFor(periods: TSchedulePeriod[], method: TScheduleMethod): number[] {
  const n = periods.length
  return periods.map((p, i) => p.coverage * (method === 'linear' ? 1 : n - i))
}

export type TPlannedPeriod = TSchedulePeriod & { amount: number; posted: boolean }

export type TPlanInput = {
  /** the schedule's whole amount, in minor units */
  amount: number
  startDate: string
  endDate: string
  periodInterval: TPeriodInterval
  method: TScheduleMethod
  /** what is already posted, by period number: those periods keep their amounts */
  posted?: { periodNumber: number; amount: number }[]
}

/**
 * The whole plan: posted periods as they were posted, and the rest of the amount spread over the periods after the
 * last posted one. Editing a schedule therefore re-plans only its future: the past is what the ledger has.
 */
export function planSchedule(input: TPlanInput): TPlannedPeriod[] {
  const periods = schedulePeriods(input)
  const posted = new Map((input.posted ?? []).map((p) => [p.periodNumber, p.amount]))
  const lastPosted = Math.max(0, ...posted.keys())
  const future = periods.filter((p) => p.periodNumber > lastPosted)
  // An unchanged schedule posts what it first planned (the last period keeps the rounding); once the posted past
  // differs from that plan (an edit), what is left is spread anew over the future.
  const whole = splitAmount(input.amount, weightsFor(periods, input.method))
  const asPlanned = periods.every((p, i) => p.periodNumber > lastPosted || posted.get(p.periodNumber) === whole[i])
  const left = input.amount - [...posted.values()].reduce((s, a) => s + a, 0)
  const amounts = asPlanned
    ? whole.slice(periods.length - future.length)
    : splitAmount(left, weightsFor(future, input.method))
  return [
    ...periods
      .filter((p) => p.periodNumber <= lastPosted)
      .map((p) => ({ ...p, amount: posted.get(p.periodNumber) ?? 0, posted: posted.has(p.periodNumber) })),
    ...future.map((p, i) => ({ ...p, amount: amounts[i], posted: false })),
  ]
}

/** The figures a schedule keeps from its plan (spec §3.7 / §3.8). */
export function planFigures(plan: TPlannedPeriod[]) {
  const posted = plan.filter((p) => p.posted)
  const open = plan.filter((p) => !p.posted && p.amount > 0)
  const done = posted.reduce((s, p) => s + p.amount, 0)
  return {
    originalPeriods: plan.length,
    remainingPeriods: open.length,
    postedAmount: done,
    remainingAmount: plan.reduce((s, p) => s + p.amount, 0) - done,
    nextDate: open[0]?.date ?? null,
    lastDate: posted.at(-1)?.date ?? null,
  }
}

/** Periods whose date has come (on or before `asOf`) and that are not posted yet. */
export const duePeriods = (plan: TPlannedPeriod[], asOf: string) =>
  plan.filter((p) => !p.posted && p.amount > 0 && p.date <= asOf)

/** An amortization's status from what is posted: cancellation is a person's decision, the rest follows the plan. */
export function amortizationStatus(plan: TPlannedPeriod[], cancelled: boolean): TAmortizationStatus {
  if (cancelled) return 'cancelled'
  const f = planFigures(plan)
  if (f.remainingPeriods === 0) return 'completed'
  return f.postedAmount > 0 ? 'active' : 'pending'
}

/** Section: accounts each side may use */
export const SCHEDULE_ACCOUNT_TYPES = {
  expense: {
    debitAccount: ['Expense', 'Other Expense', 'Cost of Goods Sold'],
    creditAccount: ['Other Current Asset', 'Other Asset'],
  },
  asset: {
    debitAccount: ['Expense', 'Other Expense'],
    creditAccount: ['Fixed Asset', 'Other Asset', 'Other Current Asset'],
  },
  revenue: {
    deferredRevenueAccount: ['Other Current Liability', 'Long Term Liability'],
    revenueAccount: ['Income', 'Other Income'],
  },
} as const satisfies Record<string, Record<string, readonly TAccountType[]>>

const listWords = (xs: readonly string[]) =>
  xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`

/** Why an account cannot take this side of a schedule, in the bookkeeper's words; undefined when it can. */
export function accountTypeProblem(
  allowed: readonly TAccountType[],
  account: { Name: string; AccountType: TAccountType } | undefined,
): string | undefined {
  if (!account) return 'Choose an account of the ledger'
  if (allowed.includes(account.AccountType)) return undefined
  return `Choose an account of type ${listWords(allowed)}; ${account.Name} is ${account.AccountType}`
}

/** The product's entry types as people read them (the staff workspace's Entries). */
export const JOURNAL_ENTRY_TYPE_LABELS: Record<TJournalEntryType, string> = {
  stripe: 'Stripe revenue',
  amortization: 'Amortization',
  variance_analysis: 'Variance adjustment',
  payroll: 'Payroll',
  expense: 'Categorised line',
  accrued_expense: 'Accrued expense',
  accrued_expense_reversal: 'Accrual reversal',
  general: 'Reconciliation adjustment',
  revenue_recognition: 'Revenue recognition',
  revenue_recognition_reversal: 'Revenue recognition reversal',
}

/** What made an entry, from its record's cause ("<table>:<id>", or a schedule's period), in words. */
export function entryCause(e: {
  sourceRef: string | null
  periodNumber: number | null
  type: TJournalEntryType
}): string {
  if (e.periodNumber !== null) return `Period ${e.periodNumber} of its schedule`
  const [table, period] = (e.sourceRef ?? '').split(':')
  // the month's Stripe entry (source `stripe:<first day of the month>`)
  if (table === 'stripe' && /^\d{4}-\d{2}-\d{2}$/.test(period ?? ''))
    return `Stripe's balance transactions of ${formatDate(period, 'MMMM yyyy')}`
  const words: Record<string, string> = {
    expense_categorizations: 'A categorised bank or card line',
    accrued_expense_values: 'An accrual of a line paid later',
    reconciliation_adjustments: 'An adjustment approved in a reconciliation',
    variance_analysis_adjustments: 'An adjustment posted from a variance analysis',
    variance_notes: 'A variance analysis note',
  }
  return (
    words[table] ?? (e.type === 'revenue_recognition_reversal' ? 'A cancelled revenue schedule' : (e.sourceRef ?? '—'))
  )
}
