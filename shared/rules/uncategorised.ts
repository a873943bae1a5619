/**
 * Uncategorised money (issue 30, item 6): every line the books still hold in Uncategorized Income or Expense is either
 * a question to the client or an item in the bookkeeper's queue, and the client is never told nothing is open while
 * such money exists. One owner for what counts and what the client reads.
 */
import { formatMoney } from './format.ts'

/** Where a line of the books' uncategorised accounts stands: asked of the client, in the queue, or not yet picked up. */
export type TUncategorisedState = 'asked' | 'queued' | 'new'

export type TUncategorisedSummary = {
  lines: number
  /** money in (positive lines), in cents */
  incomeCents: number
  /** money out (negative lines), as a positive number of cents */
  expenseCents: number
  asked: number
  queued: number
  new: number
}

export function summariseUncategorised(lines: readonly { amountCents: number; state: TUncategorisedState }[]) {
  const s: TUncategorisedSummary = { lines: 0, incomeCents: 0, expenseCents: 0, asked: 0, queued: 0, new: 0 }
  for (const l of lines) {
    s.lines++
    if (l.amountCents >= 0) s.incomeCents += l.amountCents
    else s.expenseCents -= l.amountCents
    s[l.state]++
  }
  return s
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * What the client reads when no question waits for them but the books still hold uncategorised money; null when
 * there is none. It says how much, and that the bookkeeper has it, so "no open questions" is never "nothing open".
 */
export function uncategorisedNotice(s: TUncategorisedSummary): string | null {
  if (s.lines === 0) return null
  const money = [
    s.incomeCents > 0 && `${formatMoney(s.incomeCents, { currency: true })} of income`,
    s.expenseCents > 0 && `${formatMoney(s.expenseCents, { currency: true })} of expenses`,
  ].filter(Boolean)
  const what = money.length > 0 ? ` (${money.join(' and ')})` : ''
  return `Your books still hold ${plural(s.lines, 'uncategorised line', 'uncategorised lines')}${what}. Your bookkeeper is working through them and will ask you here about any they cannot place.`
}
