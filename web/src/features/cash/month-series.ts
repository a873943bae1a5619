/**
 * The dashboard's money in / out by month as chart series: month keys ("2026-03") to short labels, micros to cents
 * (the chart's unit, rounded as the books round) and out as a positive bar beside in.
 */
import { microsToCents } from '../../../../shared/rules/banking.ts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-03" → "Mar 26"; anything else is shown as given. */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(month)
  const i = m ? Number(m[2]) - 1 : -1
  return m && i >= 0 && i < 12 ? `${MONTHS[i]} ${m[1].slice(2)}` : month
}

const cents = (micros: string) => {
  const c = microsToCents(BigInt(micros))
  return Number(c < 0n ? -c : c)
}

export function monthSeries(months: readonly { month: string; inMicros: string; outMicros: string }[]) {
  return {
    labels: months.map((m) => monthLabel(m.month)),
    inCents: months.map((m) => cents(m.inMicros)),
    outCents: months.map((m) => cents(m.outMicros)),
  }
}
