/**
 * Bank feed rules the API and the screens share: the feed-health thresholds (the computation itself is SQL,
 * public.bank_feed_health, which the API calls with these numbers), the words that explain each flag, and the
 * balance total of bank accounts (spec banking §9: only USD accounts count).
 */

/**
 * A stretch of more than GAP_DAYS calendar days without a single transaction inside the feed's range is a gap; an
 * open account whose last transaction is more than STALE_DAYS old (or that never had one) is stale. A business
 * account rarely stays silent for a week and a half; Plaid and Teller deliver new lines daily.
 */
export const FEED_HEALTH_THRESHOLDS = { gapDays: 10, staleDays: 7 } as const

export const FEED_STATUSES = ['ok', 'gap', 'mismatch', 'stale'] as const
export type TFeedStatus = (typeof FEED_STATUSES)[number]

export const FEED_STATUS_LABELS: Record<TFeedStatus, string> = {
  ok: 'Healthy',
  gap: 'Gap in data',
  mismatch: 'Balance mismatch',
  stale: 'Stale',
}

/** What each flag means, in words a bookkeeper can act on. */
export const FEED_STATUS_EXPLANATIONS: Record<TFeedStatus, string> = {
  ok: 'Every statement and the latest bank balance follow from the transactions, and no days are missing.',
  gap: `More than ${FEED_HEALTH_THRESHOLDS.gapDays} days in a row without any transaction inside the covered range: lines may be missing.`,
  mismatch:
    'A statement or the latest bank balance differs from the previous ending balance plus the transactions in between.',
  stale: `No transaction in the last ${FEED_HEALTH_THRESHOLDS.staleDays} days: the feed may have stopped syncing.`,
}

/** Which flags a screen lists across clients: the ones that mean the books may be built on missing or wrong lines. */
export const ATTENTION_STATUSES: readonly TFeedStatus[] = ['gap', 'mismatch']

/** Bank account types whose balance is owed, not held: credit cards and loans. */
const LIABILITY_TYPES = new Set(['credit', 'loan'])

/**
 * The balance total of bank accounts in cents: USD accounts only (spec banking §9), open ones with a known balance;
 * what is owed on a credit card or loan counts against what is held. Accounts in other currencies are counted
 * separately so a screen can say they were left out.
 */
export function usdBalanceTotal(
  accounts: { currency: string; type: string; status: string; currentBalanceCents: number | null }[],
): { totalCents: number; counted: number; otherCurrencies: number } {
  let totalCents = 0
  let counted = 0
  let otherCurrencies = 0
  for (const a of accounts) {
    if (a.status !== 'open' || a.currentBalanceCents === null) continue
    if (a.currency !== 'USD') {
      otherCurrencies++
      continue
    }
    totalCents += LIABILITY_TYPES.has(a.type) ? -a.currentBalanceCents : a.currentBalanceCents
    counted++
  }
  return { totalCents, counted, otherCurrencies }
}
