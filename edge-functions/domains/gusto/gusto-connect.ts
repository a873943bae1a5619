/**
 * Gusto on the one connect path: the authorize URL (also reachable through the public start route,
 * webhooks/routes/gusto.ts), the code exchanged for a two-hour access token and a single-use refresh token (the
 * connection's 'oauth' secret), /v1/token_info naming the company (its uuid is the external id Gusto's webhooks
 * carry as resource_uuid), organizations.gusto_account_id mirrored, and /oauth/revoke on disconnect.
 */
import { AppError } from '../../_shared/errors.ts'
import { exchangeCode, getCompany, gustoConfig, gustoStartUrl, revokeToken, tokenInfo, toGrant } from './gusto-api.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { upsertConnection, type Connection } from '../connections/connection-store.ts'
import type { Tx } from '../../_shared/db.ts'
import { grantToken, saveOAuth } from '../connections/oauth-token.ts'
import { clearOrganizationMirror, endOtherConnections, mirrorOnOrganization } from '../connections/provider-account.ts'
import { confirmWithProvider } from '../connections/provider-http.ts'

async function revoke(tx: Tx, c: Connection) {
  // revoking the refresh token ends the grant, and with it the access token
  const token = await grantToken(tx, c.id)
  if (token) await revokeToken(gustoConfig(), token)
}

export const gustoAdapter: ConnectAdapter = {
  provider: 'gusto',

  // through the public start route (webhooks/routes/gusto.ts), which sends the browser on to authorizeUrl
  start({ state }) {
    return Promise.resolve({ url: `${gustoStartUrl()}?${new URLSearchParams({ state })}` })
  },

  async complete(tx, { organizationId, userId, query, redirectUri }) {
    if (!query.code) throw new AppError('bad_request', 'Gusto connection refused: code is missing')
    const cfg = gustoConfig()
    const { token, info, company } = await confirmWithProvider('gusto', async () => {
      const token = await exchangeCode(cfg, query.code, redirectUri)
      const info = await tokenInfo(cfg, token.access_token)
      const company =
        info.resource.type === 'Company' ? await getCompany(cfg, token.access_token, info.resource.uuid) : undefined
      return { token, info, company }
    })
    if (!company)
      throw new AppError('bad_request', 'Gusto did not grant access to a company; connect a company account')
    await endOtherConnections(tx, {
      organizationId,
      provider: 'gusto',
      keep: company.uuid,
      revoke: (c) => revoke(tx, c),
    })
    const c = await upsertConnection(tx, {
      organizationId,
      provider: 'gusto',
      externalId: company.uuid,
      displayName: company.trade_name || company.name || null,
      scopes: (token.scope ?? info.scope).split(/\s+/).filter(Boolean),
      connectedBy: userId,
    })
    await saveOAuth(tx, c.id, toGrant(token))
    return [c]
  },

  async afterConnect(tx, c) {
    await mirrorOnOrganization(tx, c.organizationId, 'gusto', c.externalId)
    // the first payroll sync (domains/payroll, above this provider: queued by its job type, not imported)
    await tx`select private.enqueue_job('payroll.sync', ${tx.json({ organizationId: c.organizationId })},
      ${`payroll.sync:${c.organizationId}`}, ${c.organizationId}::uuid)`
  },

  revoke,

  async afterDisconnect(tx, c) {
    await clearOrganizationMirror(tx, c.organizationId, 'gusto', c.externalId)
  },
}
