/**
 * Stripe objects into their tables, in one statement per batch. A balance transaction is immutable at Stripe, so a
 * second delivery of one inserts nothing; an invoice, subscription, payout, dispute or refund changes, so it is
 * replaced only by a newer version (a list read stamps the object's `created`, a webhook its event's `created`):
 * a replayed or out-of-order delivery changes nothing. New balance transactions are announced on the event bus as
 * one `balance-transaction-insert` per batch.
 */
import type Stripe from 'stripe'
import type { Tx } from '../../_shared/db.ts'

export type StripeTarget = { organizationId: string; connectionId: string | null }
export const OBJECT_KINDS = ['invoice', 'subscription', 'payout', 'dispute', 'refund'] as const
export type StripeObjectKind = (typeof OBJECT_KINDS)[number]

const seconds = (t: number | null | undefined) => (t ? new Date(t * 1000).toISOString() : null)
const day = (t: number | null | undefined) => (t ? new Date(t * 1000).toISOString().slice(0, 10) : null)
const idOf = (v: unknown) => (typeof v === 'string' ? v : ((v as { id?: string } | null)?.id ?? null))

export async function storeBalanceTransactions(tx: Tx, t: StripeTarget, rows: Stripe.BalanceTransaction[]) {
  if (rows.length === 0) return 0
  // Stripe's objects as they came, each column read from them in SQL: sent beside their columns, every field went to
  // the database twice (a third of the ingest's time went to balance transactions, most of it parsing the JSON).
  const inserted = await tx`insert into public.stripe_balance_transactions (organization_id, connection_id, external_id,
      type, reporting_category, source_id, currency, amount_cents, fee_cents, net_cents, fee_details, status, description,
      created_at_provider, available_on, raw)
    select ${t.organizationId}, ${t.connectionId}, b ->> 'id', b ->> 'type', b ->> 'reporting_category',
      case jsonb_typeof(b -> 'source') when 'string' then b ->> 'source' else b -> 'source' ->> 'id' end,
      upper(b ->> 'currency'), (b ->> 'amount')::bigint, (b ->> 'fee')::bigint, (b ->> 'net')::bigint,
      case jsonb_typeof(b -> 'fee_details') when 'array' then b -> 'fee_details' else '[]' end, b ->> 'status',
      left(b ->> 'description', 1000), to_timestamp((b ->> 'created')::bigint),
      (to_timestamp(nullif((b ->> 'available_on')::bigint, 0)) at time zone 'UTC')::date, b
    from jsonb_array_elements(${tx.json(rows as never)}) as b
    on conflict (organization_id, external_id) do nothing
    returning external_id`
  if (inserted.length > 0)
    await tx`select private.emit_event('stripe', 'balance-transaction-insert', ${tx.json({
      organizationId: t.organizationId,
      connectionId: t.connectionId,
      count: inserted.length,
      first: inserted[0].external_id,
      last: inserted[inserted.length - 1].external_id,
    })}, ${`balance-transaction-insert:${t.organizationId}:${inserted[0].external_id}`}, ${t.organizationId})`
  return inserted.length
}

type Loose = Record<string, unknown> & { id: string; created: number; object: string }

/** The columns sales tax and revenue recognition read, from any of the five kinds. */
function objectRow(kind: StripeObjectKind, o: Loose, version: number) {
  const address = (o.customer_address ?? null) as Record<string, unknown> | null
  const line = ((o.lines as { data?: { period?: { start: number; end: number } }[] } | undefined)?.data ?? [])[0]
  const amount = (kind === 'invoice' ? (o.total ?? o.amount_due) : o.amount) as number | undefined
  return {
    kind,
    external_id: o.id,
    status: (o.status as string | undefined) ?? null,
    currency: typeof o.currency === 'string' ? o.currency.toUpperCase() : null,
    amount_cents: typeof amount === 'number' ? amount : null,
    tax_cents: typeof o.tax === 'number' ? o.tax : null,
    charge_id: idOf(o.charge),
    customer_id: idOf(o.customer),
    customer_state: typeof address?.state === 'string' ? address.state.slice(0, 10) : null,
    customer_address: address,
    period_start: day((o.period_start as number | undefined) ?? line?.period?.start),
    period_end: day((o.period_end as number | undefined) ?? line?.period?.end),
    provider_created_at: seconds(o.created),
    version,
    raw: o,
  }
}

