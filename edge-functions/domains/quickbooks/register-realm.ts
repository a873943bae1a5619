/**
 * Tells the rest of the platform a realm is connected: a `quickbooks-connected` event lets other features react
 * (first sync). The webhook intake already routes the realm: it reads the connection saveTokens stored.
 */
import type { Tx } from '../../_shared/db.ts'

export async function registerRealm(
  tx: Tx,
  { orgId, realmId, userId }: { orgId: string; realmId: string; userId?: string },
) {
  await tx`select private.emit_event('quickbooks', 'quickbooks-connected', ${tx.json({ realmId, organizationId: orgId, userId: userId ?? null })},
    ${`quickbooks-connected:${orgId}:${realmId}:${Date.now()}`}, ${orgId}::uuid, null)`
}
