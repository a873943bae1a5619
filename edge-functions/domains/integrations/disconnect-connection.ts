/**
 * Disconnects one connection: revoked at the provider first (best effort: a dead grant is already gone), then its
 * secrets deleted and its state `disconnected`. Its data stays (books made from it are history); syncing stops.
 */
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { connectAdapter } from './registry.ts'
import { findConnection, markDisconnected, PROVIDER_NAMES } from '../connections/connection-store.ts'

/** The caller has checked the user may manage the organization (`assertManagerOf`). */
export async function disconnectConnection({
  orgId,
  connectionId,
}: {
  orgId: string
  connectionId: string
}): Promise<{ disconnected: boolean; revoked: boolean }> {
  return await asService(async (tx) => {
    const c = await findConnection(tx, { id: connectionId }, { lock: true })
    if (!c || c.organizationId !== orgId) throw new AppError('not_found', 'Connection not found')
    const adapter = connectAdapter(c.provider)
    let revoked = false
    try {
      await adapter?.revoke?.(tx, c)
      revoked = Boolean(adapter?.revoke)
    } catch (e) {
      console.warn(`[connections] ${PROVIDER_NAMES[c.provider]} revoke failed; disconnecting anyway: ${e}`)
    }
    await markDisconnected(tx, c.id)
    await adapter?.afterDisconnect?.(tx, c)
    return { disconnected: true, revoked }
  })
}
