/**
 * Emits an event on the bus (private.emit_event, docs/spine.md) in the caller's transaction, so the event exists
 * exactly when the change it tells of commits. The dedupe key names the change itself (a record's id and version, a
 * page's cursor): a change delivered or stored twice emits one event, and its subscribers run once.
 */
import type postgres from 'postgres'
import type { TEventSource, TEventType } from '../../../shared/schemas/events.ts'

export async function emitEvent(
  tx: postgres.TransactionSql,
  e: {
    source: TEventSource
    eventType: TEventType
    payload: unknown
    dedupeKey: string
    organizationId: string | null
  },
): Promise<string> {
  const [{ id }] = await tx`select private.emit_event(${e.source}, ${e.eventType}, ${tx.json(e.payload as never)},
    ${e.dedupeKey}, ${e.organizationId}::uuid, null) as id`
  return id as string
}

/** A short stable digest of a change's parts, for dedupe keys that would otherwise be long lists of ids. */
export async function changeDigest(parts: readonly string[]): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\n')))
  return [...new Uint8Array(bytes)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
}

/**
 * The product's own events a person's request causes (`update-qb-entity`, `calendly-event-upsert`), emitted through
 * private.emit_product_event (34_product_events.sql), which checks the caller may act on the organization. Null when
 * nothing was emitted (a write-back to the built-in ledger is no QuickBooks update).
 */
export async function emitProductEvent(
  tx: postgres.TransactionSql,
  e: {
    eventType: 'update-qb-entity' | 'calendly-event-upsert'
    organizationId: string
    payload: unknown
    dedupeKey: string
  },
): Promise<string | null> {
  const [{ id }] = await tx`select private.emit_product_event(${e.organizationId}::uuid, ${e.eventType},
    ${tx.json(e.payload as never)}, ${e.dedupeKey}) as id`
  return (id as string | null) ?? null
}
