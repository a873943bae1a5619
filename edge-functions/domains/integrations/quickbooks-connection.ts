/**
 * QuickBooks through the generic connect and disconnect paths, in the shapes the API's QuickBooks routes answer
 * (`authorizeUrl`; disconnected and revoked). Disconnecting revokes at Intuit (best effort), deletes the tokens and
 * clears the realm; the caller has checked the user may manage the organization.
 */
import { asService, type Claims } from '../../_shared/db.ts'
import { findConnection } from '../connections/connection-store.ts'
import { disconnectConnection as disconnectProviderConnection } from './disconnect-connection.ts'
import { startConnection as startProviderConnection } from './start-connection.ts'

export async function startConnection({ claims, orgId }: { claims: Claims; orgId: string }) {
  const { url, expiresAt } = await startProviderConnection({ claims, orgId, provider: 'quickbooks' })
  return { authorizeUrl: url, expiresAt }
}

export async function disconnectConnection({ orgId }: { orgId: string }) {
  const c = await asService((tx) => findConnection(tx, { organizationId: orgId, provider: 'quickbooks' }))
  if (!c) return { disconnected: false, revoked: false }
  return await disconnectProviderConnection({ connectionId: c.id, orgId })
}
