/** Provider connections as the API shows them: no secrets, one entry per provider with its connections. */
import { z } from 'zod'
import { CONNECTION_PROVIDERS } from '../rules/providers.ts'

export { CONNECTION_PROVIDERS, PROVIDER_NAMES, type TConnectionProvider } from '../rules/providers.ts'

export const ZConnectionProvider = z.enum(CONNECTION_PROVIDERS)

export const ZConnectionStatus = z.enum(['active', 'broken', 'disconnected'])

export const ZConnectionSchema = z.object({
  id: z.uuid(),
  provider: ZConnectionProvider,
  externalId: z.string(),
  displayName: z.string().nullable(),
  status: ZConnectionStatus,
  scopes: z.array(z.string()),
  connectedAt: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.object({ code: z.string().nullable(), message: z.string(), at: z.string().nullable() }).nullable(),
})
export type TConnection = z.infer<typeof ZConnectionSchema>

/**
 * A provider's state for the organization, from its live connections: connected when one is active, broken when
 * one needs reconnecting and none is active, otherwise not connected. `connectable`: the product can start a
 * connection to it here.
 */
export const ZProviderStateSchema = z.object({
  provider: ZConnectionProvider,
  name: z.string(),
  state: z.enum(['connected', 'broken', 'not_connected']),
  connectable: z.boolean(),
  connections: z.array(ZConnectionSchema),
})
export type TProviderState = z.infer<typeof ZProviderStateSchema>

export const ZConnectionListSchema = z.object({ organizationId: z.uuid(), providers: z.array(ZProviderStateSchema) })
export type TConnectionList = z.infer<typeof ZConnectionListSchema>

export const ZStartConnectionResponseSchema = z.object({ url: z.url(), expiresAt: z.string() })
export const ZDisconnectResponseSchema = z.object({ disconnected: z.boolean(), revoked: z.boolean() })

/** The state a provider is in, from its connections (one rule for every screen). */
export function providerState(connections: Pick<TConnection, 'status'>[]): TProviderState['state'] {
  if (connections.some((c) => c.status === 'active')) return 'connected'
  if (connections.some((c) => c.status === 'broken')) return 'broken'
  return 'not_connected'
}
