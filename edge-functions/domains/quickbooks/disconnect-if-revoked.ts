/**
 * Intuit's public disconnect landing: it only clears a connection whose grant QuickBooks no longer honours, so an
 * anonymous caller cannot cut off a working connection. (A user's disconnect takes the generic path:
 * integrations/quickbooks-connection.ts.)
 */
import { asService } from '../../_shared/db.ts'
import { quickbooksConfig, type QuickbooksConfig } from './config.ts'
import { clearConnection, loadConnection, markBroken, orgsForRealm } from './connection-store.ts'
import { refreshTokens } from './oauth-client.ts'
import { QuickbooksGrantError } from './quickbooks-error.ts'

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
