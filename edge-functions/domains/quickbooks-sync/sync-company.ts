/**
 * Brings an organization's stored QuickBooks copies up to date. The first run (or one whose cursor is older than
 * change data capture's 30-day look-back) reads everything with paged queries; later runs ask CDC for what changed
 * since the cursor. The cursor is QuickBooks' own response time, so clock skew between us and Intuit cannot skip
 * changes. A change-data read is network first, then one transaction for the writes and the new cursor.
 *
 * A full read goes entity by entity and page by page, each page stored in its own transaction as it is read, so it
 * can be spread over steps (hosted limits): after a page, when `stepUsedUp` says the step has worked its time, the
 * result says `more` with where to resume (the entity and the page position in it, the QuickBooks time the read
 * began at, counts so far) and the next step, given it, reads on from the next page. The sync cursor is written only when the last entity is stored, so
 * a read cut short is finished, or started again, by the next run; copies are upserts, so nothing is stored twice.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import type { TSyncQuickbooksResponse } from '../../../shared/schemas/quickbooks.ts'
import type { TQuickbooksSyncResume } from '../../../shared/schemas/quickbooks-jobs.ts'
import { createClient } from '../quickbooks/create-client.ts'
import { QUERY_MAX_RESULTS, type QuickbooksClient } from '../quickbooks/quickbooks-client.ts'
import { emitCopyEvents } from './emit-copy-events.ts'
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
    // QuickBooks' clock from a cheap call marks the start; anything changed while we page is caught next time. The
    // database's clock marks it here: the copies' updated_at and the entries' created_at are compared with it.
    const [{ now }] = await asService((tx) => tx`select now()`)
    const readSince = new Date(now).toISOString()
    const probe = await qb.request<{ time: string }>('GET', 'query', {
      query: { query: 'select count(*) from Account' },
    })
    const from = { entitiesDone: 0, position: 1, cursor: probe.time, readSince, upserted: 0, deleted: 0 }
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

/**
 * A full read from page `from.position` of entity `from.entitiesDone` on, each page stored in its own transaction as
 * it is read, until done or the step is used up: a page is the unit, so no step outlasts its time by a whole entity.
 */
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
  const size = Math.min(pageSize ?? QUERY_MAX_RESULTS, QUERY_MAX_RESULTS)
  const lastEntity = STORED_ENTITIES.length - 1
  for (let i = from.entitiesDone, position = from.position; i <= lastEntity; i++, position = 1) {
    const e = STORED_ENTITIES[i]
    await onProgress?.({ step: e, done: i, total: SYNC_STEPS })
    for (;;) {
      const page = await qb.queryPage<QboRecord>(e, position, { pageSize: size })
      const entityDone = page.length < size
      await asService(async (tx) => {
        const n = await store(tx, orgId, e, page)
        upserted += n.upserted
        deleted += n.deleted
      })
      position += page.length
      if (entityDone && e === 'JournalEntry') await markEntriesGone({ orgId, qb, readSince: from.readSince })
      if (entityDone && i === lastEntity) {
        await asService((tx) =>
          setCursor(tx, { orgId, realmId: qb.realmId, method: 'cdc', name: SYNC_CURSOR, value: from.cursor }),
        )
        break
      }
      if (stepUsedUp()) {
        const at = entityDone ? { entitiesDone: i + 1, position: 1 } : { entitiesDone: i, position }
        const more = { ...from, ...at, upserted, deleted }
        return { method: 'query', upserted, deleted, cursor: from.cursor, more }
      }
      if (entityDone) break
    }
  }
  await onProgress?.({ step: 'Storing', done: SYNC_STEPS - 1, total: SYNC_STEPS })
  return { method: 'query', upserted, deleted, cursor: from.cursor }
}

/**
 * After a full read's last JournalEntry page: the product's entries whose copy no page of this read stored (each
 * page's upsert stamps updated_at) were deleted in QuickBooks, unless a record deleted between steps shifted the
 * pages and one was skipped, so each is looked up by Id (30 to a query) and only those QuickBooks no longer has are
 * marked. An entry posted after the read began is not in it, yet not deleted.
 */
async function markEntriesGone({ orgId, qb, readSince }: { orgId: string; qb: QuickbooksClient; readSince: string }) {
  const missing = await asService(
    (tx) => tx`select j.journal_entry_id as id from public.journal_entries j
      where j.organization_id = ${orgId} and j.ledger = 'quickbooks' and j.deleted_in_ledger_at is null
        and j.created_at < ${readSince}
        and not exists (select 1 from public.quickbooks_journal_entries c where c.organization_id = j.organization_id
                        and c.qb_journal_entry_id = j.journal_entry_id and c.updated_at >= ${readSince})`,
  )
  const ids = [...new Set(missing.map((m) => String(m.id)))]
  if (ids.length === 0) return
  const live = new Set<string>()
  for (let k = 0; k < ids.length; k += 30) {
    const list = ids
      .slice(k, k + 30)
      .map((id) => `'${id.replace(/'/g, "\\'")}'`)
      .join(', ')
    for (const je of await qb.queryAll<QboRecord>('JournalEntry', { where: `Id in (${list})` })) live.add(String(je.Id))
  }
  const gone = ids.filter((id) => !live.has(id))
  if (gone.length) await asService((tx) => markDeletedEntries({ tx, orgId, deletedIds: gone }))
}

async function store(tx: Tx, orgId: string, entity: string, list: QboRecord[]) {
  const upserted: QboRecord[] = [],
    deletedIds: string[] = []
  for (const e of list) {
    if (e.status === 'Deleted') {
      if (await deleteCopy(tx, orgId, entity, e.Id)) deletedIds.push(e.Id)
    } else if (await upsertCopy(tx, orgId, entity, e)) upserted.push(e)
  }
  await emitCopyEvents(tx, { orgId, entity, upserted, deletedIds })
  return { upserted: upserted.length, deleted: deletedIds.length }
}
