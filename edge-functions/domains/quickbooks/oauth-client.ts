/** Intuit's OAuth 2.0 token endpoint (code exchange, refresh) and revocation, with client Basic auth. */
import { ZTokenResponse, type TTokenResponse } from '../../../shared/schemas/quickbooks.ts'
import type { QuickbooksConfig } from './config.ts'
import { QuickbooksGrantError } from './quickbooks-error.ts'

const SCOPE = 'com.intuit.quickbooks.accounting'

const basic = (cfg: QuickbooksConfig) => `Basic ${btoa(`${cfg.clientId}:${cfg.clientSecret}`)}`

async function tokenCall(
  cfg: QuickbooksConfig,
  form: Record<string, string>,
  fetchFn = fetch,
): Promise<TTokenResponse> {
  const res = await fetchFn(cfg.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: basic(cfg),
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
  if (!res.ok) {
    const error = String(body.error ?? `http_${res.status}`)
    // invalid_grant: the code or refresh token is dead; the connection must be redone by a person.
    if (error === 'invalid_grant') throw new QuickbooksGrantError(error, body.error_description as string | undefined)
    throw new Error(`QuickBooks token endpoint answered ${res.status}: ${error}`)
  }
  return ZTokenResponse.parse(body)
}

export function buildAuthorizeUrl(cfg: QuickbooksConfig, state: string, extra: Record<string, string> = {}): string {
  const u = new URL(cfg.authorizeUrl)
  u.search = new URLSearchParams({
    client_id: cfg.clientId,
    response_type: 'code',
    scope: SCOPE,
    redirect_uri: cfg.redirectUri,
    state,
    ...extra,
  }).toString()
  return u.toString()
}

export const exchangeCode = (cfg: QuickbooksConfig, code: string, fetchFn = fetch) =>
  tokenCall(cfg, { grant_type: 'authorization_code', code, redirect_uri: cfg.redirectUri }, fetchFn)

export const refreshTokens = (cfg: QuickbooksConfig, refreshToken: string, fetchFn = fetch) =>
  tokenCall(cfg, { grant_type: 'refresh_token', refresh_token: refreshToken }, fetchFn)

/** Revokes the grant (Intuit revokes access and refresh tokens together). Returns false if Intuit refused. */
export async function revokeToken(cfg: QuickbooksConfig, token: string, fetchFn = fetch): Promise<boolean> {
  const res = await fetchFn(cfg.revokeUrl, {
    method: 'POST',
    headers: { authorization: basic(cfg), accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  await res.body?.cancel()
  return res.ok
}
