/**
 * What a Stripe event does, once per delivery (the `stripe.webhook` handler runs this in its job's transaction; the
 * intake already keys deliveries by event id, so a replay is never processed twice). The event's object is stored at
 * the event's `created` as its version: an event older than what is stored (out of order) changes nothing. A balance
 * transaction inside an event is stored like an ingested one (inserted once). An invoice's lines are stored with it, and
 * when it has more than the event embeds the rest are read through the SDK. Other event types are recorded by the
 * intake and otherwise ignored.
 */
import type { Tx } from '../../_shared/db.ts'
import { OBJECT_KINDS, type StripeObjectKind, storeBalanceTransactions, storeObjects } from './store-objects.ts'
import { completeInvoiceLines, moreLines } from './ingest.ts'
import { sdk, stripeConfig } from './stripe-api.ts'

type StripeEventBody = {
  id: string
  type: string
  created: number
  account?: string
  data?: { object?: { id?: string; object?: string; created?: number } & Record<string, unknown> }
}

export async function handleStripeWebhook({
  tx,
  organizationId,
  body,
}: {
  tx: Tx
  organizationId: string | null
  body: unknown
}) {
  const evt = body as StripeEventBody
  const obj = evt?.data?.object
  if (!organizationId || !obj?.id || !obj.object) return { skipped: 'no object' }
  const [c] = evt.account
    ? await tx`select id from public.provider_connections where organization_id = ${organizationId}
        and provider = 'stripe' and external_id = ${evt.account} order by connected_at desc limit 1`
    : []
  const target = { organizationId, connectionId: (c?.id as string | undefined) ?? null }
  if (obj.object === 'balance_transaction')
    return { balanceTransactions: await storeBalanceTransactions(tx, target, [obj as never]) }
  if ((OBJECT_KINDS as readonly string[]).includes(obj.object)) {
    const changed = await storeObjects(
      tx,
      target,
      obj.object as StripeObjectKind,
      [{ created: evt.created, ...obj } as never],
      evt.created,
    )
    // an invoice with more lines than the event embeds: the rest read as the ingest reads them
    const long = changed && obj.object === 'invoice' && evt.account ? moreLines([obj as never]) : []
    const lines = long.length
      ? await completeInvoiceLines(
          tx,
          sdk(stripeConfig(), stripeConfig().secretKey),
          evt.account as string,
          target,
          long,
        )
      : 0
    return { [obj.object]: changed, stale: changed === 0, invoiceLines: lines }
  }
  return { skipped: evt.type }
}
