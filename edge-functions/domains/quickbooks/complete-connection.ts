/**
 * The OAuth callback's work: verify the state, exchange the code at Intuit's token endpoint, store the encrypted
 * tokens and the realm, register the realm with the webhook intake, and record a `quickbooks-connected` event.
 */
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { quickbooksConfig, type QuickbooksConfig } from './config.ts'
import { saveTokens } from './connection-store.ts'
import { exchangeCode } from './oauth-client.ts'
import { verifyState } from './oauth-state.ts'
import { QuickbooksGrantError } from './quickbooks-error.ts'
import { registerRealm } from './register-realm.ts'

export async function completeConnection({
  code,
  state,
  realmId,
  cfg = quickbooksConfig(),
  fetchFn = fetch,
}: {
  code: string
  state: string
  realmId: string
  cfg?: QuickbooksConfig
  fetchFn?: typeof fetch
}): Promise<{ orgId: string; realmId: string }> {
  const checked = await verifyState({ state, secret: cfg.stateSecret })
  if (!checked.ok) throw new AppError('bad_request', `QuickBooks connection refused: ${checked.reason}`)
  if (!/^\d{1,32}$/.test(realmId))
    throw new AppError('bad_request', 'realmId must be the numeric QuickBooks company id')
  const { orgId, userId } = checked.state
  let tokens: Awaited<ReturnType<typeof exchangeCode>>
  try {
    tokens = await exchangeCode(cfg, code, fetchFn)
  } catch (e) {
    if (e instanceof QuickbooksGrantError)
      throw new AppError('bad_request', 'QuickBooks refused the authorization code; start the connection again')
    throw e
  }
  await asService(async (tx) => {
    const [org] = await tx`select id from public.organizations where id = ${orgId} and deleted_at is null`
    if (!org) throw new AppError('not_found', 'Organization not found')
    await saveTokens(tx, { orgId, realmId, tokens, tokenKey: cfg.tokenKey })
    await registerRealm(tx, { orgId, realmId, userId })
  })
  return { orgId, realmId }
}
