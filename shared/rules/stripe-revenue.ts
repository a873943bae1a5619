/**
 * The one rule for booking Stripe to the ledger (spec banking §3, accounting §3.9, §9 report slugs): a month's balance
 * transactions become the seven report totals, and the totals become a `stripe` journal entry by the organization's
 * revenue mapping. Everything is integer cents; the entry balances because every line is a part of one identity:
 *
 *   recognized revenue + deferred revenue + taxes = fees + refunds + disputes + payouts + net
 *
 * (a balance transaction's net is its amount less its fee, and each amount is exactly one of the parts on the left or
 * the right). A type that is none of these blocks posting instead of being summed somewhere it does not belong, and a
 * non-USD row is left out of the entry and counted as flagged. Beside that identity, the receivable of invoices sent
 * on terms (accountsReceivable, voided, badDebts: withInvoiceTransitions), each transition balanced by itself, and
 * the deferred part handed to revenue recognition schedules that recognize it into revenueRecognized (deferredShares).
 */
import { z } from 'zod'

export const REVENUE_MAPPING_SLOTS = [
  'revenue',
  'revenueRecognized',
  'revenueDeferred',
  'totalFees',
  'totalPayouts',
  'refunds',
  'netTotal',
  'accountsReceivable',
  'totalTaxes',
  'voided',
  'badDebts',
] as const
export type TRevenueMappingSlot = (typeof REVENUE_MAPPING_SLOTS)[number]
export const ZRevenueMappingSlot = z.enum(REVENUE_MAPPING_SLOTS)

export const REPORT_SLUGS = [
  'revenue',
  'recognizedRevenue',
  'deferredRevenue',
  'totalFees',
  'totalPayouts',
  'totalRefunds',
  'netTotal',
] as const
export type TReportSlug = (typeof REPORT_SLUGS)[number]

export type TDirection = 'Credit' | 'Debit'

/** The direction a slot takes when a bookkeeper has not chosen: what makes the identity above balance. */
export const DEFAULT_DIRECTIONS: Record<TRevenueMappingSlot, TDirection> = {
  revenue: 'Credit',
  revenueRecognized: 'Credit',
  revenueDeferred: 'Credit',
  totalFees: 'Debit',
  totalPayouts: 'Debit',
  refunds: 'Debit',
  netTotal: 'Debit',
  accountsReceivable: 'Debit',
  totalTaxes: 'Credit',
  voided: 'Debit',
  badDebts: 'Debit',
}

/** What the rule needs of a balance transaction. Amounts are in the row's currency, Stripe's sign (money in positive). */
export type TBalanceMovement = {
  type: string
  reportingCategory?: string | null
  currency: string
  amountCents: number
  feeCents: number
  /** the sales tax inside a charge's amount (from its invoice) */
  taxCents?: number
  /** the part of a charge's revenue (net of tax) whose service period ends after the month: deferred */
  deferredCents?: number
}

const CHARGE_TYPES = new Set(['charge', 'payment'])
const REFUND_TYPES = new Set(['refund', 'payment_refund', 'refund_failure', 'payment_failure_refund'])
const DISPUTE_CATEGORIES = new Set(['dispute', 'dispute_reversal'])
const PAYOUT_TYPES = new Set(['payout', 'payout_cancel', 'payout_failure'])
const FEE_TYPES = new Set(['stripe_fee', 'application_fee', 'tax_fee'])

export type TPeriodTotals = Record<TReportSlug, number> & {
  totalTaxes: number
  badDebts: number
  /** rows in a currency other than USD: recorded, flagged, not summed */
  flaggedNonUsd: number
  /** types the rule does not know: posting is blocked while any is present */
  unclassified: string[]
  count: number
  /** invoices on terms (see withInvoiceTransitions): the month's change of what customers owe, and its parts */
  accountsReceivable: number
  accruedRevenue: number
  accruedTaxes: number
  voided: number
  uncollectible: number
  /**
   * revenue recognition schedules shortened by the month's refunds and lost disputes (refundedDeferral): the part of
   * each that was still deferred comes out of revenueDeferred instead of refunds or badDebts
   */
  refundedDeferred: number
  disputedDeferred: number
}

