/**
 * Tells the rest of the platform a realm is connected: the webhook intake maps the realm to the organization
 * (private.webhook_connections), and a `quickbooks-connected` event lets other features react (first sync).
 */
import type { Tx } from '../../_shared/db.ts'

export async function registerRealm(
  tx: Tx,
  { orgId, realmId, userId }: { orgId: string; realmId: string; userId?: string },
) {
  await tx`select private.register_webhook_connection('quickbooks', ${realmId}, ${orgId}::uuid, null)`
  await tx`select private.emit_event('quickbooks', 'quickbooks-connected', ${tx.json({ realmId, organizationId: orgId, userId: userId ?? null })},
    ${`quickbooks-connected:${orgId}:${realmId}:${Date.now()}`}, ${orgId}::uuid, null)`
}
