/**
 * Ask My Client: which ledger account parks a transaction for the client, which questions wait for the client, and how
 * screens name a question's counterparty. (The default questions a parked transaction gets are the database's:
 * private.amc_sync_transaction.)
 */

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

/**
 * After any reminder to a client (the daily one or a bookkeeper's "Send reminder"), staff wait this long before sending
 * another, so a double click or two colleagues do not flood the client's inbox.
 */
export const REMINDER_COOLDOWN_MINUTES = 15

export const isOpenForClient = (status: string) => (CLIENT_OPEN_STATUSES as readonly string[]).includes(status)

/** Questions waiting for the client, from counts by status ({pending: 2, responded: 1, …}). */
export const clientOpenCount = (byStatus: Record<string, number> | undefined) =>
  CLIENT_OPEN_STATUSES.reduce((n, s) => n + (byStatus?.[s] ?? 0), 0)

/**
 * Who a question's money went to or came from, as every screen names it: the vendor, else "Unknown sender" for money
 * in (amount < 0) and "Unknown payee" for money out. `amount` is signed as on questions (money in negative).
 */
export function counterpartyName(q: { vendorName?: string | null; amount: number }): string {
  const name = q.vendorName?.trim()
  if (name) return name
  return q.amount < 0 ? 'Unknown sender' : 'Unknown payee'
}
