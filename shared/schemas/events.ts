/** Event bus: sources, event types (accounting §4), dispatch states, and the rows the operations view lists. */
import { z } from 'zod'
import { ZJobStatus } from './jobs.ts'

/**
 * The spec's five sources, plus the payroll providers, the second bank provider, the chat tool and pub/sub push,
 * which also call in.
 */
export const EVENT_SOURCES = [
  'quickbooks',
  'stripe',
  'ramp',
  'plaid',
  'haven',
  'gusto',
  'rippling',
  'teller',
  'slack',
  'pubsub',
  'banking',
  'taxbandits',
] as const
export const ZEventSource = z.enum(EVENT_SOURCES)
export type TEventSource = z.infer<typeof ZEventSource>

export const EVENT_TYPES = [
  'webhook',
  'entity-deletion',
  'purchase-upsert',
  'deposit-upsert',
  'journal-entry-upsert',
  'ramp-transaction-upsert',
  'plaid-transaction-upsert',
  'account-upsert',
  'balance-transaction-insert',
  'update-qb-entity',
  'quickbooks-connected',
  'haven-invoice-upserted',
  'calendly-event-upsert',
] as const
export const ZEventType = z.enum(EVENT_TYPES)
export type TEventType = z.infer<typeof ZEventType>

export const ZDispatchState = z.enum(['pending', 'processing', 'completed'])
export type TDispatchState = z.infer<typeof ZDispatchState>

/** The event bus payload of accounting §3.11. */
export const ZEventBusPayload = z.object({ source: ZEventSource, eventType: ZEventType, payload: z.unknown() })
export type TEventBusPayload = z.infer<typeof ZEventBusPayload>

export const ZDispatchRow = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  handlerName: z.string(),
  argumentsConfig: z.unknown(),
  state: ZDispatchState,
  jobId: z.uuid().nullable(),
  jobStatus: ZJobStatus.nullable(),
  retryCount: z.number().int().nullable(),
  maxAttempts: z.number().int().nullable(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
})
export type TDispatchRow = z.infer<typeof ZDispatchRow>

export const ZEventRow = z.object({
  id: z.uuid(),
  organizationId: z.uuid().nullable(),
  source: ZEventSource,
  eventType: z.string(),
  payload: z.unknown(),
  dedupeKey: z.string().nullable(),
  webhookDeliveryId: z.uuid().nullable(),
  deliveryCount: z.number().int().nullable(),
  createdAt: z.string(),
  dispatches: z.array(ZDispatchRow),
})
export type TEventRow = z.infer<typeof ZEventRow>

export const ZListEventsQuery = z.object({
  source: ZEventSource.optional(),
  state: ZDispatchState.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export const ZListEventsResponse = z.object({ events: z.array(ZEventRow) })
export type TListEventsResponse = z.infer<typeof ZListEventsResponse>
