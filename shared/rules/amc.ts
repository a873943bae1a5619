/** Ask My Client: which ledger account parks a transaction for the client, and which questions it gets by default. */

export const ASK_MY_CLIENT = 'ask my client'

/**
 * True for an account named "ASK MY CLIENT", optionally prefixed by a number and a space, compared case-insensitively
 * on the last segment after a colon (so "Expenses:9000 Ask My Client" matches, "Ask My Client Old" does not).
 */
export function isAskMyClientAccount(accountName: string | null | undefined): boolean {
  if (!accountName) return false
  const last = accountName.split(':').pop()!.trim().toLowerCase()
  return /^(\d+ )?ask my client$/.test(last)
}

/** A question waits for the client while it is not yet answered (pending) or overdue (not_responded). */
export const CLIENT_OPEN_STATUSES = ['pending', 'not_responded'] as const

export const isOpenForClient = (status: string) => (CLIENT_OPEN_STATUSES as readonly string[]).includes(status)

/** Questions waiting for the client, from counts by status ({pending: 2, responded: 1, …}). */
export const clientOpenCount = (byStatus: Record<string, number> | undefined) =>
  CLIENT_OPEN_STATUSES.reduce((n, s) => n + (byStatus?.[s] ?? 0), 0)

export type DefaultQuestion = 'expense_for' | 'deposit_for'

/** Amount in cents: money out (> 0) asks what the expense was for, money in (< 0) what the deposit was for, 0 asks nothing. */
export function defaultQuestions(amountCents: number): DefaultQuestion[] {
  if (amountCents > 0) return ['expense_for']
  if (amountCents < 0) return ['deposit_for']
  return []
}

/**
 * Who a question's money went to or came from, as every screen names it: the vendor, else "Unknown sender" for money
 * in (amount < 0) and "Unknown payee" for money out. `amount` is signed as on questions (money in negative).
 */
export function counterpartyName(q: { vendorName?: string | null; amount: number }): string {
  const name = q.vendorName?.trim()
  if (name) return name
  return q.amount < 0 ? 'Unknown sender' : 'Unknown payee'
}
