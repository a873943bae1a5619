/**
 * A categorisation run over an organization's new lines: feed lines (bank and card lines from Plaid, Teller or Ramp
 * that have no record yet, from each provider's ingestStartingFrom unless ingestAll) and the ledger's lines still in
 * Uncategorized Expense or Income (ledger-lines.ts). Each line gets its suggestion and
 * explanation from the four layers, a log row, and for money in a deposit categorisation. In auto mode a suggestion
 * at or above the threshold is posted to the ledger at once and a line below it is asked of the client; in manual
 * mode everything waits for the bookkeeper. Lines already booked (linked to a ledger entry, or matched in a
 * reconciliation) are not categorised again.
 */
import type { Tx } from '../../_shared/db.ts'
import {
  type CategorisationSource,
  type Suggestion,
  isLedgerSource,
  ledgerSource,
  suggest,
} from '../../../shared/rules/categorisation.ts'
import { hintPayloadSql, rowHint } from './feed-hints.ts'
import { loadCategoriser } from './load-categoriser.ts'
import { askClient } from './ask-client.ts'
import { uncategorisedLedgerLines } from './ledger-lines.ts'
import { postLine } from './post-line.ts'

/** Lines categorised per run: a feed's backlog is worked through in runs of this size. */
export const RUN_LIMIT = 2_000

/** A feed line's source by its provider; a line of the books takes the source of the ledger they are kept in. */
const FEED_SOURCE: Record<string, CategorisationSource> = {
  plaid: 'plaid',
  teller: 'bank',
  ramp: 'ramp',
  stripe: 'bank',
}

export async function categoriseLines({
  tx,
  organizationId,
  ledgerOnly = false,
}: {
  tx: Tx
  organizationId: string
  /** only the books' uncategorised lines, not the feeds' (an organization that does not categorise its feeds) */
  ledgerOnly?: boolean
}) {
  const feedLines = ledgerOnly
    ? []
    : ((await tx`
    select pt.id, pt.provider, pt.transaction_id, (pt.transaction_effective_time at time zone 'UTC')::date::text as date,
      pt.total_amount_cents::float8 as amount_cents, pt.description, pt.vendor, ba.name as account_name, ba.type as account_type,
      pt.provider as hint_provider, ${tx.unsafe(hintPayloadSql('pt'))} as hint_payload
    from public.provider_transactions pt
    left join public.bank_accounts ba on ba.id = pt.bank_account_id
    left join public.expense_categorization_configs cfg on cfg.organization_id = pt.organization_id
      and cfg.provider_id = case pt.provider when 'teller' then 'plaid' else pt.provider end
    where pt.organization_id = ${organizationId} and pt.deleted_at is null and not pt.pending and pt.total_amount_cents <> 0
      and (cfg.id is null or cfg.ingest_all or cfg.ingest_starting_from is null
        or pt.transaction_effective_time >= cfg.ingest_starting_from)
      and not exists (select 1 from public.expense_categorizations c
        where c.organization_id = pt.organization_id and c.provider_transaction_id = pt.id)
      -- booked: linked to an entry of the books. The business banking sync links each settled line (source bank_app)
      -- with no entry yet: that line still waits for its category, like any feed line (docs/banking.md)
      and not exists (select 1 from public.entry_links e where e.provider_transaction_id = pt.id
        and (e.source <> 'bank_app' or e.ledger_transaction_id is not null or e.qbo_entity_id is not null))
      and not exists (select 1 from public.reconciliation_matches m
        where m.organization_id = pt.organization_id and m.status = 'accepted' and pt.id = any (m.feed_line_ids))
    order by pt.transaction_effective_time, pt.id
    limit ${RUN_LIMIT}`) as unknown as FeedLine[])
  const lines: FeedLine[] = feedLines
  const result = { categorised: 0, byLayer: {} as Record<string, number>, posted: 0, asked: 0 }
  const { input, settings, ledger } = await loadCategoriser({ tx, organizationId })
  const booksSource = ledgerSource(ledger.provider)
  const sourceOf = (l: FeedLine) => (l.provider === 'ledger' ? booksSource : (FEED_SOURCE[l.provider] ?? 'bank'))
  const known = new Set(
    (
      await tx`select transaction_id from public.expense_categorizations
        where organization_id = ${organizationId} and source = ${booksSource}`
    ).map((r) => r.transaction_id as string),
  )
  for (const l of await uncategorisedLedgerLines(ledger)) {
    if (known.has(l.transactionId) || lines.length >= RUN_LIMIT) continue
    lines.push({
      id: null,
      provider: 'ledger',
      transaction_id: l.transactionId,
      date: l.date,
      amount_cents: l.amountCents,
      description: l.description,
      vendor: l.vendor,
      account_name: l.accountName,
      account_type: null,
      qb_transaction_id: l.txnId,
    })
  }
  if (lines.length === 0) return result
  const rows = lines.map((l) => {
    const s = suggest(input, {
      transactionId: l.transaction_id,
      date: l.date,
      vendor: l.vendor,
      description: l.description,
      amountCents: Number(l.amount_cents),
      hint: rowHint(l),
    })
    result.byLayer[s.layer] = (result.byLayer[s.layer] ?? 0) + 1
    return { l, s }
  })
  const inserted = await tx`
    insert into public.expense_categorizations ${tx(
      rows.map(({ l, s }) => recordRow(organizationId, l, s, sourceOf(l))),
    )}
    on conflict (organization_id, source, transaction_id) do nothing
    returning id, transaction_id, layer, amount_cents::float8 as amount_cents, predicted_category`
  result.categorised = inserted.length
  const byTxn = new Map(rows.map((r) => [r.l.transaction_id, r]))
  if (inserted.length) {
    await tx`insert into public.expense_categorization_logs ${tx(
      inserted.map((r) => logRow(organizationId, byTxn.get(r.transaction_id)!, r.transaction_id, sourceOf)),
    )}`
    const deposits = inserted.filter((r) => Number(r.amount_cents) > 0)
    if (deposits.length)
      await tx`insert into public.deposit_categorizations ${tx(
        deposits.map((r) =>
          depositRow(organizationId, r.id, byTxn.get(r.transaction_id)!, input.masterToOrg, sourceOf),
        ),
      )}`
  }
  if (settings.mode === 'auto') {
    for (const r of inserted) {
      if (r.layer !== 'none') {
        await postLine({ tx, organizationId, id: r.id, ledger })
        result.posted++
      } else {
        await askClient({ tx, organizationId, id: r.id })
        result.asked++
      }
    }
  }
  // the client's bookkeepers hear what the run did (ai-autocat-expense-categorization; their preference decides)
  await tx`select private.notify_categorisation_run(${organizationId}::uuid, ${result.categorised}::int,
    ${result.posted}::int, ${result.asked}::int)`
  return result
}

