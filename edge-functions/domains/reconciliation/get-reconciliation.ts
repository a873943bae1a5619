/**
 * A reconciliation as its screen shows it: the balances and deltas, the document, each match with its lines, the
 * lines no match covers, the adjusting entries booked, and what still stands in the way of reconciling, in words.
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import { reconcileBlocker } from '../../../shared/rules/reconciliation.ts'
import type { TReconciliationDetail, TReconciliationLine } from '../../../shared/schemas/reconciliation.ts'
import { DOCUMENT_COLUMNS, DOCUMENT_FROM } from './columns.ts'
import type { loadReconciliation } from './load-reconciliation.ts'
import { withFileUrls } from './sign-document.ts'
import { stripeExplainedLines } from '../stripe/payout-reconciliation.ts'

type Loaded = Awaited<ReturnType<typeof loadReconciliation>>

export async function reconciliationDetail({
  tx,
  loaded,
  accessToken,
}: {
  tx: Tx
  loaded: Loaded
  accessToken: string
}): Promise<TReconciliationDetail> {
  const id = loaded.reconciliation.id
  // the row as written by this transaction's refresh, not as loaded before it
  const [fresh] =
    await tx`select r.*, r.period_start::text, r.period_end::text from public.reconciliations r where r.id = ${id}`
  const { reconciliation: before } = loaded
  const reconciliation = {
    ...before,
    feedStartingBalanceCents: num(fresh.feed_starting_balance_cents),
    feedEndingBalanceCents: num(fresh.feed_ending_balance_cents),
    ledgerStartingBalanceCents: num(fresh.ledger_starting_balance_cents),
    ledgerEndingBalanceCents: num(fresh.ledger_ending_balance_cents),
    feedStartingDeltaCents: num(fresh.feed_starting_delta_cents),
    feedEndingDeltaCents: num(fresh.feed_ending_delta_cents),
    ledgerStartingDeltaCents: num(fresh.ledger_starting_delta_cents),
    ledgerEndingDeltaCents: num(fresh.ledger_ending_delta_cents),
    unreconciledFeedCount: fresh.unreconciled_feed_count,
    unreconciledLedgerCount: fresh.unreconciled_ledger_count,
    refreshedAt: fresh.refreshed_at ? new Date(fresh.refreshed_at).toISOString() : null,
  }
  const feedLines = new Map((loaded.feed?.lines ?? []).map((l) => [l.id, l]))
  const ledgerLines = new Map((loaded.ledger?.lines ?? []).map((l) => [l.id, l]))
  const rows = await tx`select id, kind, status, amount_cents::float8 as "amountCents", score,
      feed_line_ids::text[] as feed, ledger_line_ids as ledger
    from public.reconciliation_matches where reconciliation_id = ${id} and status <> 'rejected'
    order by status, score desc, id`
  const covered = { feed: new Set<string>(), ledger: new Set<string>() }
  const pick = (ids: string[], lines: Map<string, TReconciliationLine>, seen: Set<string>) =>
    ids.map((i) => {
      seen.add(i)
      return lines.get(i) ?? { id: i, date: '', amountCents: 0, description: 'No longer in the period' }
    })
  const matches = rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    status: m.status,
    amountCents: m.amountCents,
    score: m.score,
    feedLines: pick(m.feed, feedLines, covered.feed),
    ledgerLines: pick(m.ledger, ledgerLines, covered.ledger),
  }))
  // a confirmed Stripe payout's deposit and its entry line are explained (booked by the Stripe entry), not unmatched
  const explained = await stripeExplainedLines({
    tx,
    orgId: fresh.organization_id,
    feedLines: [...feedLines.values()],
    ledgerLines: [...ledgerLines.values()],
  })
  for (const id of explained.feed) covered.feed.add(id)
  for (const id of explained.ledger) covered.ledger.add(id)
  const [document] = before.documentId
    ? await tx.unsafe(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.id = $1`, [before.documentId])
    : []
  const adjustments =
    await tx`select id, ledger_transaction_id as "ledgerTransactionId", amount_cents::float8 as "amountCents",
      offset_account_id as "offsetAccountId", memo, approved_by as "approvedBy", created_at as "createdAt"
    from public.reconciliation_adjustments where reconciliation_id = ${id} order by created_at`
  return {
    reconciliation,
    account: loaded.account,
    document: document ? (await withFileUrls([plain(document)], accessToken))[0] : null,
    matches,
    unmatchedFeedLines: [...feedLines.values()].filter((l) => !covered.feed.has(l.id)),
    unmatchedLedgerLines: [...ledgerLines.values()].filter((l) => !covered.ledger.has(l.id)),
    stripeExplainedLines: [
      ...[...feedLines.values()].filter((l) => explained.feed.has(l.id)),
      ...[...ledgerLines.values()].filter((l) => explained.ledger.has(l.id)),
    ],
    adjustments: plain(adjustments),
    blocker: reconciliation.reconciledAt ? null : reconcileBlocker(reconciliation, before.explanation),
  }
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
