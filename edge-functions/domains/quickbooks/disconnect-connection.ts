/**
 * Disconnects an organization: revokes the grant at Intuit (best effort: a dead grant is already gone) and clears
 * the stored tokens and realm. `verifyFirst` is the public disconnect landing's mode: it only clears a connection
 * whose grant QuickBooks no longer honours, so an anonymous caller cannot cut off a working connection.
 */
import { asService } from '../../_shared/db.ts'
import { quickbooksConfig, type QuickbooksConfig } from './config.ts'
import { clearConnection, loadConnection, markBroken, orgsForRealm } from './connection-store.ts'
import { refreshTokens, revokeToken } from './oauth-client.ts'
import { QuickbooksGrantError } from './quickbooks-error.ts'

export async function disconnectConnection({
  orgId,
  cfg = quickbooksConfig(),
  fetchFn = fetch,
}: {
  orgId: string
  cfg?: QuickbooksConfig
  fetchFn?: typeof fetch
}) {
  return await asService(async (tx) => {
    const c = await loadConnection(tx, orgId, cfg.tokenKey, { lock: true })
    if (!c) return { disconnected: false, revoked: false }
    const revoked = await revokeToken(cfg, c.refreshToken, fetchFn).catch(() => false)
    await clearConnection(tx, orgId)
    return { disconnected: true, revoked }
  })
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
      const c = await loadConnection(tx, orgId, cfg.tokenKey, { lock: true })
      if (!c) return 0
      try {
        await refreshTokens(cfg, c.refreshToken, fetchFn)
        return 0
      } catch (e) {
        if (!(e instanceof QuickbooksGrantError)) throw e
        await markBroken(tx, orgId)
        await clearConnection(tx, orgId)
        return 1
      }
    })
  }
  return { realmId, organizations: orgIds.length, cleared }
}
