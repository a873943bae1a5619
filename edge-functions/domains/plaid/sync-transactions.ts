/**
 * /transactions/sync from the item's saved cursor to the end. Each page is stored as it arrives, in two batched
 * statements (added and modified rows upserted; removed rows and the pending rows a posted row replaces marked
 * deleted, their entry links moved to the posted row), and the cursor is saved after the last page. When Plaid
 * answers TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION the pagination starts again from where it started (the rows
 * already stored are upserted again, harmlessly). Runs in the caller's transaction, holding the item's row lock.
 *
 * A long history is read in steps: when `stepUsedUp` says the step has worked its time and Plaid has more, the
 * next_cursor of the page just stored is saved (every row before it is stored, so it is a valid place to read on
 * from) and the result says `more`, with `paginationStart`, the cursor this pagination began at: Plaid restarts a
 * pagination that met a change from its first cursor, so the next step, given it, restarts from there too.
 */
import type { AccountBase, RemovedTransaction, Transaction } from 'plaid'
import type { Tx } from '../../_shared/db.ts'
import type { LoadedItem } from './item-access.ts'
import { PlaidApiError, plaidCall, plaidClient } from './plaid-api.ts'
import { upsertAccounts } from './store-item.ts'
import { toTransactionRow } from './transform.ts'
import { emitEvent } from '../events/emit-event.ts'

export const PAGE_SIZE = 500
const MAX_RESTARTS = 5

export type SyncCounts = { added: number; modified: number; removed: number; pages: number; restarts: number }
/** Where a step stopped: more to read from the saved cursor, in a pagination that began at `paginationStart`. */
export type SyncHandOver = { more: boolean; paginationStart: string | null }

export async function syncTransactions(
  tx: Tx,
  loaded: LoadedItem,
  opts: {
    signal?: AbortSignal
    onPage?: (c: SyncCounts) => Promise<void> | void
    stepUsedUp?: () => boolean
    /** the cursor the pagination a previous step stopped in began at (its hand-over); the saved cursor otherwise */
    paginationStart?: string | null
  } = {},
): Promise<SyncCounts & SyncHandOver & { accounts: AccountBase[] }> {
  const api = plaidClient()
  const counts: SyncCounts = { added: 0, modified: 0, removed: 0, pages: 0, restarts: 0 }
  const saved = loaded.item.transactions_cursor ?? null
  const paginationStart = opts.paginationStart === undefined ? saved : opts.paginationStart
  for (let from = saved; ; from = paginationStart) {
    let cursor = from ?? undefined
    let accounts: AccountBase[] = []
    try {
      for (;;) {
        opts.signal?.throwIfAborted()
        const page = await plaidCall(() =>
          api.transactionsSync({ access_token: loaded.accessToken, cursor, count: PAGE_SIZE }),
        )
        accounts = page.accounts ?? accounts
        await storePage(tx, loaded, page.added, page.modified, page.removed, accounts)
        await announcePage(tx, loaded, page)
        counts.added += page.added.length
        counts.modified += page.modified.length
        counts.removed += page.removed.length
        counts.pages += 1
        cursor = page.next_cursor
        await opts.onPage?.(counts)
        if (!page.has_more) break
        if (opts.stepUsedUp?.()) {
          await saveCursor(tx, loaded, cursor)
          return { ...counts, accounts, more: true, paginationStart }
        }
      }
    } catch (e) {
      if (
        e instanceof PlaidApiError &&
        e.errorCode === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' &&
        counts.restarts < MAX_RESTARTS
      ) {
        counts.restarts += 1
        continue
      }
      throw e
    }
    await saveCursor(tx, loaded, cursor)
    return { ...counts, accounts, more: false, paginationStart: null }
  }
}

/**
 * A stored page with changes is one `plaid-transaction-upsert` event (accounting §4), keyed by the item and the page's
 * next_cursor: a page read again (a restarted pagination, a retried step) emits nothing new.
 */
async function announcePage(
  tx: Tx,
  loaded: LoadedItem,
  page: { added: Transaction[]; modified: Transaction[]; removed: RemovedTransaction[]; next_cursor: string },
) {
  if (page.added.length + page.modified.length + page.removed.length === 0) return
  await emitEvent(tx, {
    source: 'plaid',
    eventType: 'plaid-transaction-upsert',
    payload: {
      organizationId: loaded.item.organization_id,
      connectionId: loaded.connection.id,
      itemId: loaded.item.id,
      transactionIds: [...page.added, ...page.modified].map((t) => t.transaction_id),
      removedIds: page.removed.map((r) => r.transaction_id),
    },
    dedupeKey: `plaid-transaction-upsert:${loaded.item.id}:${page.next_cursor}`,
    organizationId: loaded.item.organization_id,
  })
}

