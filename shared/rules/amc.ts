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

export type DefaultQuestion = 'expense_for' | 'deposit_for'

/** Amount in cents: money out (> 0) asks what the expense was for, money in (< 0) what the deposit was for, 0 asks nothing. */
export function defaultQuestions(amountCents: number): DefaultQuestion[] {
  if (amountCents > 0) return ['expense_for']
  if (amountCents < 0) return ['deposit_for']
  return []
}