/**
 * Upserts objects of one kind; `version` per object (its event's time), defaulting to the object's own `created`.
 * `wholeLinesRead`: the caller reads and stores every line of each invoice with more than it embeds (the ingest's
 * completeInvoiceLines), so those invoices' embedded lines are not stored first only to be stored again.
 */
export async function storeObjects(
  tx: Tx,
  t: StripeTarget,
  kind: StripeObjectKind,
  objects: Loose[],
  version?: number,
  wholeLinesRead = false,
) {
  if (objects.length === 0) return 0
  const data = objects.map((o) => objectRow(kind, o, version ?? o.created))
  const rows = await tx`insert into public.stripe_objects (organization_id, connection_id, kind, external_id, status,
      currency, amount_cents, tax_cents, charge_id, customer_id, customer_state, customer_address, period_start,
      period_end, provider_created_at, version, raw)
    select ${t.organizationId}, ${t.connectionId}, x.kind, x.external_id, x.status, x.currency, x.amount_cents,
      x.tax_cents, x.charge_id, x.customer_id, x.customer_state, x.customer_address, x.period_start, x.period_end,
      x.provider_created_at, x.version, x.raw
    from jsonb_to_recordset(${tx.json(data as never)}) as x(kind text, external_id text, status text, currency text,
      amount_cents bigint, tax_cents bigint, charge_id text, customer_id text, customer_state text,
      customer_address jsonb, period_start date, period_end date, provider_created_at timestamptz, version bigint,
      raw jsonb)
    on conflict (organization_id, kind, external_id) do update set status = excluded.status,
      currency = excluded.currency, amount_cents = excluded.amount_cents, tax_cents = excluded.tax_cents,
      charge_id = excluded.charge_id, customer_id = excluded.customer_id, customer_state = excluded.customer_state,
      customer_address = excluded.customer_address, period_start = excluded.period_start,
      period_end = excluded.period_end, version = excluded.version, raw = excluded.raw, updated_at = now()
      where excluded.version > stripe_objects.version
    returning external_id, (xmax = 0) as inserted`
  if (kind === 'invoice' && rows.length) {
    const changed = new Set(rows.map((r) => r.external_id as string))
    // xmax 0: the row was inserted, not updated (PostgreSQL's upsert), so the invoice has no transitions stored yet
    const known = new Set(rows.filter((r) => !r.inserted).map((r) => r.external_id as string))
    const lines = objects
      .filter((o) => changed.has(o.id) && !(wholeLinesRead && (o.lines as { has_more?: boolean } | null)?.has_more))
      .flatMap((o) =>
        ((o.lines as { data?: TLine[] } | undefined)?.data ?? []).map((l, i) => ({ ...l, invoice: o.id, i })),
      )
    await storeInvoiceLines(tx, t, lines)
    await storeInvoiceTransitions(
      tx,
      t,
      objects.filter((o) => changed.has(o.id)),
      known,
    )
  }
  return rows.length
}

export type TLine = {
  id?: string
  amount: number
  currency?: string
  description?: string | null
  period?: { start: number; end: number } | null
}

/**
 * Invoice lines with their service periods (34_stripe_revenue.sql), `i` each line's place on its invoice. A line
 * stored again takes the newer amounts (its invoice was stored at a newer version, or the rest of its lines were read).
 */
export async function storeInvoiceLines(tx: Tx, t: StripeTarget, lines: (TLine & { invoice: string; i: number })[]) {
  if (lines.length === 0) return 0
  const data = lines.map((l) => ({
    invoice_id: l.invoice,
    line_id: l.id ?? `${l.invoice}:${l.i}`,
    position: l.i,
    currency: l.currency ? l.currency.toUpperCase() : null,
    amount_cents: l.amount,
    description: l.description?.slice(0, 1000) ?? null,
    period_start: seconds(l.period?.start),
    period_end: seconds(l.period?.end),
  }))
  const rows =
    await tx`insert into public.stripe_invoice_lines (organization_id, invoice_id, line_id, position, currency,
      amount_cents, description, period_start, period_end)
    select ${t.organizationId}, x.invoice_id, x.line_id, x.position, x.currency, x.amount_cents, x.description,
      x.period_start, x.period_end
    from jsonb_to_recordset(${tx.json(data as never)}) as x(invoice_id text, line_id text, position integer,
      currency text, amount_cents bigint, description text, period_start timestamptz, period_end timestamptz)
    on conflict (organization_id, invoice_id, line_id) do update set position = excluded.position,
      currency = excluded.currency, amount_cents = excluded.amount_cents, description = excluded.description,
      period_start = excluded.period_start, period_end = excluded.period_end, updated_at = now()
    returning 1`
  return rows.length
}

