/**
 * Ramp on the one connect path: the authorize URL with the scopes the card and bill feeds will need, the code
 * exchanged for tokens (the connection's 'oauth' secret), /developer/v1/business read with them (its id is the
 * external id), and the grant revoked on disconnect. Organizations have no Ramp column to mirror.
 */
import { AppError } from '../../_shared/errors.ts'
import { authorizeUrl, exchangeCode, getBusiness, rampConfig, revokeToken, toGrant } from './ramp-api.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { upsertConnection } from '../connections/connection-store.ts'
import { grantToken, saveOAuth } from '../connections/oauth-token.ts'
import { endOtherConnections } from '../connections/provider-account.ts'
import { confirmWithProvider } from '../connections/provider-http.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { rampSyncJob } from '../../../shared/schemas/ramp.ts'

export const rampAdapter: ConnectAdapter = {
  provider: 'ramp',

  start({ state, redirectUri }) {
    return Promise.resolve({ url: authorizeUrl(rampConfig(), { state, redirectUri }) })
  },

  async complete(tx, { organizationId, userId, query, redirectUri }) {
    if (!query.code) throw new AppError('bad_request', 'Ramp connection refused: code is missing')
    const cfg = rampConfig()
    const { token, business } = await confirmWithProvider('ramp', async () => {
      const token = await exchangeCode(cfg, query.code, redirectUri)
      return { token, business: await getBusiness(cfg, token.access_token) }
    })
    await endOtherConnections(tx, {
      organizationId,
      provider: 'ramp',
      keep: business.id,
      revoke: (c) => rampAdapter.revoke!(tx, c),
    })
    const c = await upsertConnection(tx, {
      organizationId,
      provider: 'ramp',
      externalId: business.id,
      displayName: business.business_name_legal || business.business_name_on_card || null,
      scopes: (token.scope ?? '').split(/\s+/).filter(Boolean),
      connectedBy: userId,
    })
    await saveOAuth(tx, c.id, toGrant(token))
    return [c]
  },

  async afterConnect(tx, c) {
    // the first sync: a year of card spend
    await enqueueJob({
      sql: tx,
      definition: rampSyncJob,
      payload: { connectionId: c.id },
      organizationId: c.organizationId,
    })
  },

  async revoke(tx, c) {
    const token = await grantToken(tx, c.id)
    if (token) await revokeToken(rampConfig(), token)
  },
}
