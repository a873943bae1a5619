/**
 * What a Plaid webhook does, once per delivery (the `plaid.webhook` event handler runs this in its job's
 * transaction). Webhooks are signals, never state: TRANSACTIONS codes sync from the saved cursor, ITEM codes re-read
 * the item, ASSETS PRODUCT_READY fetches the report and ERROR records Plaid's error, STATEMENTS codes queue a
 * statements fetch. Any repeat or reordering therefore ends in the same stored state.
 *
 * A sync that has more than one step's work (a SYNC_UPDATES_AVAILABLE after a long silence) commits the cursor it
 * reached and queues `plaid.sync` for the rest. No webhook is lost to a sync in steps: the sync here waits for the
 * item's row lock, so it reads on from whatever cursor a running step commits, and a `plaid.sync` step already
 * queued for the item takes this webhook's rest too (the queue keeps one per item), reading to Plaid's end from the
 * saved cursor when it runs.
 */
import type { Sql, Tx } from '../../_shared/db.ts'
import {
  plaidStatementsJob,
  plaidSyncJob,
  type TPlaidWebhookBody,
  ZPlaidWebhookBody,
} from '../../../shared/schemas/plaid.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { fetchAssetReport, recordAssetReportError } from './asset-reports.ts'
import { connectionForItem, loadItem } from './item-access.ts'
import { refreshItemStatus } from './item-status.ts'
import { syncItem } from './sync-item.ts'

const SYNC_CODES = new Set([
  'SYNC_UPDATES_AVAILABLE',
  'DEFAULT_UPDATE',
  'INITIAL_UPDATE',
  'HISTORICAL_UPDATE',
  'TRANSACTIONS_REMOVED',
])

export function parsePlaidWebhook(body: unknown): TPlaidWebhookBody | undefined {
  const parsed = ZPlaidWebhookBody.safeParse(body)
  return parsed.success ? parsed.data : undefined
}

export async function handlePlaidWebhook({
  tx,
  sql,
  organizationId,
  body,
  signal,
  stepUsedUp,
}: {
  tx: Tx
  sql?: Sql
  organizationId: string | null
  body: unknown
  signal?: AbortSignal
  stepUsedUp?: () => boolean
}): Promise<Record<string, unknown>> {
  const hook = parsePlaidWebhook(body)
  if (!hook) return { skipped: 'not a webhook this app acts on' }
  if (hook.webhook_type === 'ASSETS') {
    if (hook.webhook_code === 'PRODUCT_READY')
      return await fetchAssetReport({ tx, assetReportId: hook.asset_report_id })
    if (!hook.error) return { skipped: 'an ERROR webhook without an error' }
    return await recordAssetReportError({ tx, assetReportId: hook.asset_report_id, error: hook.error })
  }
  const connectionId = await connectionForItem(tx, organizationId, hook.item_id)
  if (!connectionId) return { skipped: 'no live connection for this item' }
  switch (hook.webhook_type) {
    case 'TRANSACTIONS': {
      if (!SYNC_CODES.has(hook.webhook_code)) return { skipped: `TRANSACTIONS ${hook.webhook_code}` }
      const synced = await syncItem({ tx, sql, connectionId, signal, stepUsedUp })
      if (!('more' in synced && synced.more)) return synced
      const payload = { connectionId, trigger: 'webhook' as const, paginationStart: synced.paginationStart }
      return { ...synced, rest: await enqueueJob({ sql: tx, definition: plaidSyncJob, payload, organizationId }) }
    }
    case 'ITEM': {
      const loaded = await loadItem(tx, connectionId, { lock: true })
      if (!loaded) return { skipped: 'the item is no longer connected' }
      return await refreshItemStatus(tx, loaded)
    }
    case 'STATEMENTS':
      return {
        jobId: await enqueueJob({ sql: tx, definition: plaidStatementsJob, payload: { connectionId }, organizationId }),
      }
  }
}
