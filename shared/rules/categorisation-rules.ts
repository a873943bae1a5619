/**
 * An organization's own categorisation rules (layer one, docs/categorisation.md; spec accounting §3.5, §5): a vendor
 * rule sends a vendor's lines to one account; a vendor-split rule divides each line between accounts by percentages
 * that sum to 100, with the cents allocated so they add up to the line exactly. A rule whose account no longer exists
 * is flagged, never applied.
 */
import { normalizeVendor } from './categorisation-text.ts'

/** Spec §5, word for word. */
export const SPLIT_PERCENTAGE_MESSAGE = 'Split category percentage is between 0 and 100'

export type SplitLine = { accountId: string; accountName: string; percentage: number }
export type CategorisationRule = {
  id: string
  ruleType: 'vendor' | 'vendor-split'
  /** the vendor as the bookkeeper typed it (the spec's `value`); matched through normalizeVendor */
  vendor: string
  /** the account of a vendor rule; null for a split rule */
  accountId: string | null
  accountName: string | null
  splits: SplitLine[]
  createdAt: string
}
export type Allocation = {
  ruleId: string
  accountId: string
  accountName: string
  percentage: number
  allocatedAmountCents: number
}
export type FieldProblem = { path: string; message: string }

/** Percentages are kept to two decimal places, so "sums to 100" is compared in hundredths. */
const hundredths = (p: number) => Math.round(p * 100)

/**
 * Problems with a split rule's lines, each naming its field (splits.N.percentage, splits.N.accountId, splits): every
 * percentage between 0 and 100 (spec §5), at least two lines, no account twice, and a total of exactly 100.
 */
export function splitProblems(splits: readonly SplitLine[]): FieldProblem[] {
  const problems: FieldProblem[] = []
  if (splits.length < 2) problems.push({ path: 'splits', message: 'A split needs at least two accounts' })
  const seen = new Set<string>()
  splits.forEach((s, i) => {
    if (!Number.isFinite(s.percentage) || s.percentage < 0 || s.percentage > 100)
      problems.push({ path: `splits.${i}.percentage`, message: SPLIT_PERCENTAGE_MESSAGE })
    else if (Math.abs(hundredths(s.percentage) - s.percentage * 100) > 1e-6)
      problems.push({ path: `splits.${i}.percentage`, message: 'Use at most two decimal places' })
    if (!s.accountId) problems.push({ path: `splits.${i}.accountId`, message: 'Choose an account' })
    else if (seen.has(s.accountId))
      problems.push({ path: `splits.${i}.accountId`, message: 'This account is already in the split' })
    seen.add(s.accountId)
  })
  const total = splits.reduce((t, s) => t + (Number.isFinite(s.percentage) ? hundredths(s.percentage) : 0), 0)
  if (splits.length >= 2 && problems.length === 0 && total !== 10_000)
    problems.push({ path: 'splits', message: `The percentages add up to ${total / 100}%: they must add up to 100%` })
  return problems
}

/**
 * What a split form may truthfully say it has allocated while it is being typed: only lines with an account and a
 * readable percentage between 0 and 100 count, so a form whose lines are refused never reads "Allocated 100%".
 */
export function splitAllocation(rows: readonly { accountId: string; percentage: string }[]): {
  allocated: number
  unreadable: number
  withoutAccount: number
  text: string
} {
  let allocated = 0
  let unreadable = 0
  let withoutAccount = 0
  for (const r of rows) {
    const p = r.percentage.trim() === '' ? Number.NaN : Number(r.percentage)
    const readable = Number.isFinite(p) && p >= 0 && p <= 100
    if (!readable) unreadable++
    if (!r.accountId) withoutAccount++
    if (readable && r.accountId) allocated += hundredths(p)
  }
  const parts = [`Allocated ${allocated / 100}% of 100%`]
  if (withoutAccount) parts.push(`${withoutAccount} line${withoutAccount > 1 ? 's' : ''} without an account`)
  if (unreadable) parts.push(`${unreadable} percentage${unreadable > 1 ? 's' : ''} to correct`)
  return { allocated: allocated / 100, unreadable, withoutAccount, text: parts.join(' · ') }
}

/**
 * The cents of a line divided by percentages so they add up to the line exactly: each share is rounded down (toward
 * zero) and the cents left over go one each to the lines with the largest remainders, the earlier line first on a tie
 * (largest-remainder apportionment). Negative amounts (refunds) split the same way with the sign kept.
 */
export function allocateSplit(amountCents: number, splits: readonly SplitLine[], ruleId: string): Allocation[] {
  const sign = amountCents < 0 ? -1 : 1
  const total = Math.abs(amountCents)
  const shares = splits.map((s, i) => {
    const exact = (total * hundredths(s.percentage)) / 10_000
    const floor = Math.floor(exact)
    return { i, floor, remainder: exact - floor }
  })
  let left = total - shares.reduce((t, s) => t + s.floor, 0)
  const order = [...shares].sort((a, b) => b.remainder - a.remainder || a.i - b.i)
  for (const s of order) {
    if (left <= 0) break
    s.floor += 1
    left -= 1
  }
  return splits.map((s, i) => ({
    ruleId,
    accountId: s.accountId,
    accountName: s.accountName,
    percentage: s.percentage,
    allocatedAmountCents: sign * shares[i].floor,
  }))
}

export type RuleMatch =
  | { kind: 'vendor'; rule: CategorisationRule; accountId: string; accountName: string }
  | { kind: 'vendor-split'; rule: CategorisationRule; allocations: Allocation[] }
  /** the rule fits the vendor but names an account the ledger no longer has: shown to the bookkeeper, not applied */
  | { kind: 'stale'; rule: CategorisationRule; missingAccounts: string[] }

/**
 * The organization's rule for a line's vendor, if any. The newest rule for a vendor wins (rules are passed newest
 * first); `liveAccountIds` is the ledger's accounts today, so a rule on a deleted or inactive account comes back
 * `stale` instead of being applied.
 */
export function matchRule(
  rules: readonly CategorisationRule[],
  line: { vendor: string | null; amountCents: number },
  liveAccountIds: ReadonlySet<string>,
): RuleMatch | null {
  const vendor = normalizeVendor(line.vendor)
  if (!vendor) return null
  const rule = rules.find((r) => normalizeVendor(r.vendor) === vendor)
  if (!rule) return null
  const accounts = rule.ruleType === 'vendor' ? [rule.accountId ?? ''] : rule.splits.map((s) => s.accountId)
  const missing = accounts.filter((a) => !liveAccountIds.has(a))
  if (missing.length)
    return {
      kind: 'stale',
      rule,
      missingAccounts:
        rule.ruleType === 'vendor'
          ? [rule.accountName ?? rule.accountId ?? '']
          : rule.splits.filter((s) => missing.includes(s.accountId)).map((s) => s.accountName),
    }
  if (rule.ruleType === 'vendor')
    return { kind: 'vendor', rule, accountId: rule.accountId ?? '', accountName: rule.accountName ?? '' }
  return { kind: 'vendor-split', rule, allocations: allocateSplit(line.amountCents, rule.splits, rule.id) }
}
