/**
 * Rippling on the one connect path: the app listing's authorize page, the code exchanged for tokens (the
 * connection's 'oauth' secret), the current company read with them (its id is the external id) and the install
 * marked complete, organizations.rippling_account_id mirrored, and the grant revoked on disconnect. An install begun
 * in Rippling's App Shop arrives without our `state` and is refused with a sentence: connect from the integrations
 * screen instead.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  authorizeUrl,
  currentCompany,
  exchangeCode,
  markAppInstalled,
  revokeToken,
  ripplingConfig,
  toGrant,
} from './rippling-api.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { upsertConnection, type Connection } from '../connections/connection-store.ts'
import { grantToken, saveOAuth } from '../connections/oauth-token.ts'
import { clearOrganizationMirror, endOtherConnections, mirrorOnOrganization } from '../connections/provider-account.ts'
import { confirmWithProvider } from '../connections/provider-http.ts'

async function revoke(tx: Tx, c: Connection) {
  // revoking the refresh token ends the grant, and with it the access token
  const token = await grantToken(tx, c.id)
  if (token) await revokeToken(ripplingConfig(), token)
}

export const ripplingAdapter: ConnectAdapter = {
  provider: 'rippling',

  start({ state, redirectUri }) {
    return Promise.resolve({ url: authorizeUrl(ripplingConfig(), { state, redirectUri }) })
  },

  async complete(tx, { organizationId, userId, query, redirectUri }) {
    if (!query.code) throw new AppError('bad_request', 'Rippling connection refused: code is missing')
    const cfg = ripplingConfig()
    const { token, company } = await confirmWithProvider('rippling', async () => {
      const token = await exchangeCode(cfg, query.code, redirectUri)
      const company = await currentCompany(cfg, token.access_token)
      await markAppInstalled(cfg, token.access_token)
      return { token, company }
    })
    await endOtherConnections(tx, {
      organizationId,
      provider: 'rippling',
      keep: company.id,
      revoke: (c) => revoke(tx, c),
    })
    const c = await upsertConnection(tx, {
      organizationId,
      provider: 'rippling',
      externalId: company.id,
      displayName: company.name ?? null,
      scopes: (token.scope ?? '').split(/\s+/).filter(Boolean),
      connectedBy: userId,
    })
    await saveOAuth(tx, c.id, toGrant(token))
    return [c]
  },

  async afterConnect(tx, c) {
    await mirrorOnOrganization(tx, c.organizationId, 'rippling', c.externalId)
    // the first employee sync (domains/payroll, above this provider: queued by its job type, not imported)
    await tx`select private.enqueue_job('payroll.rippling-sync', ${tx.json({ organizationId: c.organizationId })},
      ${`payroll.rippling-sync:${c.organizationId}`}, ${c.organizationId}::uuid)`
  },

  revoke,

  async afterDisconnect(tx, c) {
    await clearOrganizationMirror(tx, c.organizationId, 'rippling', c.externalId)
  },
}
