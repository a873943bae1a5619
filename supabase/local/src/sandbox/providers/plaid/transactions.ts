/**
 * /transactions/sync over an item's change log. The cursor is a position in the log plus the log's length when
 * the pagination began: a page is at most `count` (1-500, default 100) changes, `has_more` until that length is
 * reached, and a change landing mid-pagination answers TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION, so the caller
 * restarts from the cursor it saved before paginating. Also /sandbox/transactions/create (Plaid's own call for
 * adding rows to a sandbox item).
 */
import type { SandboxRouter } from '../../server.ts'
import { PlaidFailure, endpoint, invalidRequest, requireFields } from './api.ts'
import { type SandboxTxn, dayOf, dayString, today } from './data.ts'
import { type Item, itemFor, itemIdOf } from './items.ts'
import { sendWebhook } from './keys.ts'

type Cursor = { seq: number; end: number }
const encodeCursor = (item: Item, c: Cursor) =>
  Buffer.from(`${item.itemId.slice(0, 8)}:${c.seq}:${c.end}`).toString('base64url')

function decodeCursor(item: Item, raw: unknown): Cursor | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  const m = /^(\w{8}):(\d+):(\d+)$/.exec(Buffer.from(String(raw), 'base64url').toString('utf8'))
  if (!m || m[1] !== item.itemId.slice(0, 8) || Number(m[2]) > Number(m[3]) || Number(m[3]) > item.log.length)
    throw invalidRequest('INVALID_FIELD', 'cursor is not valid for this item')
  return { seq: Number(m[2]), end: Number(m[3]) }
}

export function transactionJson(t: SandboxTxn) {
  const date = dayString(t.day)
  const authorized = dayString(t.authorizedDay ?? t.day)
  return {
    account_id: t.accountId,
    account_owner: null,
    amount: t.cents / 100,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
    category: t.category,
    category_id: t.categoryId,
    check_number: null,
    counterparties: t.merchant
      ? [
          {
            name: t.merchant,
            type: 'merchant',
            website: t.website,
            logo_url: null,
            entity_id: null,
            confidence_level: 'VERY_HIGH',
          },
        ]
      : [],
    date,
    datetime: null,
    authorized_date: authorized,
    authorized_datetime: null,
    location: {
      address: null,
      city: null,
      region: null,
      postal_code: null,
      country: null,
      lat: null,
      lon: null,
      store_number: null,
    },
    logo_url: null,
    merchant_entity_id: null,
    merchant_name: t.merchant,
    name: t.name,
    payment_channel: t.channel,
    payment_meta: {
      by_order_of: null,
      payee: null,
      payer: null,
      payment_method: null,
      payment_processor: null,
      ppd_id: null,
      reason: null,
      reference_number: null,
    },
    pending: t.pending,
    pending_transaction_id: t.pendingId,
    personal_finance_category: { primary: t.pfc[0], detailed: t.pfc[1], confidence_level: 'VERY_HIGH' },
    personal_finance_category_icon_url: null,
    transaction_code: null,
    transaction_id: t.id,
    transaction_type: t.channel === 'in store' ? 'place' : t.channel === 'online' ? 'digital' : 'special',
    website: t.website,
  }
}

/** A plain posted row (sandbox additions): first account unless named. */
export function plainTxn(
  item: Item,
  t: { accountId?: string; day: number; cents: number; name: string; merchant?: string | null; pending?: boolean },
): SandboxTxn {
  return {
    id: item.newTransactionId(),
    accountId: t.accountId ?? item.accounts[0].account_id,
    day: t.day,
    cents: t.cents,
    name: t.name,
    merchant: t.merchant ?? null,
    category: ['Transfer'],
    categoryId: '21000000',
    pfc: t.cents < 0 ? ['TRANSFER_IN', 'TRANSFER_IN_DEPOSIT'] : ['TRANSFER_OUT', 'TRANSFER_OUT_OTHER_TRANSFER_OUT'],
    channel: 'other',
    pending: t.pending ?? false,
    pendingId: null,
    website: null,
  }
}

/** Announces new data the way Plaid does (a signal to call /transactions/sync). */
export const announceUpdates = (item: Item, log?: (m: string) => void) =>
  sendWebhook(
    item.webhook,
    {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: item.itemId,
      initial_update_complete: true,
      historical_update_complete: true,
    },
    log,
  )

export function mountTransactions(r: SandboxRouter) {
  endpoint(
    r,
    '/transactions/sync',
    ({ body }) => {
      requireFields(body, ['access_token'])
      const item = itemFor(body.access_token)
      const count = body.count === undefined ? 100 : Number(body.count)
      if (!Number.isInteger(count) || count < 1 || count > 500)
        throw invalidRequest('INVALID_FIELD', 'count must be an integer between 1 and 500')
      const from = decodeCursor(item, body.cursor)
      const midPagination = from !== undefined && from.seq < from.end
      if (midPagination && item.log.length !== from.end)
        throw new PlaidFailure(
          'TRANSACTIONS_ERROR',
          'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
          'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.',
        )
      const start = from?.seq ?? 0
      const end = midPagination ? from.end : item.log.length
      const stop = Math.min(start + count, end)
      const added: unknown[] = []
      const modified: unknown[] = []
      const removed: { transaction_id: string; account_id: string }[] = []
      for (let i = start; i < stop; i++) {
        const e = item.log[i]
        if (e.kind === 'removed') removed.push({ transaction_id: e.id, account_id: e.accountId })
        else (e.kind === 'added' ? added : modified).push(transactionJson(item.txns.get(e.id)!))
      }
      const hasMore = stop < end
      if (hasMore && item.mutateAfterPages !== null && --item.mutateAfterPages <= 0) {
        item.mutateAfterPages = null
        item.add(plainTxn(item, { day: today(), cents: 4242, name: 'LATE ARRIVAL' }))
      }
      return {
        added,
        modified,
        removed,
        next_cursor: encodeCursor(item, { seq: stop, end }),
        has_more: hasMore,
        transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
        accounts: item.accounts.map((a) => item.accountJson(a)),
      }
    },
    itemIdOf,
  )

  endpoint(
    r,
    '/sandbox/transactions/create',
    ({ body }) => {
      requireFields(body, ['access_token', 'transactions'])
      const item = itemFor(body.access_token)
      const rows = body.transactions as {
        amount: number
        date_posted: string
        date_transacted?: string
        description: string
      }[]
      if (!Array.isArray(rows) || rows.length === 0 || rows.length > 10)
        throw invalidRequest('INVALID_FIELD', 'transactions must hold between 1 and 10 transactions')
      const account = item.accounts[0]
      for (const t of rows) {
        if (typeof t.amount !== 'number' || !/^\d{4}-\d{2}-\d{2}$/.test(t.date_posted ?? '') || !t.description)
          throw invalidRequest(
            'INVALID_FIELD',
            'each transaction needs amount, date_posted (YYYY-MM-DD) and description',
          )
        item.add(
          plainTxn(item, {
            accountId: account.account_id,
            day: dayOf(t.date_posted),
            cents: Math.round(Number((t.amount * 100).toFixed(4))),
            name: t.description,
          }),
        )
      }
      void announceUpdates(item, (m) => r.ctx.log('sandbox', m))
      return {}
    },
    itemIdOf,
  )
}
