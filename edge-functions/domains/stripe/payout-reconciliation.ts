/**
 * What a confirmed payout explains in a bank account's reconciliation (docs/stripe.md "Payouts against bank
 * deposits"). The deposit is booked by the month's `stripe` entry, which debits the payouts to the bank account in one
 * line, so neither side waits for the matcher:
 *
 * - a feed line is explained when it is the deposit of a confirmed payout (its entry link, source stripe);
 * - a ledger line is explained when it is a `stripe` entry's line whose every payout has a confirmed deposit and whose
 *   amount is those deposits' sum to the cent (a month with a payout still unconfirmed leaves its line open).
 *
 * Computed from the confirmations each time, so undoing a match (its link deleted) opens the lines again.
 */
import type { Tx } from '../../_shared/db.ts'

type TLine = { id: string; amountCents: number }

export async function stripeExplainedLines({
  tx,
  orgId,
  feedLines,
  ledgerLines,
}: {
  tx: Tx
  orgId: string
  feedLines: TLine[]
  ledgerLines: TLine[]
}): Promise<{ feed: Set<string>; ledger: Set<string> }> {
  const feed = new Set<string>()
  const ledger = new Set<string>()
  if (feedLines.length > 0) {
    const rows = await tx`select provider_transaction_id::text as id from public.entry_links
      where organization_id = ${orgId} and source = 'stripe' and provider_transaction_id = any(${feedLines.map((l) => l.id)}::uuid[])`
    for (const r of rows) feed.add(r.id)
  }
  const entryLines = ledgerLines.filter((l) => l.id.startsWith('JournalEntry/'))
  if (entryLines.length > 0) {
    // per posted `stripe` entry: its USD payouts, how many have a confirmed deposit, and those deposits' sum
    const entries = await tx`select je.journal_entry_id as txn, count(*)::int as payouts, count(m.id)::int as confirmed,
        coalesce(sum(pt.total_amount_cents), 0)::int8 as cents
      from public.stripe_period_postings sp
      join public.journal_entries je on je.id = sp.journal_entry_id and je.deleted_in_ledger_at is null
      join public.stripe_balance_transactions bt on bt.organization_id = sp.organization_id
        and bt.booked_period = sp.period and bt.type = 'payout' and bt.currency = 'USD'
      left join public.stripe_payout_matches m on m.organization_id = bt.organization_id and m.payout_id = bt.source_id
      left join public.provider_transactions pt on pt.id = m.provider_transaction_id
      where sp.organization_id = ${orgId}
        and je.journal_entry_id = any(${[...new Set(entryLines.map((l) => l.id.split('/')[1]))]}::text[])
      group by je.journal_entry_id`
    const booked = new Map(
      entries.filter((e) => e.confirmed === e.payouts).map((e) => [e.txn as string, Number(e.cents)]),
    )
    for (const l of entryLines) if (booked.get(l.id.split('/')[1]) === l.amountCents) ledger.add(l.id)
  }
  return { feed, ledger }
}
