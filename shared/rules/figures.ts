/**
 * Figures that agree across screens (issue 30, items 3 and 4): every screen that shows money says where the figure
 * comes from, for which period and on which basis, in these words, so two figures of the same fact agree and two
 * different facts are never read as one. One owner for the words and for matching a vendor across sources.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2026-11-01" (a metrics month) as "November 2026". */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`

export const BASIS = {
  /** the dashboard's figures and the P&L: the books, by month, accrual */
  booksMonth: (month: string) => `From the books, ${monthName(month)}, accrual basis`,
  /** the Vendors page's and Transactions' lines: what the feeds brought and categorisation placed */
  categorisedLines: 'From your categorised bank and card lines, all time, by the day the money moved',
  /** Real-time expenses: lines as they arrive, before the books are closed */
  lastThirtyDays: 'Bank and card lines of the last 30 days, by the day the money moved, as they arrive',
} as const

/** A vendor's name as the same vendor in the books and in the feed lines ("Digi-Key " and "digi-key" are one). */
export const vendorKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The cash figures (issue 30, item 3): three different facts, each named for what it is, and why two of them differ.
 * The books' cash follows the bank once lines are synced and reconciled; the bank's balance counts settled money,
 * available takes off what is pending.
 */
export const CASH_FIGURES = {
  ledgerCash: 'Ledger cash on hand',
  ledgerCashHint: 'bank accounts in the books',
  bankBalance: 'Bank balance',
  bankBalanceHint: 'settled money in your USD accounts at the bank',
  bankAvailable: 'Bank balance available',
  bankAvailableHint: 'what can be spent now, after pending payments and holds',
  pending: 'Pending',
  pendingHint: 'payments and holds the bank has not settled yet',
  feedBalance: 'Connected banks’ balance',
  /** shown wherever a bank figure sits beside the books' */
  whyDiffer:
    'The books’ cash on hand (Dashboard) differs from a bank’s balance until every bank line is synced into the books and reconciled; pending payments count at the bank but not yet in the books.',
} as const

/** The money still pending at the bank: settled balance minus available (never below zero), in micros. */
export function pendingMicros(balance: string | bigint, available: string | bigint): bigint {
  const p = BigInt(balance) - BigInt(available)
  return p > 0n ? p : 0n
}
