/**
 * Refresh: the feed's and the ledger's balances for the period, the lines still unmatched, and new suggestions from
 * the matching rule for them (suggestions not decided yet are replaced; accepted and rejected ones stay, and the
 * lines of accepted matches are not offered again). A reconciled period keeps the figures it was reconciled with.
 */
import type { Tx } from '../../_shared/db.ts'
import { matchLines } from '../../../shared/rules/reconciliation-matching.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { loadReconciliation } from './load-reconciliation.ts'
import { stripeExplainedLines } from '../stripe/payout-reconciliation.ts'

export async function refreshReconciliation({
  tx,
  organizationId,
  reconciliationId,
  ledger,
}: {
  tx: Tx
  organizationId: string
  reconciliationId: string
  ledger?: LedgerPort
}) {
  const loaded = await loadReconciliation({ tx, organizationId, reconciliationId, forUpdate: true, ledger })
  const { reconciliation: r, feed, ledger: books } = loaded
  const decided =
    await tx`select feed_line_ids::text[] as feed, ledger_line_ids, status from public.reconciliation_matches
    where reconciliation_id = ${r.id} and status <> 'suggested'`
  const accepted = decided.filter((m) => m.status === 'accepted')
  const key = (feedIds: string[], ledgerIds: string[]) => `${feedIds.join(',')}|${ledgerIds.join(',')}`
  const rejected = new Set(decided.filter((m) => m.status === 'rejected').map((m) => key(m.feed, m.ledger_line_ids)))
  // a confirmed Stripe payout's deposit and the entry line that booked it are explained already, never matched again
  const explained = await stripeExplainedLines({
    tx,
    orgId: organizationId,
    feedLines: feed?.lines ?? [],
    ledgerLines: books?.lines ?? [],
  })
  const result = matchLines(feed?.lines ?? [], books?.lines ?? [], {
    exclude: {
      feed: [...accepted.flatMap((m) => m.feed), ...explained.feed],
      ledger: [...accepted.flatMap((m) => m.ledger_line_ids), ...explained.ledger],
    },
  })
  // a suggestion the bookkeeper rejected is not made again
  const fresh = result.matches.filter((m) => !rejected.has(key(m.feedIds, m.ledgerIds)))
  // unreconciled: every line no accepted match covers (a suggestion is not a reconciliation yet)
  const acceptedFeed = new Set<string>([...accepted.flatMap((m) => m.feed), ...explained.feed])
  const acceptedLedger = new Set<string>([...accepted.flatMap((m) => m.ledger_line_ids), ...explained.ledger])
  const openFeed = (feed?.lines ?? []).filter((l) => !acceptedFeed.has(l.id)).length
  const openLedger = (books?.lines ?? []).filter((l) => !acceptedLedger.has(l.id)).length
  await tx`delete from public.reconciliation_matches where reconciliation_id = ${r.id} and status = 'suggested'`
  if (fresh.length)
    await tx`insert into public.reconciliation_matches ${tx(
      fresh.map((m) => ({
        organization_id: organizationId,
        reconciliation_id: r.id,
        kind: m.kind,
        feed_line_ids: m.feedIds,
        ledger_line_ids: m.ledgerIds,
        amount_cents: m.amountCents,
        score: m.score,
      })),
    )}`
  if (!r.reconciledAt)
    await tx`update public.reconciliations set
        feed_starting_balance_cents = ${feed?.startingCents ?? null}, feed_ending_balance_cents = ${feed?.endingCents ?? null},
        ledger_starting_balance_cents = ${books?.startingCents ?? null}, ledger_ending_balance_cents = ${books?.endingCents ?? null},
        unreconciled_feed_count = ${openFeed}, unreconciled_ledger_count = ${openLedger},
        refreshed_at = now()
      where id = ${r.id}`
  return loaded
}
