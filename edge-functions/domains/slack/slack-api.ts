/**
 * Slack's OAuth v2 through the official Web API client (@slack/web-api): the authorize URL, oauth.v2.access for the
 * code and, with token rotation on, for refresh (bot tokens then live 12 hours and refresh tokens rotate), auth.test
 * to prove a token works, and auth.revoke. Slack refuses with HTTP 200 and `{ok: false, error}`; the client throws
 * those, and here they become GrantRefusedError (a dead code or refresh token) or ProviderError. SLACK_API_BASE
 * overrides the host (slack.com); outside production it defaults to the local sandbox.
 */
import { ErrorCode, LogLevel, WebClient } from '@slack/web-api'
import {
  ZSlackAuthTest,
  ZSlackOAuthAccessResponse,
  type TSlackOAuthAccessResponse,
} from '../../../shared/schemas/slack.ts'
import { oauthApp, providerBase, type OAuthApp } from '../connections/oauth-app.ts'
import { connectionAccessToken, connectionFor, type TokenGrant } from '../connections/oauth-token.ts'
import { GrantRefusedError, ProviderError } from '../connections/provider-http.ts'

/** Post to the channel the installer picks (incoming webhook), post and update messages, list channels. */
export const SLACK_BOT_SCOPES = ['incoming-webhook', 'chat:write', 'channels:read']
/** Slack's errors that mean the code or refresh token will never work again. */
const REFUSALS = new Set([
  'invalid_code',
  'code_already_used',
  'invalid_refresh_token',
  'token_revoked',
  'token_expired',
])

export type SlackConfig = OAuthApp & { base: string }

export function slackConfig(): SlackConfig {
  return { ...oauthApp('slack'), base: providerBase('slack', 'SLACK_API_BASE', 'https://slack.com') }
}

const client = (cfg: SlackConfig, token?: string) =>
  new WebClient(token, {
    slackApiUrl: `${cfg.base}/api/`,
    logLevel: LogLevel.ERROR,
    retryConfig: { retries: 1 },
    rejectRateLimitedCalls: true,
  })

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (e) {
    const err = e as { code?: string; data?: { error?: string }; statusCode?: number; message?: string }
    if (err.code === ErrorCode.PlatformError) {
      const code = err.data?.error ?? 'unknown_error'
      if (REFUSALS.has(code)) throw new GrantRefusedError('slack', code)
      throw new ProviderError('slack', 200, err.data, `Slack refused: ${code}`, code)
    }
    if (err.code === ErrorCode.HTTPError || err.code === ErrorCode.RateLimitedError)
      throw new ProviderError('slack', err.statusCode ?? 429, undefined, err.message ?? 'Slack request failed')
    throw e
  }
}

export function authorizeUrl(cfg: SlackConfig, { state, redirectUri }: { state: string; redirectUri: string }) {
  const query = new URLSearchParams({
    client_id: cfg.clientId,
    scope: SLACK_BOT_SCOPES.join(','),
    redirect_uri: redirectUri,
    state,
  })
  return `${cfg.base}/oauth/v2/authorize?${query}`
}

export const exchangeCode = (cfg: SlackConfig, code: string, redirectUri: string) =>
  call(async () =>
    ZSlackOAuthAccessResponse.parse(
      await client(cfg).oauth.v2.access({
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    ),
  )

export const refreshTokens = (cfg: SlackConfig, refreshToken: string) =>
  call(async () =>
    ZSlackOAuthAccessResponse.parse(
      await client(cfg).oauth.v2.access({
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }),
    ),
  )

export const toGrant = (t: TSlackOAuthAccessResponse): TokenGrant => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token ?? null,
  expiresIn: t.expires_in ?? null,
})

export const authTest = (cfg: SlackConfig, token: string) =>
  call(async () => ZSlackAuthTest.parse(await client(cfg, token).auth.test()))

export const revokeToken = (cfg: SlackConfig, token: string) => call(() => client(cfg, token).auth.revoke())

/** A live bot token for the organization's Slack workspace (refreshed when rotation says it is about to expire). */
export async function slackAccessToken({ orgId, force = false }: { orgId: string; force?: boolean }) {
  const cfg = slackConfig()
  const c = await connectionFor(orgId, 'slack')
  const { secret, refreshed } = await connectionAccessToken({
    connectionId: c.id,
    force,
    refresh: async (refreshToken) => toGrant(await refreshTokens(cfg, refreshToken)),
  })
  return { teamId: c.externalId, accessToken: secret.accessToken, refreshed }
}
