/**
 * `stripe.ingest`: a connected account's records created up to `createdAtLimit` (Stripe seconds) and after the
 * connection's cursor, through the official SDK with the platform key and the account in `Stripe-Account`. Each
 * list is read with `created[gt]`/`created[lte]` and `starting_after` paging (the SDK's auto-pagination, 100 a page).
 * Each list is cut into eight time windows (each window its own pagination; together they cover the range exactly
 * once), and eight readers work through every list's windows, so the pages of a year arrive eight at a time. Every
 * 2,000 rows are stored as they arrive, one statement each; the cursor moves to createdAtLimit after the last, in the
 * same transaction, so a failed run stores nothing and the next reads it again.
 *
 * Type `period` reads the range; type `transition` reads only objects that change state after they are created
 * (invoices, subscriptions, payouts, disputes, refunds) again over the whole stored range, newer versions replacing.
 */
import type Stripe from 'stripe'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { call, sdk, stripeConfig } from './stripe-api.ts'
import { findConnection } from '../connections/connection-store.ts'
import {
  OBJECT_KINDS,
  type StripeObjectKind,
  type StripeTarget,
  storeBalanceTransactions,
  storeInvoiceLines,
  storeObjects,
  type TLine,
} from './store-objects.ts'

const PAGE = 100
const BATCH = 2000
const WINDOWS = 8

export type IngestCounts = {
  balanceTransactions: number
  objects: Record<StripeObjectKind, number>
  pages: number
  /** the lines of the invoices with more than the ten Stripe embeds, read from each one's lines list */
  invoiceLines: number
}

type Range = { gt: number; lte: number }

/** Reads one list over a range page by page, handing each batch to `store`. */
async function readList<T extends { id: string; created: number }>(
  list: (params: { limit: number; created: Range }, opts: Stripe.RequestOptions) => Stripe.ApiListPromise<T>,
  range: Range,
  account: string,
  store: (rows: T[]) => Promise<unknown>,
  counts: IngestCounts,
) {
  let batch: T[] = []
  await call(async () => {
    for await (const o of list({ limit: PAGE, created: range }, { stripeAccount: account })) {
      batch.push(o)
      if (batch.length % PAGE === 0) counts.pages++
      if (batch.length >= BATCH) {
        const rows = batch
        batch = []
        await store(rows)
      }
    }
  })
  if (batch.length) {
    counts.pages++
    await store(batch)
  }
}

/**
 * The lines Stripe did not embed (an invoice embeds its first ten, `lines.has_more`): each such invoice's whole list
 * read again through the SDK's auto-pagination of /v1/invoices/:id/lines, a few invoices at a time, and stored in one
 * statement per 2,000 lines (one statement per invoice made the ingest wait on a round trip for each of thousands).
 */
export async function completeInvoiceLines(
  tx: Tx,
  stripe: Stripe,
  account: string,
  t: StripeTarget,
  ids: string[],
  concurrency = WINDOWS,
) {
  let stored = 0
  let batch: (TLine & { invoice: string; i: number })[] = []
  const flush = async () => {
    const rows = batch
    batch = []
    const n = await storeInvoiceLines(tx, t, rows)
    stored += n
  }
  const queue = [...new Set(ids)]
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const invoice = id
        const lines = await call(() =>
          stripe.invoices
            .listLineItems(invoice, { limit: PAGE }, { stripeAccount: account })
            .autoPagingToArray({ limit: 10_000 }),
        )
        batch.push(...lines.map((l, i) => ({ ...l, invoice, i })))
        if (batch.length >= BATCH) await flush()
      }
    }),
  )
  if (batch.length) await flush()
  return stored
}

/** Invoices whose embedded lines are not all of them. */
export const moreLines = (rows: { id: string; lines?: { has_more?: boolean } | null }[]) =>
  rows.filter((o) => o.lines?.has_more).map((o) => o.id)

