/**
 * A live access token for an organization's realm. Refreshes when the token expires within REFRESH_MARGIN_MS (or
 * when forced after a 401), under a row lock so concurrent callers refresh once. invalid_grant, or a refresh token
 * past its 100 days, marks the connection broken (committed even though the call then fails).
 */
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { quickbooksConfig, type QuickbooksConfig } from './config.ts'
import { loadConnection, markBroken, saveTokens } from './connection-store.ts'
import { refreshTokens } from './oauth-client.ts'
import { QuickbooksGrantError } from './quickbooks-error.ts'

export const REFRESH_MARGIN_MS = 5 * 60_000

export const notConnected = () => new AppError('not_found', 'QuickBooks is not connected for this organization')
export const brokenConnection = () =>
  new AppError('unprocessable', 'The QuickBooks connection is broken; reconnect QuickBooks')

export async function getAccessToken({
  orgId,
  force = false,
  cfg = quickbooksConfig(),
  fetchFn = fetch,
}: {
  orgId: string
  force?: boolean
  cfg?: QuickbooksConfig
  fetchFn?: typeof fetch
}): Promise<{ realmId: string; accessToken: string; refreshed: boolean }> {
  const outcome = await asService(async (tx) => {
    const c = await loadConnection(tx, orgId, cfg.tokenKey, { lock: true })
    if (!c) return { error: notConnected() }
    if (c.status === 'broken') return { error: brokenConnection() }
    const now = Date.now()
    if (!force && c.accessTokenExpiresAt.getTime() - now > REFRESH_MARGIN_MS)
      return { realmId: c.realmId, accessToken: c.accessToken, refreshed: false }
    if (c.refreshTokenExpiresAt.getTime() <= now) {
      await markBroken(tx, orgId)
      return { error: brokenConnection() }
    }
    try {
      const tokens = await refreshTokens(cfg, c.refreshToken, fetchFn)
      await saveTokens(tx, { orgId, realmId: c.realmId, tokens, tokenKey: cfg.tokenKey })
      return { realmId: c.realmId, accessToken: tokens.access_token, refreshed: true }
    } catch (e) {
      if (!(e instanceof QuickbooksGrantError)) throw e
      await markBroken(tx, orgId)
      return { error: brokenConnection() }
    }
  })
  if ('error' in outcome) throw outcome.error
  return outcome
}
