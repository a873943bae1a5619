/**
 * Brings an organization's stored QuickBooks copies up to date. The first run (or one whose cursor is older than
 * change data capture's 30-day look-back) reads everything with paged queries; later runs ask CDC for what changed
 * since the cursor. The cursor is QuickBooks' own response time, so clock skew between us and Intuit cannot skip
 * changes. A change-data read is network first, then one transaction for the writes and the new cursor.
 *
 * A full read goes entity by entity, each read whole and then stored in its own transaction, so it can be spread
 * over steps (hosted limits): after an entity, when `stepUsedUp` says the step has worked its time, the result says
 * `more` with where to resume (entities done, the QuickBooks time the read began at, counts so far) and the next
 * step, given it, reads on from the next entity. The sync cursor is written only when the last entity is stored, so
 * a read cut short is finished, or started again, by the next run; copies are upserts, so nothing is stored twice.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import type { TSyncQuickbooksResponse } from '../../../shared/schemas/quickbooks.ts'
import type { TQuickbooksSyncResume } from '../../../shared/schemas/quickbooks-jobs.ts'
import { createClient } from '../quickbooks/create-client.ts'
import type { QuickbooksClient } from '../quickbooks/quickbooks-client.ts'
import { type QboRecord, STORED_ENTITIES, deleteCopy, setCursor, upsertCopy } from './store-ledger-copies.ts'
import { markDeletedEntries } from '../schedules/mark-deleted-entries.ts'

const SYNC_CURSOR = 'ledger-copies'
const CDC_LOOKBACK_MS = 29 * 86_400_000

/** Reported before each step: the entity being read (or 'Storing'), steps finished and the number of steps. */
type SyncProgress = (p: { step: string; done: number; total: number }) => Promise<void> | void
export const SYNC_STEPS = STORED_ENTITIES.length + 1

export type TSyncResume = TQuickbooksSyncResume
export type SyncCompanyResult = TSyncQuickbooksResponse & { more?: TSyncResume }

export async function syncCompany({
  orgId,
  client,
  pageSize,
  onProgress,
  resume,
  stepUsedUp = () => false,
}: {
  orgId: string
  client?: QuickbooksClient
  pageSize?: number
  onProgress?: SyncProgress
  /** a previous step's hand-over: read on from the next entity */
  resume?: TSyncResume
  stepUsedUp?: () => boolean
}): Promise<SyncCompanyResult> {
  const qb = client ?? (await createClient({ orgId }))
  if (resume) return await readAll({ orgId, qb, pageSize, onProgress, stepUsedUp, from: resume })
  const [row] = await asService(
    (tx) => tx`select last_cursor from public.quickbooks_ingestion_cursors
    where realm_id = ${qb.realmId} and quickbooks_method = 'cdc' and cursor_name = ${SYNC_CURSOR}`,
  )
  const since = row ? new Date(row.last_cursor) : undefined
  const full = !since || Number.isNaN(since.getTime()) || Date.now() - since.getTime() > CDC_LOOKBACK_MS

  if (full) {
    // QuickBooks' clock from a cheap call marks the start; anything changed while we page is caught next time.
    const readSince = new Date().toISOString()
    const probe = await qb.request<{ time: string }>('GET', 'query', {
      query: { query: 'select count(*) from Account' },
    })
    const from = { entitiesDone: 0, cursor: probe.time, readSince, upserted: 0, deleted: 0 }
    return await readAll({ orgId, qb, pageSize, onProgress, stepUsedUp, from })
  }
  await onProgress?.({ step: 'Changes since the last sync', done: 0, total: SYNC_STEPS })
  const r = await qb.cdc<QboRecord>([...STORED_ENTITIES], since!)
  await onProgress?.({ step: 'Storing', done: SYNC_STEPS - 1, total: SYNC_STEPS })
  return await asService(async (tx) => {
    let upserted = 0,
      deleted = 0
    for (const [entity, list] of Object.entries(r.changes)) {
      const n = await store(tx, orgId, entity, list)
      upserted += n.upserted
      deleted += n.deleted
    }
    await setCursor(tx, { orgId, realmId: qb.realmId, method: 'cdc', name: SYNC_CURSOR, value: r.time })
    return { method: 'cdc', upserted, deleted, cursor: r.time }
  })
}

/** A full read from entity `from.entitiesDone` on, each entity stored as it is read, until done or the step is used up. */
async function readAll({
  orgId,
  qb,
  pageSize,
  onProgress,
  stepUsedUp,
  from,
}: {
  orgId: string
  qb: QuickbooksClient
  pageSize?: number
  onProgress?: SyncProgress
  stepUsedUp: () => boolean
  from: TSyncResume
}): Promise<SyncCompanyResult> {
  let { upserted, deleted } = from
  for (let i = from.entitiesDone; i < STORED_ENTITIES.length; i++) {
    const e = STORED_ENTITIES[i]
    await onProgress?.({ step: e, done: i, total: SYNC_STEPS })
    const list = await qb.queryAll<QboRecord>(e, { pageSize })
    await asService(async (tx) => {
      const n = await store(tx, orgId, e, list)
      upserted += n.upserted
      deleted += n.deleted
      // a full read lists every live entry: the product's entries missing from it were deleted in QuickBooks
      if (e === 'JournalEntry')
        await markDeletedEntries({
          tx,
          orgId,
          liveIds: list.map((x) => String(x.Id)),
          readSince: new Date(from.readSince),
        })
      if (i === STORED_ENTITIES.length - 1)
        await setCursor(tx, { orgId, realmId: qb.realmId, method: 'cdc', name: SYNC_CURSOR, value: from.cursor })
    })
    if (i < STORED_ENTITIES.length - 1 && stepUsedUp()) {
      const more = { ...from, entitiesDone: i + 1, upserted, deleted }
      return { method: 'query', upserted, deleted, cursor: from.cursor, more }
    }
  }
  await onProgress?.({ step: 'Storing', done: SYNC_STEPS - 1, total: SYNC_STEPS })
  return { method: 'query', upserted, deleted, cursor: from.cursor }
}

async function store(tx: Tx, orgId: string, entity: string, list: QboRecord[]) {
  let upserted = 0,
    deleted = 0
  for (const e of list) {
    if (e.status === 'Deleted') {
      if (await deleteCopy(tx, orgId, entity, e.Id)) deleted++
    } else if (await upsertCopy(tx, orgId, entity, e)) upserted++
  }
  return { upserted, deleted }
}