function windows({ gt, lte }: Range, n: number): Range[] {
  const step = Math.max(1, Math.ceil((lte - gt) / n))
  const out: Range[] = []
  for (let s = gt; s < lte; s += step) out.push({ gt: s, lte: Math.min(lte, s + step) })
  return out
}

export async function ingestStripe({
  tx,
  connectionId,
  createdAtLimit,
  type = 'period',
}: {
  tx: Tx
  connectionId: string
  createdAtLimit: number
  type?: 'period' | 'transition'
}): Promise<IngestCounts> {
  // one ingest of a connection at a time, locked the way the connection kit locks (the organization first)
  const c = await findConnection(tx, { id: connectionId }, { lock: true })
  if (c?.provider !== 'stripe' || c.status !== 'active')
    throw new AppError('not_found', 'This Stripe connection is not active')
  const [k] = await tx`select created_through from public.stripe_ingest_cursors where connection_id = ${connectionId}`
  const target = { organizationId: c.organizationId, connectionId }
  const account = c.externalId
  const stripe = sdk(stripeConfig(), stripeConfig().secretKey)
  const counts: IngestCounts = {
    balanceTransactions: 0,
    objects: { invoice: 0, subscription: 0, payout: 0, dispute: 0, refund: 0 },
    pages: 0,
    invoiceLines: 0,
  }
  const through = Number(k?.created_through ?? 0)
  const range: Range = type === 'transition' ? { gt: 0, lte: through } : { gt: through, lte: createdAtLimit }
  if (range.lte <= range.gt) return counts

  const lists: Record<
    StripeObjectKind,
    (
      p: { limit: number; created: Range },
      o: Stripe.RequestOptions,
    ) => Stripe.ApiListPromise<{ id: string; created: number }>
  > = {
    invoice: (p, o) => stripe.invoices.list(p, o),
    subscription: (p, o) => stripe.subscriptions.list({ ...p, status: 'all' }, o),
    payout: (p, o) => stripe.payouts.list(p, o),
    dispute: (p, o) => stripe.disputes.list(p, o),
    refund: (p, o) => stripe.refunds.list(p, o),
  }
  // Every list's windows in one queue, the longest first, read by eight readers: the database always has a page to
  // store while the next ones arrive (read one list after another, it waited at each list's last windows). Stores
  // take turns on the transaction's one connection. An invoice window reads the lines its invoices did not embed
  // right after storing them, two at a time, so those requests overlap the other readers' too.
  const tasks: (() => Promise<void>)[] = []
  if (type === 'period')
    for (const w of windows(range, WINDOWS))
      tasks.push(() =>
        readList(
          (p, o) => stripe.balanceTransactions.list(p, o),
          w,
          account,
          async (rows) => {
            // awaited first: `counts.x += await …` would add to the count read before another reader's store
            const n = await storeBalanceTransactions(tx, target, rows)
            counts.balanceTransactions += n
          },
          counts,
        ),
      )
  for (const kind of OBJECT_KINDS)
    for (const w of windows(range, WINDOWS))
      tasks.push(() =>
        readList(
          lists[kind],
          w,
          account,
          async (rows) => {
            const n = await storeObjects(tx, target, kind, rows as never, undefined, true)
            counts.objects[kind] += n
            if (kind !== 'invoice') return
            const lines = await completeInvoiceLines(tx, stripe, account, target, moreLines(rows as never), 2)
            counts.invoiceLines += lines
          },
          counts,
        ),
      )
  await Promise.all(
    Array.from({ length: WINDOWS }, async () => {
      for (let task = tasks.shift(); task; task = tasks.shift()) await task()
    }),
  )
  if (type === 'period')
    await tx`insert into public.stripe_ingest_cursors (connection_id, organization_id, created_through)
      values (${connectionId}, ${target.organizationId}, ${createdAtLimit})
      on conflict (connection_id) do update set created_through = greatest(stripe_ingest_cursors.created_through, excluded.created_through),
        last_run_at = now()`
  await tx`update public.provider_connections set last_synced_at = now() where id = ${connectionId}`
  return counts
}