async function saveCursor(tx: Tx, loaded: LoadedItem, cursor: string | undefined) {
  await tx`update public.plaid_items set transactions_cursor = ${cursor ?? null}, updated_at = now() where id = ${loaded.item.id}`
  loaded.item.transactions_cursor = cursor ?? null
}

async function storePage(
  tx: Tx,
  loaded: LoadedItem,
  added: Transaction[],
  modified: Transaction[],
  removed: RemovedTransaction[],
  accounts: AccountBase[],
) {
  // one row per transaction: a row both added and modified within a page is stored as last seen
  const rows = [...new Map([...added, ...modified].map((t) => [t.transaction_id, toTransactionRow(t)])).values()]
  // an account Plaid added to the item since it was linked: store it before its rows
  if (rows.some((r) => !loaded.accounts.has(r.account_id))) {
    const fresh = await upsertAccounts(tx, {
      organizationId: loaded.item.organization_id,
      connectionId: loaded.connection.id,
      plaidItemId: loaded.item.id,
      institution: loaded.item.institution_name,
      accounts: accounts.filter((a) => !loaded.accounts.has(a.account_id)),
    })
    for (const [k, v] of fresh) loaded.accounts.set(k, v)
  }
  if (rows.length) {
    const withAccount = rows
      .filter((r) => loaded.accounts.has(r.account_id))
      .map((r) => ({ ...r, bank_account_id: loaded.accounts.get(r.account_id) }))
    await tx`
      insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
        status, pending, pending_transaction_id, transaction_effective_time, transaction_created_time, currency,
        total_amount_cents, description, vendor, payment_channel, category, counterparties, raw)
      select ${loaded.item.organization_id}, 'plaid', ${loaded.connection.id}, x.bank_account_id, x.transaction_id,
        x.status, x.pending, x.pending_transaction_id, x.transaction_effective_time, x.transaction_created_time, x.currency,
        x.total_amount_cents, x.description, x.vendor, x.payment_channel, x.category, x.counterparties, x.raw
      from jsonb_to_recordset(${tx.json(withAccount as never)}) as x(bank_account_id uuid, transaction_id text, status text,
        pending boolean, pending_transaction_id text, transaction_effective_time timestamptz,
        transaction_created_time timestamptz, currency text, total_amount_cents bigint, description text, vendor text,
        payment_channel text, category text[], counterparties jsonb, raw jsonb)
      on conflict (provider, transaction_id) do update set bank_account_id = excluded.bank_account_id,
        status = excluded.status, pending = excluded.pending, pending_transaction_id = excluded.pending_transaction_id,
        transaction_effective_time = excluded.transaction_effective_time,
        transaction_created_time = excluded.transaction_created_time, currency = excluded.currency,
        total_amount_cents = excluded.total_amount_cents, description = excluded.description, vendor = excluded.vendor,
        payment_channel = excluded.payment_channel, category = excluded.category, counterparties = excluded.counterparties,
        raw = excluded.raw, deleted_at = null, updated_at = now()`
  }
  const replaced = rows
    .filter((r) => r.pending_transaction_id)
    .map((r) => [r.pending_transaction_id!, r.transaction_id])
  const gone = [...removed.map((r) => r.transaction_id), ...replaced.map(([pending]) => pending)]
  if (gone.length === 0) return
  await tx`
    with gone as (
      update public.provider_transactions set deleted_at = now(), updated_at = now()
      where provider = 'plaid' and deleted_at is null
        and transaction_id in (select jsonb_array_elements_text(${tx.json(gone as never)}))
      returning id, transaction_id
    ), pairs as (
      select p ->> 0 as pending_id, p ->> 1 as posted_id from jsonb_array_elements(${tx.json(replaced as never)}) p
    )
    update public.entry_links e set provider_transaction_id = was_posted.id, updated_at = now()
    from pairs
    join public.provider_transactions was_pending on was_pending.provider = 'plaid' and was_pending.transaction_id = pairs.pending_id
    join public.provider_transactions was_posted on was_posted.provider = 'plaid' and was_posted.transaction_id = pairs.posted_id
    where e.provider_transaction_id = was_pending.id`
}
