/**
 * Display formats shared by the web app and the API: money from integer cents, dates, and the next-month helper.
 * Pure functions (date-fns only), so Vite, Vitest and Deno all import this file.
 */
import { addMonths, endOfMonth, format, isValid, parseISO } from 'date-fns'

export type CentsInput = number | bigint | string | null | undefined

const grouping = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 })

/** Reads cents as a bigint so amounts beyond 2^53 (Postgres bigint arrives as a string) keep every digit. */
function toCents(value: CentsInput): bigint {
  if (value === null || value === undefined) return 0n
  if (typeof value === 'bigint') return value
  if (typeof value === 'string') {
    const s = value.trim()
    if (s === '') return 0n
    if (!/^[-+]?\d+$/.test(s)) throw new RangeError(`Money amount must be whole cents, got "${value}"`)
    return BigInt(s)
  }
  if (!Number.isInteger(value)) throw new RangeError(`Money amount must be whole cents, got ${value}`)
  return BigInt(value)
}

/**
 * Money display: two decimals, en-US grouping, optional dollar prefix after the sign ("-$1,234.50").
 * Empty or missing shows 0.00; negative zero shows as zero.
 */
export function formatMoney(cents: CentsInput, opts: { currency?: boolean } = {}): string {
  const c = toCents(cents)
  const negative = c < 0n
  const abs = negative ? -c : c
  const whole = grouping.format(abs / 100n)
  const fraction = String(abs % 100n).padStart(2, '0')
  return `${negative ? '-' : ''}${opts.currency ? '$' : ''}${whole}.${fraction}`
}

export type DateInput = Date | string | number | null | undefined

/** A date-only string ("2025-03-05") is a calendar day, read in local time so it never shifts by a day. */
function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const d = typeof value === 'string' ? parseISO(value) : new Date(value)
  return isValid(d) ? d : undefined
}

export const DEFAULT_DATE_FORMAT = 'MMMM dd, yyyy'
export const QUESTION_DATE_FORMAT = 'EEEE, MMMM d, yyyy'

/** Default date display, "March 05, 2025"; missing or unreadable dates show "N/A". */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_FORMAT): string {
  const d = toDate(value)
  return d ? format(d, pattern) : 'N/A'
}

/**
 * A span of calendar days as people write it: "Sep 1 – 30, 2026", "Sep 1 – Oct 15, 2026", "Dec 15, 2026 – Jan 14,
 * 2027"; lists show this rather than two ISO dates.
 */
export function formatPeriod(start: DateInput, end: DateInput): string {
  const a = toDate(start)
  const b = toDate(end)
  if (!a || !b) return [formatDate(start, 'MMM d, yyyy'), formatDate(end, 'MMM d, yyyy')].join(' – ')
  if (a.getFullYear() !== b.getFullYear()) return `${format(a, 'MMM d, yyyy')} – ${format(b, 'MMM d, yyyy')}`
  if (a.getMonth() !== b.getMonth()) return `${format(a, 'MMM d')} – ${format(b, 'MMM d, yyyy')}`
  return `${format(a, 'MMM d')} – ${format(b, 'd, yyyy')}`
}

/** Date shown on client questions: "Wednesday, March 5, 2025". */
export function formatQuestionDate(value: DateInput): string {
  return formatDate(value, QUESTION_DATE_FORMAT)
}

/** Last day of the month `n` months after `from`, as yyyy-MM-dd (nextMonth(1, Jan 31) is the end of February). */
export function nextMonth(n: number, from: Date = new Date()): string {
  if (!Number.isInteger(n)) throw new RangeError(`nextMonth needs a whole number of months, got ${n}`)
  return format(endOfMonth(addMonths(from, n)), 'yyyy-MM-dd')
}

/** Ends a sentence that closes on a name: "Acme Robotics Inc." stays as is, "Birch Bakery" gets its period. */
export function endSentence(text: string): string {
  const t = text.trimEnd()
  return /[.!?…]$/.test(t) ? t : `${t}.`
}

/** A person's name as the screens show it: first and last name, else the email, else a placeholder. */
export const personName = (u: { firstName: string; lastName: string; email?: string | null }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email || 'Unnamed user'

/** EIN display (spec §5): two digits, a dash, then the rest ("123456789" -> "12-3456789"); digits only, at most 9. */
export function formatEin(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9)
  return d.length > 2 ? `${d.slice(0, 2)}-${d.slice(2)}` : d
}
