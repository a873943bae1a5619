/**
 * `ramp.sync`: the business's card transactions from Ramp's developer API, GET /developer/v1/transactions in pages of
 * 100 followed by `page.next`, stored in provider_transactions (provider ramp) as they arrive: spend is money out
 * (negative cents), the description is the merchant descriptor with its masked card number removed
 * (shared/rules/card-mask.ts), the vendor the merchant, the status Ramp's state, and the whole transaction (card
 * holder, line items, accounting field selections, policy violations, receipt ids) in raw. A transaction already
 * stored is updated in place (its state moves from PENDING to CLEARED), so its entry link, and with it the ledger
 * record categorisation made from it, stays the one: a card line is never booked twice (store-transactions.ts). Each
 * stored page emits one `ramp-transaction-upsert`. Reads from 35 days before the last sync (late clearing) or a year on
 * the first, then queues `ramp.receipts` for the receipts the lines name.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { rampReceiptsJob, ZRampTransactionPage } from '../../../shared/schemas/ramp.ts'
import { providerRequest } from '../connections/provider-http.ts'
import { findConnection } from '../connections/connection-store.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { rampAccessToken, rampConfig } from './ramp-api.ts'
import { storeRampTransactions } from './store-transactions.ts'

const PAGE_SIZE = 100

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
      await storeRampTransactions(tx, { orgId, connectionId, transactions: page.data })
      counts.stored += page.data.length
      counts.withReceipts += page.data.filter((t) => t.receipts.length > 0).length
    }
    url = page.page.next
  }
  await tx`update public.provider_connections set last_synced_at = now() where id = ${connectionId}`
  // the receipts the lines name are downloaded by a job of their own, so a sync never waits on files
  if (counts.withReceipts > 0)
    await enqueueJob({ sql: tx, definition: rampReceiptsJob, payload: { connectionId }, organizationId: orgId })
  return counts
}
