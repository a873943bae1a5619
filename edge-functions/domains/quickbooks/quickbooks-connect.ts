/**
 * QuickBooks on the one connect path: Intuit's authorize URL, the code exchanged for tokens (stored as the
 * connection's 'oauth' secret, the realm as its external id), the `quickbooks-connected` event that starts the
 * first sync, revocation at Intuit, and the realm mirror cleared on disconnect.
 */
import { AppError } from '../../_shared/errors.ts'
import { quickbooksConfig } from './config.ts'
import { clearConnection, loadConnection, saveTokens } from './connection-store.ts'
import { buildAuthorizeUrl, exchangeCode, revokeToken } from './oauth-client.ts'
import { QuickbooksGrantError } from './quickbooks-error.ts'
import { registerRealm } from './register-realm.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { findConnection } from '../connections/connection-store.ts'

export const quickbooksAdapter: ConnectAdapter = {
  provider: 'quickbooks',

  start({ state }) {
    return Promise.resolve({ url: buildAuthorizeUrl(quickbooksConfig(), state) })
  },

  async complete(tx, { organizationId, userId, query }) {
    const realmId = query.realmId ?? ''
    if (!query.code) throw new AppError('bad_request', 'QuickBooks connection refused: code is missing')
    if (!/^\d{1,32}$/.test(realmId))
      throw new AppError('bad_request', 'realmId must be the numeric QuickBooks company id')
    let tokens: Awaited<ReturnType<typeof exchangeCode>>
    try {
      tokens = await exchangeCode(quickbooksConfig(), query.code)
    } catch (e) {
      if (e instanceof QuickbooksGrantError)
        throw new AppError('bad_request', 'QuickBooks refused the authorization code; start the connection again')
      throw e
    }
    const { connectionId } = await saveTokens(tx, { orgId: organizationId, realmId, tokens, userId })
    const c = await findConnection(tx, { id: connectionId })
    return c ? [c] : []
  },

  async afterConnect(tx, c) {
    await registerRealm(tx, { orgId: c.organizationId, realmId: c.externalId, userId: c.connectedBy ?? undefined })
  },

  async revoke(tx, c) {
    const stored = await loadConnection(tx, c.organizationId)
    if (stored && !(await revokeToken(quickbooksConfig(), stored.refreshToken)))
      throw new Error('Intuit refused to revoke the grant')
  },

  async afterDisconnect(tx, c) {
    await clearConnection(tx, c.id, c.organizationId)
  },
}
