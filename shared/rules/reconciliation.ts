/**
 * The arithmetic of a reconciliation, in integer cents (docs/reconciliation.md): balances in the statement's own
 * convention, the deltas of the feed and the ledger against the statement, and when a period may be reconciled. The
 * database guard (20261124070000_create_reconciliation.sql) enforces the same rule for every writer; the screens and
 * the API use these words to say what is missing before anyone tries.
 */

/** Spec §9 reconciliation methods, in the spec's words. */
export const RECONCILIATION_METHODS = ['automatically', 'manually-in-haven-app', 'manually-in-quickbooks'] as const
export type TReconciliationMethod = (typeof RECONCILIATION_METHODS)[number]
export const RECONCILIATION_METHOD_LABELS: Record<TReconciliationMethod, string> = {
  automatically: 'Automatically',
  'manually-in-haven-app': 'Manually in the app',
  'manually-in-quickbooks': 'Manually in QuickBooks',
}

/** Spec §4 supporting document types. */
export const SUPPORTING_DOCUMENT_TYPES = ['uploaded', 'plaid-statement', 'plaid-asset-report'] as const
export type TSupportingDocumentType = (typeof SUPPORTING_DOCUMENT_TYPES)[number]
export const SUPPORTING_DOCUMENT_LABELS: Record<TSupportingDocumentType, string> = {
  uploaded: 'Uploaded statement',
  'plaid-statement': 'Plaid statement',
  'plaid-asset-report': 'Plaid asset report',
}

/**
 * Statements of a credit card or a loan show what is owed, so a line that spends (negative from the organization's
 * side) raises the balance; on a bank account it lowers it. Both the feed and the ledger lines are signed from the
 * organization's side, so one sign per account turns them into the statement's convention.
 */
/** A match's shape as staff read it: which side holds several lines (reconciliation-matching.ts). */
export const MATCH_KIND_LABELS: Record<'one-to-one' | 'many-to-one' | 'one-to-many', string> = {
  'one-to-one': 'One to one',
  'many-to-one': 'Several bank lines to one',
  'one-to-many': 'One bank line to several',
}

export const balanceEffect = (cents: number, owed: boolean) => (owed ? -cents : cents)

/** Feed account types whose balance is what is owed (Plaid's and Teller's types). */
export const isOwedFeedType = (type: string) => type === 'credit' || type === 'loan'

/**
 * A balance at a period's start and end from one known balance: `known` at the end of `knownDate`, less the effect
 * of every line after the period's end up to that day (or plus those between that day and the period's end), is the
 * ending balance; less the period's own lines, the starting balance (the one before its first day).
 */
export function balancesFromKnown({
  knownCents,
  knownDate,
  periodStart,
  periodEnd,
  lines,
  owed,
}: {
  knownCents: number
  knownDate: string
  periodStart: string
  periodEnd: string
  lines: { date: string; amountCents: number }[]
  owed: boolean
}): { startingCents: number; endingCents: number } {
  let endingCents = knownCents
  let within = 0
  for (const l of lines) {
    const day = l.date.slice(0, 10)
    const effect = balanceEffect(l.amountCents, owed)
    // walk from the known day to the period's end: back over later lines, forward over earlier ones
    if (day > periodEnd && day <= knownDate) endingCents -= effect
    else if (day > knownDate && day <= periodEnd) endingCents += effect
    if (day >= periodStart && day <= periodEnd) within += effect
  }
  return { startingCents: endingCents - within, endingCents }
}

export type ReconciliationBalances = {
  statementStartingBalanceCents: number | null
  statementEndingBalanceCents: number | null
  feedStartingBalanceCents: number | null
  feedEndingBalanceCents: number | null
  ledgerStartingBalanceCents: number | null
  ledgerEndingBalanceCents: number | null
}
export type ReconciliationDeltas = {
  feedStartingDeltaCents: number | null
  feedEndingDeltaCents: number | null
  ledgerStartingDeltaCents: number | null
  ledgerEndingDeltaCents: number | null
}

const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b)

/** Each source minus the statement; null while either side is unknown (the database computes the same columns). */
export function reconciliationDeltas(b: ReconciliationBalances): ReconciliationDeltas {
  return {
    feedStartingDeltaCents: minus(b.feedStartingBalanceCents, b.statementStartingBalanceCents),
    feedEndingDeltaCents: minus(b.feedEndingBalanceCents, b.statementEndingBalanceCents),
    ledgerStartingDeltaCents: minus(b.ledgerStartingBalanceCents, b.statementStartingBalanceCents),
    ledgerEndingDeltaCents: minus(b.ledgerEndingBalanceCents, b.statementEndingBalanceCents),
  }
}

export const RECONCILE_MESSAGES = {
  noStatement: "Confirm the statement's balances before reconciling",
  noLedger: "The ledger's balances are not known yet: refresh before reconciling",
  differs: 'The balances differ: book an adjusting entry or explain the difference',
} as const

/**
 * Whether the period may be reconciled, and if not why: the statement's and the ledger's balances must be known, and
 * every delta zero unless the difference is explained. An account without a feed has no feed side to agree.
 */
export function reconcileBlocker(b: ReconciliationBalances, explanation: string | null | undefined): string | null {
  if (b.statementStartingBalanceCents === null || b.statementEndingBalanceCents === null)
    return RECONCILE_MESSAGES.noStatement
  if (b.ledgerStartingBalanceCents === null || b.ledgerEndingBalanceCents === null) return RECONCILE_MESSAGES.noLedger
  const differs = Object.values(reconciliationDeltas(b)).some((d) => d !== null && d !== 0)
  if (differs && !explanation?.trim()) return RECONCILE_MESSAGES.differs
  return null
}

/** The first and last day of a calendar month given any day in it (YYYY-MM-DD). */
export function monthBounds(day: string): { start: string; end: string } {
  const [y, m] = day.slice(0, 7).split('-').map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const mm = String(m).padStart(2, '0')
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` }
}
