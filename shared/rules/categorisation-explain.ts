/**
 * What a categorisation suggestion says about itself (docs/categorisation.md), in a bookkeeper's words: the rule that
 * fired, or the organization's own past lines with their dates, amounts and accounts, or the model's top choices. Only
 * the organization's own lines ever appear here; the firm model is described by its accounts and odds alone.
 */
import { formatDate, formatMoney } from './format.ts'
import type { Allocation, CategorisationRule } from './categorisation-rules.ts'

export type ExplainedNeighbour = {
  date: string
  amountCents: number
  accountName: string
  vendor: string | null
  description: string | null
}
export type Alternative = { accountId: string; accountName: string; confidence: number }

/** A confidence as a bookkeeper reads it: whole percents, and never 100% unless certain (a rule). */
export const percent = (p: number) => `${p >= 1 ? 100 : Math.min(99, Math.round(p * 100))}%`
const money = (cents: number) => formatMoney(Math.abs(cents), { currency: true })
const day = (date: string) => formatDate(date, 'MMM d, yyyy')
const quoted = (s: string | null | undefined) => `“${(s ?? '').trim() || 'no vendor'}”`

export function explainRule(rule: CategorisationRule, allocations: Allocation[] | null, accountName: string | null) {
  if (rule.ruleType === 'vendor' || !allocations)
    return `Vendor rule: lines from ${quoted(rule.vendor)} go to ${accountName}.`
  const parts = allocations.map((a) => `${a.percentage}% to ${a.accountName} (${money(a.allocatedAmountCents)})`)
  return `Vendor split rule for ${quoted(rule.vendor)}: ${parts.join(', ')}.`
}

const neighbourText = (n: ExplainedNeighbour) => `${day(n.date)}, ${money(n.amountCents)} to ${n.accountName}`

export function explainHistory(args: {
  via: 'vendor' | 'nearest'
  vendor: string | null
  accountName: string
  sameAccount: number
  total: number
  neighbours: ExplainedNeighbour[]
}) {
  const shown = args.neighbours.slice(0, 3).map(neighbourText).join('; ')
  if (args.via === 'vendor') {
    const share =
      args.sameAccount === args.total
        ? `All ${args.total} past ${args.total === 1 ? 'line' : 'lines'} from ${quoted(args.vendor)} went to ${args.accountName}`
        : `${args.sameAccount} of ${args.total} past lines from ${quoted(args.vendor)} went to ${args.accountName}`
    return `${share}. Latest: ${shown}.`
  }
  const who = args.neighbours
    .slice(0, 3)
    .map((n) => `${quoted(n.vendor)} on ${neighbourText(n)}`)
    .join('; ')
  return `New vendor. The most similar past lines of this client went to ${args.accountName}: ${who}.`
}

export function explainModel(accountName: string, confidence: number, alternatives: Alternative[]) {
  const rest = alternatives.filter((a) => a.accountName !== accountName)
  const then = rest.length
    ? ` Next choices: ${rest.map((a) => `${a.accountName} (${percent(a.confidence)})`).join(', ')}.`
    : ''
  return `No past line of this client looks like it. Across the firm's clients, lines like this are booked to ${accountName} (${percent(confidence)}).${then}`
}

export function explainNoGuess(alternatives: Alternative[], threshold: number, sentTo: 'client' | 'bookkeeper') {
  const best = alternatives.length
    ? ` Best guesses: ${alternatives
        .slice(0, 3)
        .map((a) => `${a.accountName} (${percent(a.confidence)})`)
        .join(', ')}.`
    : ' Nothing in this client’s history or the firm’s model looks like it.'
  const where = sentTo === 'client' ? 'Sent to the client (Ask My Client).' : 'Left for the bookkeeper.'
  return `Not sure enough to categorise (below ${percent(threshold)}).${best} ${where}`
}

export function explainStaleRule(rule: CategorisationRule, missing: string[]) {
  return `The vendor rule for ${quoted(rule.vendor)} was not applied: ${missing.join(', ')} no longer ${missing.length === 1 ? 'exists' : 'exist'} in the ledger. Fix or remove the rule.`
}
