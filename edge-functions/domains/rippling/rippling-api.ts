/**
 * Rippling's partner OAuth: the app listing's authorize page (app.rippling.com/apps/PLATFORM/<app>/authorize),
 * /api/o/token/ with client Basic auth for the code and for refresh (refresh tokens rotate), the standard RFC 7009
 * /api/o/revoke_token/ of the same OAuth server, /platform/api/companies/current (the company a token reaches) and
 * /platform/api/mark_app_installed, which completes the install. RIPPLING_APP_NAME names the listing;
 * RIPPLING_API_BASE / RIPPLING_APP_BASE override the hosts (stage.rippling.com for Rippling's staging).
 */
import {
  ZRipplingCompany,
  ZRipplingTokenResponse,
  type TRipplingTokenResponse,
} from '../../../shared/schemas/rippling.ts'
import { basicAuth, oauthApp, providerBase, type OAuthApp } from '../connections/oauth-app.ts'
import { connectionAccessToken, connectionFor, type TokenGrant } from '../connections/oauth-token.ts'
import { oauthRefusal, providerRequest } from '../connections/provider-http.ts'
import { ZRipplingEmployee, type TRipplingEmployee } from '../../../shared/schemas/gusto-payroll.ts'
import { z } from 'zod'

export type RipplingConfig = OAuthApp & { apiBase: string; appBase: string; appName: string }

export function ripplingConfig(): RipplingConfig {
  return {
    ...oauthApp('rippling'),
    apiBase: providerBase('rippling', 'RIPPLING_API_BASE', 'https://api.rippling.com'),
    appBase: providerBase('rippling', 'RIPPLING_APP_BASE', 'https://app.rippling.com'),
    appName: Deno.env.get('RIPPLING_APP_NAME') ?? 'ledgerloop',
  }
}

/** Scopes are set on the app listing, so the authorize URL names none. */
export function authorizeUrl(cfg: RipplingConfig, { state, redirectUri }: { state: string; redirectUri: string }) {
  const query = new URLSearchParams({
    client_id: cfg.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    state,
  })
  return `${cfg.appBase}/apps/PLATFORM/${encodeURIComponent(cfg.appName)}/authorize?${query}`
}

const tokenCall = (cfg: RipplingConfig, form: Record<string, string>) =>
  providerRequest('rippling', `${cfg.apiBase}/api/o/token/`, {
    auth: basicAuth(cfg),
    form,
    schema: ZRipplingTokenResponse,
    refusal: oauthRefusal,
  })

export const exchangeCode = (cfg: RipplingConfig, code: string, redirectUri: string) =>
  tokenCall(cfg, { grant_type: 'authorization_code', code, redirect_uri: redirectUri })

export const refreshTokens = (cfg: RipplingConfig, refreshToken: string) =>
  tokenCall(cfg, { grant_type: 'refresh_token', refresh_token: refreshToken })

export const toGrant = (t: TRipplingTokenResponse): TokenGrant => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token,
  expiresIn: t.expires_in,
})

export const currentCompany = (cfg: RipplingConfig, accessToken: string) =>
  providerRequest('rippling', `${cfg.apiBase}/platform/api/companies/current`, {
    auth: accessToken,
    schema: ZRipplingCompany,
  })

export const markAppInstalled = (cfg: RipplingConfig, accessToken: string) =>
  providerRequest('rippling', `${cfg.apiBase}/platform/api/mark_app_installed`, {
    method: 'POST',
    auth: accessToken,
    schema: z.object({ ok: z.boolean() }),
  })

export const revokeToken = (cfg: RipplingConfig, token: string) =>
  providerRequest('rippling', `${cfg.apiBase}/api/o/revoke_token/`, { auth: basicAuth(cfg), form: { token } })

/** A live access token for the organization's Rippling company (refreshed when it is about to expire). */
export async function ripplingAccessToken({ orgId, force = false }: { orgId: string; force?: boolean }) {
  const cfg = ripplingConfig()
  const c = await connectionFor(orgId, 'rippling')
  const { secret, refreshed } = await connectionAccessToken({
    connectionId: c.id,
    force,
    refresh: async (refreshToken) => toGrant(await refreshTokens(cfg, refreshToken)),
  })
  return { companyId: c.externalId, accessToken: secret.accessToken, refreshed }
}

/** Every employee of the company, terminated ones included, page by page (limit 100, offset). */
export async function listEmployees(cfg: RipplingConfig, accessToken: string) {
  const out: TRipplingEmployee[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await providerRequest(
      'rippling',
      `${cfg.apiBase}/platform/api/employees/include_terminated?${new URLSearchParams({ limit: '100', offset: String(offset) })}`,
      { auth: accessToken, schema: z.array(ZRipplingEmployee) },
    )
    out.push(...page)
    if (page.length < 100) return out
  }
}
