/**
 * A categorisation write-back that updated a QuickBooks purchase, deposit or journal entry is the `update-qb-entity`
 * event (accounting §4; update entity types purchase, deposit, journal-entry), carrying the entity as QuickBooks
 * answered the update: its subscriber refreshes the stored copy, and the AMC detection with it, without waiting for
 * QuickBooks' webhook. Keyed by the entity's id and SyncToken, so a write-back retried emits once. The database
 * emits nothing when the organization's books are the built-in ledger (34_product_events.sql).
 */
import type { Tx } from '../../_shared/db.ts'
import { emitProductEvent } from '../events/emit-event.ts'

const ENTITY_TYPES: Record<string, 'purchase' | 'deposit' | 'journal-entry'> = {
  Purchase: 'purchase',
  Deposit: 'deposit',
  JournalEntry: 'journal-entry',
}

export async function announceLedgerUpdate({
  tx,
  organizationId,
  kind,
  entity,
}: {
  tx: Tx
  organizationId: string
  kind: string
  entity: { Id?: unknown; SyncToken?: unknown }
}) {
  const entityType = ENTITY_TYPES[kind]
  if (!entityType || entity?.Id === undefined) return null
  return await emitProductEvent(tx, {
    eventType: 'update-qb-entity',
    organizationId,
    payload: { organizationId, entityType, entity },
    dedupeKey: `update-qb-entity:${organizationId}:${entityType}:${entity.Id}:${entity.SyncToken ?? ''}`,
  })
}
