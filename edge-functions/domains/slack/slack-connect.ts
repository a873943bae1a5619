/**
 * Slack on the one connect path: the v2 authorize URL with the bot scopes, oauth.v2.access (the workspace's team id
 * is the external id the Events API names; the bot token, its refresh token and the incoming webhook's URL are the
 * connection's 'oauth' secret), auth.test as the proof the token works, organizations.slack_channel_name mirrored
 * from the channel the installer picked, and auth.revoke on disconnect.
 */
import { AppError } from '../../_shared/errors.ts'
import { authorizeUrl, authTest, exchangeCode, refreshTokens, revokeToken, slackConfig, toGrant } from './slack-api.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { loadSecret, upsertConnection } from '../connections/connection-store.ts'
import { saveOAuth, type OAuthSecret } from '../connections/oauth-token.ts'
import { clearOrganizationMirror, endOtherConnections, mirrorOnOrganization } from '../connections/provider-account.ts'
import { confirmWithProvider } from '../connections/provider-http.ts'

const channelOf = (metadata: Record<string, unknown>) =>
  typeof metadata.channel === 'string' ? metadata.channel : null

export const slackAdapter: ConnectAdapter = {
  provider: 'slack',

  start({ state, redirectUri }) {
    return Promise.resolve({ url: authorizeUrl(slackConfig(), { state, redirectUri }) })
  },

  async complete(tx, { organizationId, userId, query, redirectUri }) {
    if (!query.code) throw new AppError('bad_request', 'Slack connection refused: code is missing')
    const cfg = slackConfig()
    const access = await confirmWithProvider('slack', async () => {
      const access = await exchangeCode(cfg, query.code, redirectUri)
      const who = await authTest(cfg, access.access_token)
      if (access.team && who.team_id !== access.team.id)
        throw new AppError('bad_request', 'Slack answered for another workspace; start the connection again')
      return access
    })
    if (!access.team)
      throw new AppError('bad_request', 'Install the Slack app to a workspace, not to an Enterprise Grid organization')
    await endOtherConnections(tx, {
      organizationId,
      provider: 'slack',
      keep: access.team.id,
      revoke: (c) => slackAdapter.revoke!(tx, c),
    })
    const hook = access.incoming_webhook
    const c = await upsertConnection(tx, {
      organizationId,
      provider: 'slack',
      externalId: access.team.id,
      displayName: access.team.name,
      scopes: access.scope.split(',').filter(Boolean),
      metadata: {
        appId: access.app_id,
        botUserId: access.bot_user_id ?? null,
        channel: hook?.channel ?? null,
        channelId: hook?.channel_id ?? null,
      },
      connectedBy: userId,
    })
    // the incoming webhook URL posts to the channel without a token: it is a secret like the token
    await saveOAuth(tx, c.id, toGrant(access), { extra: { incomingWebhookUrl: hook?.url ?? null } })
    return [c]
  },

  async afterConnect(tx, c) {
    const channel = channelOf(c.metadata)
    if (channel) await mirrorOnOrganization(tx, c.organizationId, 'slack', channel)
  },

  async revoke(tx, c) {
    const stored = await loadSecret<OAuthSecret>(tx, c.id, 'oauth')
    if (!stored) return
    const cfg = slackConfig()
    let token = stored.value.accessToken
    // a rotated bot token past its 12 hours cannot revoke itself: renew it once (not stored: it is revoked next)
    if (stored.expiresAt && stored.expiresAt.getTime() <= Date.now() && stored.value.refreshToken)
      token = (await refreshTokens(cfg, stored.value.refreshToken)).access_token
    await revokeToken(cfg, token)
  },

  async afterDisconnect(tx, c) {
    await clearOrganizationMirror(tx, c.organizationId, 'slack', channelOf(c.metadata))
  },
}