/** The month's totals from its balance transactions. */
export function periodTotals(rows: Iterable<TBalanceMovement>): TPeriodTotals {
  const t: TPeriodTotals = {
    revenue: 0,
    recognizedRevenue: 0,
    deferredRevenue: 0,
    totalFees: 0,
    totalPayouts: 0,
    totalRefunds: 0,
    netTotal: 0,
    totalTaxes: 0,
    badDebts: 0,
    flaggedNonUsd: 0,
    unclassified: [],
    count: 0,
    accountsReceivable: 0,
    accruedRevenue: 0,
    accruedTaxes: 0,
    voided: 0,
    uncollectible: 0,
    refundedDeferred: 0,
    disputedDeferred: 0,
  }
  const unknown = new Set<string>()
  for (const r of rows) {
    if (r.currency.toUpperCase() !== 'USD') {
      t.flaggedNonUsd++
      continue
    }
    t.count++
    t.totalFees += r.feeCents
    t.netTotal += r.amountCents - r.feeCents
    if (CHARGE_TYPES.has(r.type)) {
      const tax = r.taxCents ?? 0
      const deferred = r.deferredCents ?? 0
      t.totalTaxes += tax
      t.revenue += r.amountCents - tax
      t.deferredRevenue += deferred
      t.recognizedRevenue += r.amountCents - tax - deferred
    } else if (REFUND_TYPES.has(r.type)) t.totalRefunds -= r.amountCents
    else if (DISPUTE_CATEGORIES.has(r.reportingCategory ?? '') || r.type === 'dispute') t.badDebts -= r.amountCents
    else if (PAYOUT_TYPES.has(r.type)) t.totalPayouts -= r.amountCents
    else if (FEE_TYPES.has(r.type)) t.totalFees -= r.amountCents
    else unknown.add(r.type)
  }
  t.unclassified = [...unknown].sort()
  return t
}

/** An invoice's status transition in the month (Stripe's status_transitions), with the invoice's total and tax. */
export type TInvoiceTransition = {
  transition: 'finalized' | 'paid' | 'voided' | 'uncollectible'
  currency: string
  totalCents: number
  taxCents: number
}

/**
 * The receivable of invoices sent on terms, added to a month's totals. Each transition balances by itself:
 *   finalized      Dr accountsReceivable total   Cr revenue (total − tax), Cr totalTaxes tax
 *   paid           Cr accountsReceivable total   Dr revenue, Dr totalTaxes (the charge books them again when paid)
 *   voided         Cr accountsReceivable total   Dr voided (total − tax), Dr totalTaxes tax
 *   uncollectible  Cr accountsReceivable total   Dr badDebts (total − tax), Dr totalTaxes tax
 * so an invoice finalized and paid in the same month changes nothing, one paid later carries its receivable across
 * the month end, and one voided or written off leaves through voided or badDebts. The report slugs stay Stripe's
 * own totals (balance transactions); a non-USD invoice is flagged, never summed.
 */
export function withInvoiceTransitions(t: TPeriodTotals, transitions: Iterable<TInvoiceTransition>): TPeriodTotals {
  const out = { ...t }
  for (const x of transitions) {
    if (x.currency.toUpperCase() !== 'USD') {
      out.flaggedNonUsd++
      continue
    }
    const revenue = x.totalCents - x.taxCents
    if (x.transition === 'finalized') {
      out.accountsReceivable += x.totalCents
      out.accruedRevenue += revenue
      out.accruedTaxes += x.taxCents
      continue
    }
    out.accountsReceivable -= x.totalCents
    out.accruedTaxes -= x.taxCents
    if (x.transition === 'paid') out.accruedRevenue -= revenue
    else if (x.transition === 'voided') out.voided += revenue
    else out.uncollectible += revenue
  }
  return out
}

/**
 * Section: refunds of invoiced charges whose revenue is still deferred (spec: a refund or dispute after a period was
 * posted goes into the open period). A refund, or a lost dispute, of a charge paid through an invoice takes back its
 * share of what the charge's revenue recognition schedules have yet to recognize: the refund over what of the charge
 * was not refunded before, times each schedule's remaining amount, rounded half up to the cent, and all of it when the
 * refund takes everything left. That part leaves deferred revenue (Dr revenueDeferred) instead of being booked to
 * refunds or badDebts; the rest of the refund (the revenue already recognized, the tax) stays there. The schedule is
 * re-planned over its periods not posted yet by the schedules' own rule (shared/rules/schedules.ts), so a posted period
 * never changes, and the invoice's revenue recognized + still deferred − refunded stays its net to the cent.
 */
export type TRefundKind = 'refund' | 'dispute'

