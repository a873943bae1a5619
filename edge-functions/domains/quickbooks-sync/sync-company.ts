/**
 * Brings an organization's stored QuickBooks copies up to date. The first run (or one whose cursor is older than
 * change data capture's 30-day look-back) reads everything with paged queries; later runs ask CDC for what changed
 * since the cursor. The cursor is QuickBooks' own response time, so clock skew between us and Intuit cannot skip
 * changes. Network first, then one transaction for the writes and the new cursor.
 */
import { asService } from '../../_shared/db.ts'
import type { TSyncQuickbooksResponse } from '../../../shared/schemas/quickbooks.ts'
import { createClient } from '../quickbooks/create-client.ts'
import type { QuickbooksClient } from '../quickbooks/quickbooks-client.ts'
import { type QboRecord, STORED_ENTITIES, deleteCopy, setCursor, upsertCopy } from './store-ledger-copies.ts'
import { markDeletedEntries } from '../schedules/mark-deleted-entries.ts'

const SYNC_CURSOR = 'ledger-copies'
const CDC_LOOKBACK_MS = 29 * 86_400_000

/** Reported before each step: the entity being read (or 'Storing'), steps finished and the number of steps. */
type SyncProgress = (p: { step: string; done: number; total: number }) => Promise<void> | void
export const SYNC_STEPS = STORED_ENTITIES.length + 1

export async function syncCompany({
  orgId,
  client,
  pageSize,
  onProgress,
}: {
  orgId: string
  client?: QuickbooksClient
  pageSize?: number
  onProgress?: SyncProgress
}): Promise<TSyncQuickbooksResponse> {
  const qb = client ?? (await createClient({ orgId }))
  const [row] = await asService(
    (tx) => tx`select last_cursor from public.quickbooks_ingestion_cursors
    where realm_id = ${qb.realmId} and quickbooks_method = 'cdc' and cursor_name = ${SYNC_CURSOR}`,
  )
  const since = row ? new Date(row.last_cursor) : undefined
  const full = !since || Number.isNaN(since.getTime()) || Date.now() - since.getTime() > CDC_LOOKBACK_MS

  let changes: Record<string, QboRecord[]>
  let cursor: string
  const readSince = new Date()
  if (full) {
    // QuickBooks' clock from a cheap call marks the start; anything changed while we page is caught next time.
    const probe = await qb.request<{ time: string }>('GET', 'query', {
      query: { query: 'select count(*) from Account' },
    })
    cursor = probe.time
    changes = {}
    for (const [i, e] of STORED_ENTITIES.entries()) {
      await onProgress?.({ step: e, done: i, total: SYNC_STEPS })
      changes[e] = await qb.queryAll<QboRecord>(e, { pageSize })
    }
  } else {
    await onProgress?.({ step: 'Changes since the last sync', done: 0, total: SYNC_STEPS })
    const r = await qb.cdc<QboRecord>([...STORED_ENTITIES], since!)
    changes = r.changes
    cursor = r.time
  }
  await onProgress?.({ step: 'Storing', done: SYNC_STEPS - 1, total: SYNC_STEPS })
  return await asService(async (tx) => {
    let upserted = 0,
      deleted = 0
    for (const [entity, list] of Object.entries(changes))
      for (const e of list) {
        if (e.status === 'Deleted') {
          if (await deleteCopy(tx, orgId, entity, e.Id)) deleted++
        } else if (await upsertCopy(tx, orgId, entity, e)) upserted++
      }
    // a full read lists every live entry: the product's entries missing from it were deleted in QuickBooks
    if (full)
      await markDeletedEntries({ tx, orgId, liveIds: (changes.JournalEntry ?? []).map((e) => String(e.Id)), readSince })
    await setCursor(tx, { orgId, realmId: qb.realmId, method: 'cdc', name: SYNC_CURSOR, value: cursor })
    return { method: full ? 'query' : 'cdc', upserted, deleted, cursor }
  })
}
