/**
 * `ramp.sync`: the business's card transactions from Ramp's developer API, GET /developer/v1/transactions in pages of
 * 100 followed by `page.next`, stored in provider_transactions (provider ramp) as they arrive: spend is money out
 * (negative cents), the description is the merchant descriptor with its masked card number removed
 * (shared/rules/card-mask.ts), the vendor the merchant, the status Ramp's state, and the whole transaction (card
 * holder, line items, accounting field selections, policy violations, receipt ids) in raw. A transaction already
 * stored is updated in place (its state moves from PENDING to CLEARED), so its entry link, and with it the ledger
 * record categorisation made from it, stays the one: a card line is never booked twice. Each stored page emits one
 * `ramp-transaction-upsert`. Reads from 35 days before the last sync (late clearing) or a year on the first.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { ZRampTransactionPage, type TRampTransaction } from '../../../shared/schemas/ramp.ts'
import { stripCardMask } from '../../../shared/rules/card-mask.ts'
import { providerRequest } from '../connections/provider-http.ts'
import { findConnection } from '../connections/connection-store.ts'
import { rampAccessToken, rampConfig } from './ramp-api.ts'

const PAGE_SIZE = 100
const PENDING = new Set(['PENDING', 'PENDING_INITIATION'])

const cents = (dollars: number) => Math.round(dollars * 100)

export function toProviderRow(t: TRampTransaction) {
  return {
    transaction_id: t.id,
    status: t.state,
    pending: PENDING.has(t.state),
    transaction_effective_time: t.settlement_date ?? t.user_transaction_time,
    transaction_created_time: t.user_transaction_time,
    currency: t.currency_code.toUpperCase(),
    total_amount_cents: -cents(t.amount),
    description: stripCardMask(t.merchant_descriptor ?? t.merchant_name ?? null),
    vendor: t.merchant_name ?? null,
    category: t.sk_category_name ? [t.sk_category_name] : [],
    raw: t,
    // a declined or failed authorization never moved money: kept for the record, not a line to book
    deleted: t.state === 'DECLINED' || t.state === 'ERROR',
  }
}

export async function syncRampTransactions({ tx, connectionId }: { tx: Tx; connectionId: string }) {
  const [found] = await tx`select organization_id from public.provider_connections
    where id = ${connectionId} and provider = 'ramp' and status = 'active'`
  if (!found) throw new AppError('not_found', 'This Ramp connection is not active')
  const orgId = found.organization_id as string
  // the token first: a refresh writes the connection in a transaction of its own, which the lock below would block
  const { accessToken } = await rampAccessToken({ orgId })
  // one sync of a connection at a time, locked the way the connection kit locks (the organization first)
  const c = await findConnection(tx, { id: connectionId }, { lock: true })
  if (!c) throw new AppError('not_found', 'This Ramp connection is not active')
  const since = c.lastSyncedAt
    ? new Date(new Date(c.lastSyncedAt).getTime() - 35 * 86_400_000)
    : new Date(Date.now() - 366 * 86_400_000)
  let url: string | null =
    `${rampConfig().apiBase}/developer/v1/transactions?${new URLSearchParams({ page_size: String(PAGE_SIZE), from_date: since.toISOString() })}`
  const counts = { pages: 0, stored: 0, withReceipts: 0 }
  while (url) {
    const page: z.infer<typeof ZRampTransactionPage> = await providerRequest('ramp', url, {
      auth: accessToken,
      schema: ZRampTransactionPage,
    })
    counts.pages++
    if (page.data.length) {
      const rows = page.data.map(toProviderRow)
      await tx`insert into public.provider_transactions (organization_id, provider, connection_id, transaction_id, status,
          pending, transaction_effective_time, transaction_created_time, currency, total_amount_cents, description, vendor,
          category, raw, deleted_at)
        select ${orgId}, 'ramp', ${connectionId}, x.transaction_id, x.status, x.pending, x.transaction_effective_time,
          x.transaction_created_time, x.currency, x.total_amount_cents, x.description, x.vendor, x.category, x.raw,
          case when x.deleted then now() end
        from jsonb_to_recordset(${tx.json(rows as never)}) as x(transaction_id text, status text, pending boolean,
          transaction_effective_time timestamptz, transaction_created_time timestamptz, currency text,
          total_amount_cents bigint, description text, vendor text, category text[], raw jsonb, deleted boolean)
        on conflict (provider, transaction_id) do update set status = excluded.status, pending = excluded.pending,
          transaction_effective_time = excluded.transaction_effective_time, total_amount_cents = excluded.total_amount_cents,
          description = excluded.description, vendor = excluded.vendor, category = excluded.category, raw = excluded.raw,
          deleted_at = excluded.deleted_at, updated_at = now()
        where provider_transactions.organization_id = excluded.organization_id`
      counts.stored += rows.length
      counts.withReceipts += page.data.filter((t) => t.receipts.length > 0).length
      await tx`select private.emit_event('ramp', 'ramp-transaction-upsert', ${tx.json({
        organizationId: orgId,
        connectionId,
        transactionIds: page.data.map((t) => t.id),
      } as never)}, ${`ramp-transaction-upsert:${connectionId}:${page.data[0].id}:${page.data.length}:${Date.now()}`}, ${orgId})`
    }
    url = page.page.next
  }
  await tx`update public.provider_connections set last_synced_at = now() where id = ${connectionId}`
  return counts
}
