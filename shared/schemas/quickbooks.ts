/**
 * QuickBooks Online v3 wire shapes the client reads (Fault, QueryResponse, batch, change data capture, OAuth token
 * responses, entity-change webhooks) and the API's QuickBooks connection requests and responses.
 */
import { z } from 'zod'

/** `{Fault:{Error:[{Message,Detail,code,element}],type}}`; 401s come as lower-case `fault.error[].message`. */
export const ZFaultError = z.object({
  Message: z.string(),
  Detail: z.string().optional(),
  code: z.string(),
  element: z.string().nullable().optional(),
})
export const ZFault = z.object({ Error: z.array(ZFaultError), type: z.string() })
export type TFault = z.infer<typeof ZFault>
export type TFaultError = z.infer<typeof ZFaultError>

export const ZBatchOperation = z.enum(['create', 'update', 'delete'])
export type TBatchOperation = z.infer<typeof ZBatchOperation>
/** A batch item: an entity write (`{bId, operation, Purchase:{…}}`) or a query (`{bId, Query}`). */
export type TBatchItemRequest =
  | { bId: string; operation: TBatchOperation; entity: string; body: Record<string, unknown> }
  | { bId: string; query: string }
export type TBatchItemResult = {
  bId: string
  fault?: TFault
  entity?: Record<string, unknown>
  entityName?: string
  queryResponse?: Record<string, unknown>
}

export const ZTokenResponse = z.object({
  token_type: z.string(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  x_refresh_token_expires_in: z.number().int().positive(),
})
export type TTokenResponse = z.infer<typeof ZTokenResponse>

export const WEBHOOK_OPERATIONS = ['Create', 'Update', 'Delete', 'Merge', 'Void', 'Emailed', 'Email'] as const
export const ZEntityChange = z.object({
  name: z.string().min(1),
  id: z.string().min(1),
  operation: z.enum(WEBHOOK_OPERATIONS),
  lastUpdated: z.string(),
  deletedId: z.string().optional(),
})
export type TEntityChange = z.infer<typeof ZEntityChange>
export const ZEntityChangeNotification = z.object({
  eventNotifications: z
    .array(
      z.object({
        realmId: z.string().min(1),
        dataChangeEvent: z.object({ entities: z.array(ZEntityChange) }),
      }),
    )
    .min(1),
})
export type TEntityChangeNotification = z.infer<typeof ZEntityChangeNotification>

/** API: connect and status. */
export const ZConnectQuickbooksRequestSchema = z.object({
  organizationId: z.string().uuid('Choose an organization from the list'),
})
export type TConnectQuickbooksRequest = z.infer<typeof ZConnectQuickbooksRequestSchema>
export const ZConnectQuickbooksResponseSchema = z.object({ authorizeUrl: z.string().url(), expiresAt: z.string() })
export type TConnectQuickbooksResponse = z.infer<typeof ZConnectQuickbooksResponseSchema>

export const ZQuickbooksConnectionStatusSchema = z.object({
  organizationId: z.string(),
  connected: z.boolean(),
  status: z.enum(['active', 'broken', 'not_connected']),
  realmId: z.string().nullable(),
  connectedAt: z.string().nullable(),
  accessTokenExpiresAt: z.string().nullable(),
  refreshTokenExpiresAt: z.string().nullable(),
})
export type TQuickbooksConnectionStatus = z.infer<typeof ZQuickbooksConnectionStatusSchema>

export const ZSyncQuickbooksResponseSchema = z.object({
  method: z.enum(['query', 'cdc']),
  upserted: z.number().int(),
  deleted: z.number().int(),
  cursor: z.string(),
})
export type TSyncQuickbooksResponse = z.infer<typeof ZSyncQuickbooksResponseSchema>

/** API: the organization's latest sync (state `never` before the first one is asked for). */
export const SYNC_STATES = ['never', 'queued', 'running', 'done', 'failed'] as const
export const ZQuickbooksSyncStatusSchema = z.object({
  organizationId: z.string(),
  state: z.enum(SYNC_STATES),
  cause: z.enum(['connected', 'manual', 'scheduled']).nullable(),
  step: z.string().nullable(),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  upserted: z.number().int().nullable(),
  deleted: z.number().int().nullable(),
  lastError: z.string().nullable(),
  requestedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
})
export type TQuickbooksSyncStatus = z.infer<typeof ZQuickbooksSyncStatusSchema>
