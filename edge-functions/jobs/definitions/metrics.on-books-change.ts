/**
 * The metrics' subscribers of the event bus (accounting §4): each QuickBooks copy change (`purchase-upsert`,
 * `deposit-upsert`, `journal-entry-upsert`, `account-upsert`, `entity-deletion`) and each invoice change of the
 * product's own books (`haven-invoice-upserted`) queues the organization's metrics again
 * (domains/metrics/queue-metrics-refresh.ts). One handler per event type: a dispatch is unique per event and handler.
 */
import type { TEventSource, TEventType } from '../../../shared/schemas/events.ts'
import { queueMetricsRefresh } from '../../domains/metrics/queue-metrics-refresh.ts'
import { onEvent } from '../registry.ts'

const BOOK_CHANGES: [TEventSource, TEventType][] = [
  ['quickbooks', 'purchase-upsert'],
  ['quickbooks', 'deposit-upsert'],
  ['quickbooks', 'journal-entry-upsert'],
  ['quickbooks', 'account-upsert'],
  ['quickbooks', 'entity-deletion'],
  ['haven', 'haven-invoice-upserted'],
]

for (const [source, eventType] of BOOK_CHANGES)
  onEvent({
    name: `metrics.on-${eventType}`,
    source,
    eventType,
    handle: ({ tx, event }) => queueMetricsRefresh({ tx, orgId: event.organizationId }),
  })
