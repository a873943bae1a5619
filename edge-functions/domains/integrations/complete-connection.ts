/**
 * A provider's callback: verify the state (signature, expiry, provider), check it returns to the browser that began
 * the flow (the binding cookie's hash is the one its record holds: connections/browser-binding.ts), use up its record
 * (a state completes one connection: the same state sent again, with another account's code, is refused), let the provider's adapter
 * exchange what came back for credentials and store the connection, then start its first sync, all in one
 * transaction, so a failure leaves nothing half-connected and the state still unused.
 */
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { connectAdapter } from './registry.ts'
import { connectionStateSecret } from '../connections/config.ts'
import { PROVIDER_NAMES, type Connection, type Provider } from '../connections/connection-store.ts'
import { verifyState } from '../connections/oauth-state.ts'
import { bindingHash } from '../connections/browser-binding.ts'

/** Refused because the callback came to a browser that did not begin the flow (the page says so, not the app). */
export class OtherBrowserError extends AppError {}
import { callbackUrl } from './start-connection.ts'

export async function completeConnection({
  provider,
  query,
  binding,
}: {
  provider: Provider
  query: Record<string, string>
  /** The binding cookie of this state's flow, as the browser sent it (undefined: none). */
  binding: (nonce: string) => string | undefined
}): Promise<{ orgId: string; connections: Connection[] }> {
  const adapter = connectAdapter(provider)
  if (!adapter) throw new AppError('not_found', `${PROVIDER_NAMES[provider]} cannot be connected here`)
  if (!query.state)
    throw new AppError('bad_request', `${PROVIDER_NAMES[provider]} connection refused: state is missing`)
  const checked = await verifyState({ provider, state: query.state, secret: connectionStateSecret() })
  if (!checked.ok)
    throw new AppError('bad_request', `${PROVIDER_NAMES[provider]} connection refused: ${checked.reason}`)
  const { orgId, userId, nonce } = checked.state
  const cookie = binding(nonce)
  const connections = await asService(async (tx) => {
    const [record] = await tx`select used_at, binding_hash from public.oauth_states
      where nonce = ${nonce} and provider = ${provider} and organization_id = ${orgId} and user_id = ${userId}
        and expires_at > now()
      for update`
    if (!record || record.used_at)
      throw new AppError('bad_request', `${PROVIDER_NAMES[provider]} connection refused: state has already been used`)
    if (!cookie || !record.binding_hash || bindingHash(cookie) !== record.binding_hash)
      throw new OtherBrowserError(
        'forbidden',
        `${PROVIDER_NAMES[provider]} connection refused: it was started in another browser. Start it again from Integrations in the browser where you are signed in.`,
      )
    await tx`update public.oauth_states set used_at = now() where nonce = ${nonce}`
    const [org] = await tx`select id from public.organizations where id = ${orgId} and deleted_at is null`
    if (!org) throw new AppError('not_found', 'Organization not found')
    const made = await adapter.complete(tx, {
      organizationId: orgId,
      userId,
      query,
      redirectUri: callbackUrl(provider),
    })
    for (const c of made) await adapter.afterConnect?.(tx, c)
    return made
  })
  return { orgId, connections }
}
