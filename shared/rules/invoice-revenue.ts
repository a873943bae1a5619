/**
 * Which invoice lines are earned over time (docs/invoicing.md "Revenue recognition"): a line whose service period
 * runs past the month it is invoiced in, or spans more than one month, is deferred revenue when the invoice is booked
 * and recognized month by month over the period by the schedules domain (accounting spec §3.8: revenue recognition
 * links to invoices). A line served within the invoice's month is revenue at once.
 */
const month = (isoDate: string) => isoDate.slice(0, 7)

export function isDeferredLine(
  line: { serviceDateFrom: string | null; serviceDateTo: string | null },
  invoiceDate: string,
): boolean {
  const { serviceDateFrom: from, serviceDateTo: to } = line
  if (!from || !to || to < from) return false
  return month(from) !== month(to) || month(to) > month(invoiceDate)
}

/** Where a deferred line waits: the chart's deferred (or unearned) revenue liability, by name. */
export const DEFERRED_REVENUE_NAME = /deferred revenue|unearned revenue|deferred income/i
