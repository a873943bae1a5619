/**
 * The events of accounting §4 for the stored QuickBooks copies: each batch of records stored (a page of a full read,
 * a change-data-capture answer, a webhook's records) is one `purchase-upsert`, `deposit-upsert`,
 * `journal-entry-upsert` or `account-upsert` event, and the records removed one `entity-deletion`, in the storing
 * transaction. One event per batch, not per record: a first sync of thousands of records queues a handful of
 * dispatches. The dedupe key is the records' ids and versions (SyncToken, else MetaData.LastUpdatedTime), so the same
 * change delivered again (a webhook retried, a CDC window read twice) emits nothing new.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TEventType } from '../../../shared/schemas/events.ts'
import { changeDigest, emitEvent } from '../events/emit-event.ts'

const UPSERT_EVENT: Record<string, TEventType> = {
  Purchase: 'purchase-upsert',
  Deposit: 'deposit-upsert',
  JournalEntry: 'journal-entry-upsert',
  Account: 'account-upsert',
}

type Stored = { Id: string; SyncToken?: unknown; TxnDate?: string; MetaData?: { LastUpdatedTime?: string } }
const versionOf = (r: Stored) => String(r.SyncToken ?? r.MetaData?.LastUpdatedTime ?? '')

export async function emitCopyEvents(
  tx: Tx,
  a: { orgId: string; entity: string; upserted: readonly Stored[]; deletedIds: readonly string[] },
) {
  const eventType = UPSERT_EVENT[a.entity]
  if (eventType && a.upserted.length > 0) {
    const records = a.upserted.map((r) => ({ id: String(r.Id), syncToken: versionOf(r), txnDate: r.TxnDate ?? null }))
    const digest = await changeDigest(records.map((r) => `${r.id}@${r.syncToken}`).sort())
    await emitEvent(tx, {
      source: 'quickbooks',
      eventType,
      payload: { organizationId: a.orgId, entity: a.entity, records },
      dedupeKey: `${eventType}:${a.orgId}:${digest}`,
      organizationId: a.orgId,
    })
  }
  if (a.deletedIds.length > 0) {
    const ids = [...a.deletedIds].map(String).sort()
    await emitEvent(tx, {
      source: 'quickbooks',
      eventType: 'entity-deletion',
      payload: { organizationId: a.orgId, entity: a.entity, ids },
      dedupeKey: `entity-deletion:${a.orgId}:${a.entity}:${await changeDigest(ids)}`,
      organizationId: a.orgId,
    })
  }
}
