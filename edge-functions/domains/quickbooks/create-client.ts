/** A QuickBooks client for an organization, with tokens from its stored connection. */
import { quickbooksConfig, type QuickbooksConfig } from './config.ts'
import { getAccessToken } from './get-access-token.ts'
import { QuickbooksClient, type ClientOptions } from './quickbooks-client.ts'

export async function createClient({
  orgId,
  cfg = quickbooksConfig(),
  options = {},
}: {
  orgId: string
  cfg?: QuickbooksConfig
  options?: Partial<Omit<ClientOptions, 'realmId' | 'apiBase' | 'getToken'>>
}): Promise<QuickbooksClient> {
  const first = await getAccessToken({ orgId, cfg })
  let token = first.accessToken
  return new QuickbooksClient({
    ...options,
    realmId: first.realmId,
    apiBase: cfg.apiBase,
    getToken: async (force) => {
      // A token fetched once is reused until QuickBooks rejects it or it nears expiry (getAccessToken checks).
      if (!force && token) return token
      token = (await getAccessToken({ orgId, cfg, force })).accessToken
      return token
    },
  })
}