const TRANSITIONS = {
  finalized: 'finalized_at',
  paid: 'paid_at',
  voided: 'voided_at',
  uncollectible: 'marked_uncollectible_at',
} as const

/**
 * An invoice's status transitions (Stripe's status_transitions), each with the invoice's total and tax, for the
 * receivable the monthly entry books (34_stripe_revenue.sql). One already booked is never changed.
 */
async function storeInvoiceTransitions(tx: Tx, t: StripeTarget, invoices: Loose[], known: Set<string>) {
  const at = (o: Loose) => (o.status_transitions ?? {}) as Record<string, number | null>
  const month = (x: number | null | undefined) => (x ? new Date(x * 1000).toISOString().slice(0, 7) : null)
  // finalized and paid in one month book nothing (the pair cancels to the cent), so neither is kept: most invoices
  // are paid as they are sent. One kept earlier and not booked yet (the invoice was open) goes; a booked one stays,
  // and then the payment is kept too, to be booked by its own month.
  const cancels = (o: Loose) => {
    const a = at(o)
    return !!a.paid_at && month(a.finalized_at) === month(a.paid_at) && !a.voided_at && !a.marked_uncollectible_at
  }
  // only an invoice stored before can have transitions kept: a first read (the whole of a period ingest) looks up none
  const pairs = invoices.filter((o) => cancels(o) && known.has(o.id)).map((o) => o.id)
  const booked = new Set<string>()
  if (pairs.length) {
    // One statement; each invoice is looked up through the unique index (organization, invoice, transition) in a
    // lateral subquery that does not name booked_period. Named, the plan PostgreSQL keeps for a prepared statement
    // scanned every unbooked transition of the organization (the partial index) once per invoice of the batch:
    // 4.6 s a batch of 2,000 at 30,000 transitions, against 16 ms this way (EXPLAIN ANALYZE, docs/stripe.md).
    const kept = await tx`with kept as (select k.* from unnest(${pairs}::text[]) as pair(invoice_id)
        cross join lateral (select s.id, s.invoice_id, s.booked_period from public.stripe_invoice_transitions s
          where s.organization_id = ${t.organizationId} and s.invoice_id = pair.invoice_id limit 4) k),
      gone as (delete from public.stripe_invoice_transitions
        where id = any (array(select id from kept where booked_period is null)))
      select distinct invoice_id from kept where booked_period is not null`
    for (const r of kept) booked.add(r.invoice_id as string)
  }
  const data = invoices.flatMap((o) => {
    const a = at(o)
    if (typeof o.currency !== 'string' || typeof o.total !== 'number') return []
    if (cancels(o) && !booked.has(o.id)) return []
    return Object.entries(TRANSITIONS)
      .filter(([, field]) => typeof a[field] === 'number' && a[field])
      .map(([transition, field]) => ({
        invoice_id: o.id,
        transition,
        occurred_at: seconds(a[field]),
        currency: (o.currency as string).toUpperCase(),
        total_cents: o.total as number,
        tax_cents: typeof o.tax === 'number' ? o.tax : 0,
      }))
  })
  if (data.length === 0) return
  await tx`insert into public.stripe_invoice_transitions (organization_id, invoice_id, transition, occurred_at, currency,
      total_cents, tax_cents)
    select ${t.organizationId}, x.invoice_id, x.transition, x.occurred_at, x.currency, x.total_cents, x.tax_cents
    from jsonb_to_recordset(${tx.json(data as never)}) as x(invoice_id text, transition text, occurred_at timestamptz,
      currency text, total_cents bigint, tax_cents bigint)
    on conflict (organization_id, invoice_id, transition) do update set occurred_at = excluded.occurred_at,
      currency = excluded.currency, total_cents = excluded.total_cents, tax_cents = excluded.tax_cents
      where stripe_invoice_transitions.booked_period is null`
}
