/**
 * Stripe on the one connect path: Connect OAuth (scope read_write), the code exchanged for the account's tokens
 * (stored as the connection's 'oauth' secret; Stripe's do not expire), the account read with its own token as the
 * proof it works (its id, stripe_user_id, is the external id webhooks name), organizations.stripe_account_id
 * mirrored, the first `stripe.ingest` queued, and /oauth/deauthorize on disconnect.
 */
import { AppError } from '../../_shared/errors.ts'
import { accountName, authorizeUrl, deauthorize, exchangeCode, retrieveAccount, stripeConfig } from './stripe-api.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { upsertConnection } from '../connections/connection-store.ts'
import { saveOAuth } from '../connections/oauth-token.ts'
import { clearOrganizationMirror, endOtherConnections, mirrorOnOrganization } from '../connections/provider-account.ts'
import { confirmWithProvider } from '../connections/provider-http.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { paymentProviderIngestJob } from '../../../shared/schemas/jobs.ts'

export const stripeAdapter: ConnectAdapter = {
  provider: 'stripe',

  start({ state, redirectUri }) {
    return Promise.resolve({ url: authorizeUrl(stripeConfig(), { state, redirectUri }) })
  },

  async complete(tx, { organizationId, userId, query }) {
    if (!query.code) throw new AppError('bad_request', 'Stripe connection refused: code is missing')
    const cfg = stripeConfig()
    const { token, account } = await confirmWithProvider('stripe', async () => {
      const token = await exchangeCode(cfg, query.code)
      return { token, account: await retrieveAccount(cfg, token.access_token) }
    })
    if (account.id !== token.stripe_user_id)
      throw new AppError('bad_request', 'Stripe answered for another account; start the connection again')
    await endOtherConnections(tx, {
      organizationId,
      provider: 'stripe',
      keep: account.id,
      revoke: (c) => deauthorize(cfg, c.externalId).then(() => undefined),
    })
    const c = await upsertConnection(tx, {
      organizationId,
      provider: 'stripe',
      externalId: account.id,
      displayName: accountName(account),
      scopes: token.scope.split(/\s+/).filter(Boolean),
      metadata: { livemode: token.livemode },
      connectedBy: userId,
    })
    await saveOAuth(tx, c.id, { accessToken: token.access_token, refreshToken: token.refresh_token ?? null })
    return [c]
  },

  async afterConnect(tx, c) {
    await mirrorOnOrganization(tx, c.organizationId, 'stripe', c.externalId)
    // the first ingest: everything created until now (the daily run reads on from here)
    await enqueueJob({
      sql: tx,
      definition: paymentProviderIngestJob,
      payload: { connectionId: c.id, type: 'period', createdAtLimit: Math.floor(Date.now() / 1000) },
      organizationId: c.organizationId,
    })
  },

  async revoke(_tx, c) {
    await deauthorize(stripeConfig(), c.externalId)
  },

  async afterDisconnect(tx, c) {
    await clearOrganizationMirror(tx, c.organizationId, 'stripe', c.externalId)
  },
}
