/** Every provider's state for an organization, as the caller may see it (runs as the user; RLS decides). */
import { asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  CONNECTION_PROVIDERS,
  providerState,
  type TConnection,
  type TConnectionList,
} from '../../../shared/schemas/connections.ts'
import { connectableProviders } from './registry.ts'
import { PROVIDER_NAMES } from '../connections/connection-store.ts'

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null)

export async function listConnections({ claims, orgId }: { claims: Claims; orgId: string }): Promise<TConnectionList> {
  const rows = await asUser(claims, async (tx) => {
    const [org] = await tx`select id from public.organizations where id = ${orgId}`
    if (!org) throw new AppError('not_found', 'Organization not found')
    return await tx`select * from public.provider_connections
      where organization_id = ${orgId} and status <> 'disconnected' order by connected_at desc`
  })
  const connections: TConnection[] = rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    externalId: r.external_id,
    displayName: r.display_name,
    status: r.status,
    scopes: r.scopes,
    connectedAt: iso(r.connected_at)!,
    lastSyncedAt: iso(r.last_synced_at),
    lastError: r.last_error_message
      ? { code: r.last_error_code, message: r.last_error_message, at: iso(r.last_error_at) }
      : null,
  }))
  const connectable = new Set(connectableProviders())
  return {
    organizationId: orgId,
    providers: CONNECTION_PROVIDERS.map((provider) => {
      const own = connections.filter((c) => c.provider === provider)
      return {
        provider,
        name: PROVIDER_NAMES[provider],
        state: providerState(own),
        connectable: connectable.has(provider),
        connections: own,
      }
    }),
  }
}
