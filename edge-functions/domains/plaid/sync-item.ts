/**
 * One sync of an item: its transactions from the saved cursor to the end, then its realtime balances
 * (/accounts/balance/get, stored in micros). An item error on the way breaks the connection and ends the sync
 * without failing it (retrying cannot fix a login); other failures throw, so the job retries, and are recorded on
 * the connection outside the rolled-back transaction. A sync that succeeds marks the connection synced, unless it is
 * broken for a reason Plaid still reports (consent about to end), which only a reconnect clears.
 * A long history is read in steps (sync-transactions.ts): a step whose time is used up commits the cursor it reached
 * and says `more`, and its caller queues the next step; the balances are read by the step that reaches the end.
 */
import type { Sql, Tx } from '../../_shared/db.ts'
import { markSynced, recordError } from '../connections/connection-store.ts'
import { loadItem } from './item-access.ts'
import { markItemBroken } from './item-status.ts'
import { PlaidApiError, plaidCall, plaidClient } from './plaid-api.ts'
import { insertBalances } from './store-item.ts'
import { type SyncCounts, type SyncHandOver, syncTransactions } from './sync-transactions.ts'

export type SyncResult =
  | (SyncCounts & SyncHandOver & { balances: number; broken?: undefined; skipped?: undefined })
  | { broken: string; skipped?: undefined }
  | { skipped: string; broken?: undefined }

export async function syncItem({
  tx,
  sql,
  connectionId,
  signal,
  onPage,
  stepUsedUp,
  paginationStart,
}: {
  tx: Tx
  /** a connection outside `tx`, to record a failure that rolls `tx` back */
  sql?: Sql
  connectionId: string
  signal?: AbortSignal
  onPage?: (c: SyncCounts) => Promise<void> | void
  stepUsedUp?: () => boolean
  /** a previous step's hand-over (sync-transactions.ts) */
  paginationStart?: string | null
}): Promise<SyncResult> {
  const loaded = await loadItem(tx, connectionId, { lock: true })
  if (!loaded || loaded.connection.status === 'disconnected') return { skipped: 'the item is no longer connected' }
  try {
    const { accounts: _, ...counts } = await syncTransactions(tx, loaded, {
      signal,
      onPage,
      stepUsedUp,
      paginationStart,
    })
    if (counts.more) return { ...counts, balances: 0 }
    const { accounts } = await plaidCall(() => plaidClient().accountsBalanceGet({ access_token: loaded.accessToken }))
    await insertBalances(tx, {
      organizationId: loaded.item.organization_id,
      accounts,
      ids: loaded.accounts,
      verified: true,
    })
    const [item] = await tx`select connection_broken from public.plaid_items where id = ${loaded.item.id}`
    if (item.connection_broken)
      await tx`update public.provider_connections set last_synced_at = now(), updated_at = now() where id = ${connectionId}`
    else await markSynced(tx, connectionId)
    return { ...counts, balances: accounts.length }
  } catch (e) {
    if (e instanceof PlaidApiError && e.itemBroken) {
      await markItemBroken(tx, loaded, { code: e.errorCode, message: e.displayMessage })
      return { broken: e.errorCode }
    }
    if (sql && e instanceof PlaidApiError)
      await recordError(sql as unknown as Tx, connectionId, {
        code: e.errorCode,
        message: e.displayMessage ?? e.message,
      }).catch(() => {})
    throw e
  }
}
