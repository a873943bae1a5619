/**
 * Starts connecting a provider for an organization: the caller must manage the organization (its admin, its
 * bookkeeper, or a firm admin), then gets the URL of our begin step (begin-connection.ts), which binds the flow to
 * the browser and sends it on to the provider's page with a signed, expiring state bound to the provider, the
 * organization and the user. The state is recorded by its nonce (public.oauth_states) with the provider's URL, so
 * its callback can use it once only and only in the browser that passed the begin step (complete-connection.ts).
 */
import { assertManagerOf } from '../../_shared/access.ts'
import { asService, type Claims } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { connectAdapter } from './registry.ts'
import { connectionStateSecret } from '../connections/config.ts'
import { PROVIDER_NAMES, type Provider } from '../connections/connection-store.ts'
import { signState, stateNonce } from '../connections/oauth-state.ts'
import { beginUrl } from '../connections/browser-binding.ts'

/** The public callback every provider returns to (the webhooks function serves it). */
export const callbackUrl = (provider: Provider) =>
  Deno.env.get(`${provider.toUpperCase()}_REDIRECT_URI`) ??
  `${env.supabaseUrl}/functions/v1/webhooks/api/${provider}/callback`

export async function startConnection({
  claims,
  orgId,
  provider,
}: {
  claims: Claims
  orgId: string
  provider: Provider
}): Promise<{ url: string; expiresAt: string }> {
  const adapter = connectAdapter(provider)
  if (!adapter) throw new AppError('not_found', `${PROVIDER_NAMES[provider]} cannot be connected here`)
  await assertManagerOf(claims, orgId, `connect ${PROVIDER_NAMES[provider]}`)
  const { state, expiresAt } = await signState({
    provider,
    orgId,
    userId: claims.sub,
    secret: connectionStateSecret(),
  })
  const { url } = await adapter.start({
    organizationId: orgId,
    userId: claims.sub,
    state,
    redirectUri: callbackUrl(provider),
  })
  await asService(
    (tx) => tx`insert into public.oauth_states (nonce, provider, organization_id, user_id, expires_at, provider_url)
      values (${stateNonce(state) ?? null}, ${provider}, ${orgId}, ${claims.sub}, ${expiresAt}, ${url})`,
  )
  return { url: beginUrl(callbackUrl(provider), state), expiresAt: expiresAt.toISOString() }
}