/** Whether a balance transaction gives money back for a charge: a refund, or a dispute's withdrawal. */
export function refundKind(r: TBalanceMovement): TRefundKind | null {
  if (r.currency.toUpperCase() !== 'USD' || r.amountCents >= 0) return null
  if (REFUND_TYPES.has(r.type)) return 'refund'
  if (DISPUTE_CATEGORIES.has(r.reportingCategory ?? '') || r.type === 'dispute') return 'dispute'
  return null
}

export function refundedDeferral({
  refundCents,
  refundableCents,
  remainingCents,
}: {
  /** what this refund gives back (positive cents) */
  refundCents: number
  /** what of the charge was not refunded or disputed before this refund */
  refundableCents: number
  /** what the schedule has yet to recognize */
  remainingCents: number
}): number {
  if (refundCents <= 0 || remainingCents <= 0 || refundableCents <= 0) return 0
  if (refundCents >= refundableCents) return remainingCents
  // BigInt: cents times cents passes 2^53 for large schedules
  const share =
    (2n * BigInt(remainingCents) * BigInt(refundCents) + BigInt(refundableCents)) / (2n * BigInt(refundableCents))
  return Math.min(remainingCents, Number(share))
}

/** The month's totals with the deferred revenue its refunds and lost disputes took out of schedules. */
export function withRefundedDeferrals(
  t: TPeriodTotals,
  deferrals: Iterable<{ kind: TRefundKind; amountCents: number }>,
): TPeriodTotals {
  const out = { ...t }
  for (const d of deferrals)
    if (d.kind === 'refund') out.refundedDeferred += d.amountCents
    else out.disputedDeferred += d.amountCents
  return out
}

/** Which slot books which part, in the order the entry lists them. */
const LINES: [TRevenueMappingSlot, (t: TPeriodTotals) => number][] = [
  ['revenue', (t) => t.recognizedRevenue + t.accruedRevenue],
  ['revenueDeferred', (t) => t.deferredRevenue - t.refundedDeferred - t.disputedDeferred],
  ['totalTaxes', (t) => t.totalTaxes + t.accruedTaxes],
  ['accountsReceivable', (t) => t.accountsReceivable],
  ['voided', (t) => t.voided],
  ['totalFees', (t) => t.totalFees],
  ['refunds', (t) => t.totalRefunds - t.refundedDeferred],
  ['badDebts', (t) => t.badDebts + t.uncollectible - t.disputedDeferred],
  ['totalPayouts', (t) => t.totalPayouts],
  ['netTotal', (t) => t.netTotal],
]

export type TMappingEntry = { accountId: string; accountName?: string; transactionDirection: TDirection }
export type TRevenueMapping = Partial<Record<TRevenueMappingSlot, TMappingEntry>>
export type TEntryLine = { slot: TRevenueMappingSlot; accountId: string; postingType: TDirection; amountCents: number }

export type TEntryResult =
  | { ok: true; lines: TEntryLine[] }
  | { ok: false; slot?: TRevenueMappingSlot; message: string }

/** Human name of a slot, as the mapping editor labels it. */
export const SLOT_LABELS: Record<TRevenueMappingSlot, string> = {
  revenue: 'Revenue',
  revenueRecognized: 'Revenue recognized',
  revenueDeferred: 'Revenue deferred',
  totalFees: 'Total fees',
  totalPayouts: 'Total payouts',
  refunds: 'Refunds',
  netTotal: 'Net total',
  accountsReceivable: 'Accounts receivable',
  totalTaxes: 'Total taxes',
  voided: 'Voided',
  badDebts: 'Bad debts',
}

/**
 * The entry's lines: one per slot with an amount, in the slot's direction (a negative amount flips it). Refused with
 * a message naming the slot when a needed slot is empty, and refused when the chosen directions do not balance.
 */
