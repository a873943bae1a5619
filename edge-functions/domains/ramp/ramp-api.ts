/**
 * Ramp's developer API OAuth: authorize at app.ramp.com/v1/authorize (state required), /developer/v1/token with
 * client Basic auth for the code and for refresh, /developer/v1/token/revoke, and /developer/v1/business (the
 * business a token reaches). Ramp's errors are `{error_v2: {error_code, message}}`; a refresh or code it no longer
 * knows is DEVELOPER_7002. RAMP_API_BASE / RAMP_APP_BASE override the hosts (demo-api.ramp.com / demo.ramp.com for
 * Ramp's sandbox).
 */
import { ZRampBusiness, ZRampTokenResponse, type TRampTokenResponse } from '../../../shared/schemas/ramp.ts'
import { basicAuth, oauthApp, providerBase, type OAuthApp } from '../connections/oauth-app.ts'
import { connectionAccessToken, connectionFor, type TokenGrant } from '../connections/oauth-token.ts'
import { providerRequest } from '../connections/provider-http.ts'

/** Read access to the business, its card transactions, cards, users, bills and receipts; offline_access for refresh. */
export const RAMP_SCOPES = [
  'business:read',
  'transactions:read',
  'cards:read',
  'users:read',
  'bills:read',
  'receipts:read',
  'offline_access',
]

export type RampConfig = OAuthApp & { apiBase: string; appBase: string }

export function rampConfig(): RampConfig {
  return {
    ...oauthApp('ramp'),
    apiBase: providerBase('ramp', 'RAMP_API_BASE', 'https://api.ramp.com'),
    appBase: providerBase('ramp', 'RAMP_APP_BASE', 'https://app.ramp.com'),
  }
}

export function authorizeUrl(cfg: RampConfig, { state, redirectUri }: { state: string; redirectUri: string }) {
  const query = new URLSearchParams({
    response_type: 'code',
    scope: RAMP_SCOPES.join(' '),
    client_id: cfg.clientId,
    redirect_uri: redirectUri,
    state,
  })
  return `${cfg.appBase}/v1/authorize?${query}`
}

/** A code or refresh token Ramp does not (or no longer) know. */
const rampRefusal = (status: number, body: Record<string, unknown>) => {
  const code = (body.error_v2 as { error_code?: string } | undefined)?.error_code
  return body.error === 'invalid_grant' || (status === 401 && code === 'DEVELOPER_7002') ? 'invalid_grant' : undefined
}

const tokenCall = (cfg: RampConfig, form: Record<string, string>) =>
  providerRequest('ramp', `${cfg.apiBase}/developer/v1/token`, {
    auth: basicAuth(cfg),
    form,
    schema: ZRampTokenResponse,
    refusal: rampRefusal,
  })

export const exchangeCode = (cfg: RampConfig, code: string, redirectUri: string) =>
  tokenCall(cfg, { grant_type: 'authorization_code', code, redirect_uri: redirectUri })

export const refreshTokens = (cfg: RampConfig, refreshToken: string) =>
  tokenCall(cfg, { grant_type: 'refresh_token', refresh_token: refreshToken })

export const toGrant = (t: TRampTokenResponse): TokenGrant => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token ?? null,
  expiresIn: t.expires_in,
})

export const getBusiness = (cfg: RampConfig, accessToken: string) =>
  providerRequest('ramp', `${cfg.apiBase}/developer/v1/business`, { auth: accessToken, schema: ZRampBusiness })

export const revokeToken = (cfg: RampConfig, token: string) =>
  providerRequest('ramp', `${cfg.apiBase}/developer/v1/token/revoke`, { auth: basicAuth(cfg), form: { token } })

/** A live access token for the organization's Ramp business (refreshed when it is about to expire). */
export async function rampAccessToken({ orgId, force = false }: { orgId: string; force?: boolean }) {
  const cfg = rampConfig()
  const c = await connectionFor(orgId, 'ramp')
  const { secret, refreshed } = await connectionAccessToken({
    connectionId: c.id,
    force,
    refresh: async (refreshToken) => toGrant(await refreshTokens(cfg, refreshToken)),
  })
  return { businessId: c.externalId, accessToken: secret.accessToken, refreshed }
}
