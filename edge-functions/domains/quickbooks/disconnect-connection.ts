/**
 * Disconnects an organization from QuickBooks through the generic disconnect path (revoked at Intuit, best effort;
 * tokens deleted; realm cleared); the caller has checked the user may manage the organization.
 * `disconnectIfRevoked` is Intuit's public disconnect landing: it only clears a connection whose grant QuickBooks no
 * longer honours, so an anonymous caller cannot cut off a working connection.
 */
import { asService } from '../../_shared/db.ts'
import { findConnection } from '../connections/connection-store.ts'
import { disconnectConnection as disconnectProviderConnection } from '../connections/disconnect-connection.ts'
import { quickbooksConfig, type QuickbooksConfig } from './config.ts'
import { clearConnection, loadConnection, markBroken, orgsForRealm } from './connection-store.ts'
import { refreshTokens } from './oauth-client.ts'
import { QuickbooksGrantError } from './quickbooks-error.ts'

export async function disconnectConnection({ orgId }: { orgId: string }) {
  const c = await asService((tx) => findConnection(tx, { organizationId: orgId, provider: 'quickbooks' }))
  if (!c) return { disconnected: false, revoked: false }
  return await disconnectProviderConnection({ connectionId: c.id, orgId })
}

/** Intuit's disconnect landing (`?realmId=`): clear the realm's connections whose refresh fails with invalid_grant. */
export async function disconnectIfRevoked({
  realmId,
  cfg = quickbooksConfig(),
  fetchFn = fetch,
}: {
  realmId: string
  cfg?: QuickbooksConfig
  fetchFn?: typeof fetch
}) {
  const orgIds = await asService((tx) => orgsForRealm(tx, realmId))
  let cleared = 0
  for (const orgId of orgIds) {
    cleared += await asService(async (tx) => {
      const c = await loadConnection(tx, orgId, { lock: true })
      if (!c) return 0
      try {
        await refreshTokens(cfg, c.refreshToken, fetchFn)
        return 0
      } catch (e) {
        if (!(e instanceof QuickbooksGrantError)) throw e
        await markBroken(tx, c.connectionId)
        await clearConnection(tx, c.connectionId, orgId)
        return 1
      }
    })
  }
  return { realmId, organizations: orgIds.length, cleared }
}
