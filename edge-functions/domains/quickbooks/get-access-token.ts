/**
 * A live access token for an organization's realm, through every connection's token path
 * (connections/oauth-token.ts): refreshed under a row lock when it expires within REFRESH_MARGIN_MS (or when forced
 * after a 401); invalid_grant, or a refresh token past its 100 days, marks the connection broken (committed even
 * though the call then fails) and tells the organization's admins.
 */
import { connectionAccessToken, connectionFor, type OAuthSecret } from '../connections/oauth-token.ts'
import { quickbooksConfig, type QuickbooksConfig } from './config.ts'
import type { StoredTokens } from './connection-store.ts'
import { refreshTokens } from './oauth-client.ts'

export { REFRESH_MARGIN_MS } from '../connections/oauth-token.ts'

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
  const c = await connectionFor(orgId, 'quickbooks')
  const { secret, refreshed } = await connectionAccessToken<StoredTokens & OAuthSecret>({
    connectionId: c.id,
    force,
    refresh: async (refreshToken) => {
      const t = await refreshTokens(cfg, refreshToken, fetchFn)
      return {
        accessToken: t.access_token,
        refreshToken: t.refresh_token,
        expiresIn: t.expires_in,
        refreshExpiresIn: t.x_refresh_token_expires_in,
      }
    },
  })
  return { realmId: c.externalId, accessToken: secret.accessToken, refreshed }
}