export function entryLines(t: TPeriodTotals, mapping: TRevenueMapping, period: string): TEntryResult {
  if (t.unclassified.length > 0)
    return {
      ok: false,
      message: `Stripe balance transactions of type ${t.unclassified.join(', ')} have no mapping slot`,
    }
  const lines: TEntryLine[] = []
  for (const [slot, amountOf] of LINES) {
    const amount = amountOf(t)
    if (amount === 0) continue
    const m = mapping[slot]
    if (!m)
      return {
        ok: false,
        slot,
        message: `Map the ${SLOT_LABELS[slot]} slot (${slot}) to an account before posting ${period}`,
      }
    const flip = amount < 0
    const postingType: TDirection = flip
      ? m.transactionDirection === 'Credit'
        ? 'Debit'
        : 'Credit'
      : m.transactionDirection
    lines.push({ slot, accountId: m.accountId, postingType, amountCents: Math.abs(amount) })
  }
  // the deferred part is recognized later by revenue recognition schedules, into the revenueRecognized account
  if (t.deferredRevenue > 0 && !mapping.revenueRecognized)
    return {
      ok: false,
      slot: 'revenueRecognized',
      message: `Map the ${SLOT_LABELS.revenueRecognized} slot (revenueRecognized) to an account before posting ${period}`,
    }
  const debits = lines.filter((l) => l.postingType === 'Debit').reduce((s, l) => s + l.amountCents, 0)
  const credits = lines.filter((l) => l.postingType === 'Credit').reduce((s, l) => s + l.amountCents, 0)
  if (debits !== credits)
    return {
      ok: false,
      message: `The revenue mapping does not balance for ${period}: debits ${debits / 100} and credits ${credits / 100}; check the slots' directions`,
    }
  return { ok: true, lines }
}

/** The month (first day, yyyy-mm-01) of a Stripe time in seconds, in UTC as Stripe's reports are. */
export const periodOf = (createdSeconds: number) => `${new Date(createdSeconds * 1000).toISOString().slice(0, 7)}-01`

/** One slot of the mapping editor, as the API takes it. */
export const ZMappingInput = z.object({
  slot: ZRevenueMappingSlot,
  accountId: z.string().regex(/^\d+$/, 'Choose an account'),
  transactionDirection: z.enum(['Credit', 'Debit'], { message: 'Choose Credit or Debit' }),
})

/**
 * The part of an invoiced charge's revenue that belongs after the month it was paid in: its service period's share
 * beyond the month's end, by seconds, rounded to the cent (revenue recognition takes it from there).
 */
export function deferredPart(revenueCents: number, periodStart: number, periodEnd: number, monthEnd: number): number {
  if (periodEnd <= monthEnd || periodEnd <= periodStart) return 0
  const after = periodEnd - Math.max(monthEnd, periodStart)
  return Math.round((revenueCents * after) / (periodEnd - periodStart))
}

/** The first second after a month (yyyy-mm-01), UTC. */
export const monthEndSeconds = (period: string) => {
  const d = new Date(`${period}T00:00:00Z`)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000
}

/** An invoice line as the posting reads it: net of tax, its service period in Stripe seconds (null when it has none). */
export type TServiceLine = {
  lineId: string
  description: string | null
  amountCents: number
  start: number | null
  end: number | null
}

/** A share of an invoiced charge deferred past its month: what one revenue recognition schedule recognizes. */
export type TDeferredShare = {
  /** the invoice line it comes from; null for what the lines do not explain (deferred by the invoice's own period) */
  lineId: string | null
  description: string | null
  amountCents: number
  /** the schedule's first and last day (UTC): from the month after the charge's to the service period's last day */
  startDate: string
  endDate: string
}

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/**
 * The deferred shares of an invoiced charge's revenue (its amount less tax) paid in the month ending at `monthEnd`:
 * each invoice line's share of its own service period after the month, by seconds, rounded to the cent; what the
 * lines do not add up to (an invoice read before all its lines were, a discount) by the invoice's period. A share
 * of no cents, or less, is revenue now. The charge's deferred revenue is the sum of its shares, so what the entry
 * credits to revenueDeferred is exactly what the schedules will move to revenueRecognized.
 */
export function deferredShares(
  revenueCents: number,
  lines: TServiceLine[],
  invoicePeriod: { start: number; end: number } | null,
  monthEnd: number,
): TDeferredShare[] {
  const out: TDeferredShare[] = []
  const add = (lineId: string | null, description: string | null, cents: number, start: number, end: number) => {
    const amount = deferredPart(cents, start, end, monthEnd)
    if (amount > 0)
      out.push({
        lineId,
        description,
        amountCents: amount,
        startDate: dayOf(Math.max(monthEnd, start)),
        endDate: dayOf(end - 1),
      })
  }
  const explained = lines.reduce((s, l) => s + l.amountCents, 0)
  // lines adding up to more than was paid (a discount on the whole invoice): each line keeps its proportion
  const scale = explained > revenueCents && explained > 0 ? revenueCents / explained : 1
  for (const l of lines)
    if (l.start !== null && l.end !== null)
      add(l.lineId, l.description, Math.round(l.amountCents * scale), l.start, l.end)
  const rest = revenueCents - explained
  if (rest > 0 && invoicePeriod) add(null, null, rest, invoicePeriod.start, invoicePeriod.end)
  return out
}
