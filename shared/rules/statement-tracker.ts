/**
 * The bank statement tracker's rules (spec §3 Bank statement tracker, §5 availability 1 to 31): which month's
 * statement is expected now, from which day, and whether it is completed, missing or not available yet.
 *
 * A statement covers a calendar month and becomes available in the next one on the account's availability day (a 31
 * means the month's last day in a shorter month). So in November the tracker asks for October's statements: missing
 * once November's availability day has come and the statement is not completed, upcoming before that.
 */

export const AVAILABILITY_MESSAGE = 'Availability is a day of the month from 1 to 31'
export const TRACKER_RESPONSIBILITIES = ['client', 'bookkeeper'] as const
export type TTrackerResponsibility = (typeof TRACKER_RESPONSIBILITIES)[number]
export const RESPONSIBILITY_LABELS: Record<TTrackerResponsibility, string> = {
  client: 'Client sends it',
  bookkeeper: 'Bookkeeper downloads it',
}

export type TTrackedStatementState = 'completed' | 'missing' | 'upcoming'
export const TRACKED_STATEMENT_LABELS: Record<TTrackedStatementState, string> = {
  completed: 'Completed',
  missing: 'Missing',
  upcoming: 'Not available yet',
}

const parts = (day: string) => day.slice(0, 10).split('-').map(Number) as [number, number, number]
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

/** The month (its first day) whose statement is expected during the month of `today`: the month before. */
export function expectedStatementMonth(today: string): string {
  const [y, m] = parts(today)
  return m === 1 ? iso(y - 1, 12, 1) : iso(y, m - 1, 1)
}

/** The day a statement for `month` (its first day) becomes available: the availability day of the next month. */
export function availableOn(month: string, availability: number): string {
  const [y, m] = parts(month)
  const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1]
  return iso(ny, nm, Math.min(availability, daysIn(ny, nm)))
}

export function trackedStatementState({
  month,
  availability,
  today,
  completed,
}: {
  month: string
  availability: number
  today: string
  completed: boolean
}): TTrackedStatementState {
  if (completed) return 'completed'
  return today.slice(0, 10) >= availableOn(month, availability) ? 'missing' : 'upcoming'
}
