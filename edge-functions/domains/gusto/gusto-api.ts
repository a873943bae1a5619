/**
 * Gusto's OAuth (authorize, /oauth/token for the code and for refresh: access tokens live two hours and each refresh
 * token works once, /oauth/revoke) and the identity calls: /v1/token_info names the one company a token reaches
 * (strict access), /v1/companies/:uuid its name. GUSTO_API_BASE overrides the host (api.gusto-demo.com for Gusto's
 * demo); outside production it defaults to the local sandbox.
 */
import {
  ZGustoCompany,
  ZGustoTokenInfo,
  ZGustoTokenResponse,
  type TGustoTokenResponse,
} from '../../../shared/schemas/gusto.ts'
import { env } from '../../_shared/env.ts'
import { oauthApp, providerBase, type OAuthApp } from '../connections/oauth-app.ts'
import { connectionAccessToken, connectionFor, type TokenGrant } from '../connections/oauth-token.ts'
import { oauthRefusal, providerRequest } from '../connections/provider-http.ts'

export type GustoConfig = OAuthApp & { base: string; apiVersion: string }

export function gustoConfig(): GustoConfig {
  return {
    ...oauthApp('gusto'),
    base: providerBase('gusto', 'GUSTO_API_BASE', 'https://api.gusto.com'),
    apiVersion: Deno.env.get('GUSTO_API_VERSION') ?? '2025-06-15',
  }
}

/** The public start route every Gusto connection passes through (spec §2's "start route"). */
export const gustoStartUrl = () =>
  Deno.env.get('GUSTO_START_URI') ?? `${env.supabaseUrl}/functions/v1/webhooks/api/gusto/start`

export function authorizeUrl(cfg: GustoConfig, { state, redirectUri }: { state: string; redirectUri: string }) {
  const query = new URLSearchParams({
    client_id: cfg.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    state,
  })
  return `${cfg.base}/oauth/authorize?${query}`
}

const tokenCall = (cfg: GustoConfig, body: Record<string, string>) =>
  providerRequest('gusto', `${cfg.base}/oauth/token`, {
    json: { client_id: cfg.clientId, client_secret: cfg.clientSecret, ...body },
    schema: ZGustoTokenResponse,
    refusal: oauthRefusal,
  })

export const exchangeCode = (cfg: GustoConfig, code: string, redirectUri: string) =>
  tokenCall(cfg, { grant_type: 'authorization_code', code, redirect_uri: redirectUri })

export const refreshTokens = (cfg: GustoConfig, refreshToken: string) =>
  tokenCall(cfg, { grant_type: 'refresh_token', refresh_token: refreshToken })

export const toGrant = (t: TGustoTokenResponse): TokenGrant => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token,
  expiresIn: t.expires_in,
})

const api = (cfg: GustoConfig, token: string) => ({ auth: token, headers: { 'x-gusto-api-version': cfg.apiVersion } })

export const tokenInfo = (cfg: GustoConfig, accessToken: string) =>
  providerRequest('gusto', `${cfg.base}/v1/token_info`, { ...api(cfg, accessToken), schema: ZGustoTokenInfo })

export const getCompany = (cfg: GustoConfig, accessToken: string, companyUuid: string) =>
  providerRequest('gusto', `${cfg.base}/v1/companies/${encodeURIComponent(companyUuid)}`, {
    ...api(cfg, accessToken),
    schema: ZGustoCompany,
  })

/** Revokes a token and its grant (RFC 7009; an unknown token is answered 200 too). */
export const revokeToken = (cfg: GustoConfig, token: string) =>
  providerRequest('gusto', `${cfg.base}/oauth/revoke`, {
    json: { client_id: cfg.clientId, client_secret: cfg.clientSecret, token },
  })

/** A live access token for the organization's Gusto company (refreshed when it is about to expire). */
export async function gustoAccessToken({ orgId, force = false }: { orgId: string; force?: boolean }) {
  const cfg = gustoConfig()
  const c = await connectionFor(orgId, 'gusto')
  const { secret, refreshed } = await connectionAccessToken({
    connectionId: c.id,
    force,
    refresh: async (refreshToken) => toGrant(await refreshTokens(cfg, refreshToken)),
  })
  return { companyUuid: c.externalId, accessToken: secret.accessToken, refreshed }
}
