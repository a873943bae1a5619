/**
 * The books tracker of the month-end close (spec accounting §4 books tracker state, §9 books priority and due date;
 * overview §4, §9): each client's state for a month, derived from live facts by ten ordered rules (first match wins),
 * and its due date (the month after the start, from its first day, plus business days for the priority).
 */
import type { TVarianceStatus } from './variance-analysis.ts'

export const TRACKER_STATES = [
  'in_progress',
  'amc-os',
  'statements-reconciliation-os',
  'ready-for-review',
  'reviewed-pending-amc',
  'reviewed-with-comments',
  'ready-for-final-review',
  'final-review',
] as const
export type TTrackerState = (typeof TRACKER_STATES)[number]
export const TRACKER_STATE_LABELS: Record<TTrackerState, string> = {
  in_progress: 'In progress',
  'amc-os': 'Ask My Client outstanding',
  'statements-reconciliation-os': 'Statements / reconciliation outstanding',
  'ready-for-review': 'Ready for review',
  'reviewed-pending-amc': 'Reviewed, pending Ask My Client',
  'reviewed-with-comments': 'Reviewed with comments',
  'ready-for-final-review': 'Ready for final review',
  'final-review': 'Final review',
}

/** The live facts a client's tracker row is derived from. */
export type TTrackerFacts = {
  /** Books sent for the month (month-end tracking). */
  booksSent: boolean
  /** Client questions with status pending. */
  pendingQuestions: number
  /** Client questions with status not_responded ("unanswered"). */
  unansweredQuestions: number
  /** The month's variance analysis status; null without an analysis. */
  analysisStatus: TVarianceStatus | null
  /** The analysis was sent (last_sent_at set). */
  analysisSent: boolean
  /** The month is reconciled (public.reconciliation_month_status); no statement accounts counts as not reconciled. */
  reconciled: boolean
}

/**
 * The state by the spec's ten rules, in order, first match wins. "Review ready" is the analysis status
 * ready-for-review; "sent" in rules 8 and 9 is the analysis having been sent (rule 1 already took books sent).
 */
export function trackerState(f: TTrackerFacts): { state: TTrackerState; rule: number } {
  const s = f.analysisStatus
  const unanswered = f.unansweredQuestions > 0
  const R = f.reconciled
  if (f.booksSent) return { state: 'final-review', rule: 1 }
  if (f.pendingQuestions > 0) return { state: 'in_progress', rule: 2 }
  if (s === 'ready-for-review' && unanswered) return { state: 'amc-os', rule: 3 }
  if (s === 'ready-for-review' && !R) return { state: 'statements-reconciliation-os', rule: 4 }
  if (s === 'ready-for-review' && R) return { state: 'ready-for-review', rule: 5 }
  if (s === 'completed' && unanswered && R) return { state: 'reviewed-pending-amc', rule: 6 }
  if (s === 'reviewed-with-comments' && !unanswered && R) return { state: 'reviewed-with-comments', rule: 7 }
  if (
    ((s === 'ready-for-final-review' || s === 'ready-for-review') && !unanswered && R) ||
    (s === 'completed' && !f.analysisSent)
  )
    return { state: 'ready-for-final-review', rule: 8 }
  if (s === 'completed' && f.analysisSent && R) return { state: 'final-review', rule: 9 }
  return { state: 'in_progress', rule: 10 }
}

export const MAX_BOOKS_PRIORITY = 6
/** Spec §9: priority 0 to 3 business days … 5 to 8. Priority 6 (the maximum) continues the step: 9. */
export const PRIORITY_BUSINESS_DAYS: Record<number, number> = { 0: 3, 1: 4, 2: 5, 3: 6, 4: 7, 5: 8, 6: 9 }
export const BUSINESS_DAYS_MESSAGE = 'Enter a whole number of business days from 0 to 30'
export const OVERRIDE_REASON_MESSAGE = 'Say why the state is overridden'

const parse = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d))
}
const iso = (d: Date) => d.toISOString().slice(0, 10)

/** `days` business days (Monday to Friday) after `from`; a weekend start counts from the next Monday. */
export function addBusinessDays(from: string, days: number): string {
  const d = parse(from)
  let left = days
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1)
    const dow = d.getUTCDay()
    if (dow !== 0 && dow !== 6) left--
  }
  return iso(d)
}

/**
 * Due date (spec §9): the start date plus one month, moved to the first of that month, plus the business days of the
 * priority (a tracker's own business days override the priority's).
 */
export function booksDueDate(startDate: string, priority: number, businessDaysOverride?: number | null): string {
  const s = parse(startDate)
  const first = new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 1))
  const days = businessDaysOverride ?? PRIORITY_BUSINESS_DAYS[Math.min(Math.max(priority, 0), MAX_BOOKS_PRIORITY)]
  return addBusinessDays(iso(first), days)
}

/**
 * Next due date (overview §9): the due date's distance from its month's start, applied to the start date plus two
 * months (the first of that month plus the same number of days).
 */
export function nextBooksDueDate(startDate: string, dueDate: string): string {
  const due = parse(dueDate)
  const offset = due.getUTCDate() - 1
  const s = parse(startDate)
  return iso(new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 2, 1 + offset)))
}

/** Overdue: past its due date and not yet at final review. */
export const isOverdue = (dueDate: string, state: TTrackerState, today: string) =>
  state !== 'final-review' && today > dueDate

/** The Monday of the week a date falls in (the tracker's "due week" filter). */
export function weekOf(date: string): string {
  const d = parse(date)
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return iso(d)
}