type FeedLine = {
  /** the provider transaction; null for a ledger line */
  id: string | null
  provider: string
  qb_transaction_id?: string
  transaction_id: string
  date: string
  amount_cents: number
  description: string | null
  vendor: string | null
  account_name: string | null
  account_type: string | null
  /** the feed's provider and the hint-bearing parts of its payload (feed-hints.ts); absent on a ledger line */
  hint_provider?: string | null
  hint_payload?: unknown
}

function recordRow(organizationId: string, l: FeedLine, s: Suggestion, source: string) {
  return {
    organization_id: organizationId,
    source,
    provider_transaction_id: l.id,
    transaction_id: l.transaction_id,
    qb_transaction_id: l.qb_transaction_id ?? null,
    transaction_date: l.date,
    transaction_description: l.description ?? null,
    original_transaction_description: l.description ?? null,
    processed_description: s.processedDescription,
    payee: l.vendor ?? null,
    financial_account_name: l.account_name ?? (source === 'ramp' ? 'Ramp card' : null),
    amount_cents: l.amount_cents,
    predicted_category: s.accountName,
    predicted_account_id: s.accountId,
    confidence: s.confidence,
    layer: s.layer,
    explanation: s.explanation,
    explanation_details: { neighbours: s.neighbours, alternatives: s.alternatives, staleRule: s.staleRule },
    multi: s.multi,
    rule_id: s.ruleId,
    bookkeeper_review: s.layer === 'none' || s.staleRule !== null,
    show_in_ui: true,
  }
}

function logRow(
  organizationId: string,
  { l, s }: { l: FeedLine; s: Suggestion },
  transactionId: string,
  sourceOf: (l: FeedLine) => CategorisationSource,
) {
  return {
    organization_id: organizationId,
    transaction_id: transactionId,
    transaction_date: l.date,
    vendor: l.vendor ?? null,
    description: l.description ?? null,
    amount_cents: l.amount_cents,
    inferred_vendor: s.inferredVendor,
    processed_description: s.processedDescription,
    historical_match: s.neighbours,
    selected_account_name: s.accountName,
    purchase: null,
    layer: s.layer,
    notes: s.explanation,
    source: sourceOf(l),
  }
}

/**
 * Money in: a refund from a vendor when the suggested account is an expense, else a customer's payment; on a card
 * account a credit (refund) is CreditCardCredit and a payment to the card CardPayment.
 */
function depositRow(
  organizationId: string,
  recordId: string,
  { l, s }: { l: FeedLine; s: Suggestion },
  masterToOrg: ReadonlyMap<string, { accountId: string }>,
  sourceOf: (l: FeedLine) => CategorisationSource,
) {
  const expenseIds = new Set([...masterToOrg.entries()].filter(([k]) => /^[5-6]/.test(k)).map(([, a]) => a.accountId))
  const isCard = l.account_type === 'credit' || l.provider === 'ramp'
  const refund = s.accountId !== null && expenseIds.has(s.accountId)
  // deposits are by ledger, bank or Plaid (spec §3.5): a card line's money in is a bank deposit
  const lineSource = sourceOf(l)
  const fromBooks = isLedgerSource(lineSource)
  const source = fromBooks || lineSource === 'plaid' ? lineSource : 'bank'
  return {
    organization_id: organizationId,
    expense_categorization_id: recordId,
    source,
    // a bank or Plaid deposit carries its transaction id, a ledger deposit the ledger's payment it came from
    txn_id: fromBooks ? null : l.transaction_id,
    payments: fromBooks ? [{ transactionId: l.transaction_id }] : null,
    total_amount_cents: l.amount_cents,
    private_note: l.description ?? null,
    txn_date: l.date,
    fund_lines: s.accountId
      ? [{ accountId: s.accountId, accountName: s.accountName, amountCents: l.amount_cents }]
      : [],
    deposit_account: l.account_name,
    origin_account: s.accountName,
    payer: refund ? 'Vendor' : 'Customer',
    credit_card_kind: !isCard
      ? 'NotCard'
      : refund
        ? 'CreditCardCredit'
        : /payment/i.test(String(l.description ?? ''))
          ? 'CardPayment'
          : 'Other',
  }
}
