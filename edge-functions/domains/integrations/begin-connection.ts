/**
 * The begin step of every connect flow (connections/browser-binding.ts says why): checks the state, binds its record
 * to a fresh nonce (once: a begin link opened again, in this browser or another, is refused) and answers where the
 * provider's page is and the cookie to set.
 */
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { connectionStateSecret } from '../connections/config.ts'
import { PROVIDER_NAMES, type Provider } from '../connections/connection-store.ts'
import { verifyState } from '../connections/oauth-state.ts'
import { bindingCookieName, bindingCookieOptions, newBinding } from '../connections/browser-binding.ts'
import { callbackUrl } from './start-connection.ts'

export async function beginConnection({ provider, state }: { provider: Provider; state: string | undefined }) {
  const refused = (reason: string) =>
    new AppError('bad_request', `${PROVIDER_NAMES[provider]} connection refused: ${reason}`)
  if (!state) throw refused('state is missing')
  const checked = await verifyState({ provider, state, secret: connectionStateSecret() })
  if (!checked.ok) throw refused(checked.reason)
  const binding = newBinding()
  const [row] = await asService(
    (tx) => tx`update public.oauth_states set binding_hash = ${binding.hash}
      where nonce = ${checked.state.nonce} and provider = ${provider} and binding_hash is null and used_at is null
        and expires_at > now()
      returning provider_url`,
  )
  if (!row?.provider_url) throw refused('this connect link was already opened; start again from Integrations')
  return {
    url: row.provider_url as string,
    cookie: {
      name: bindingCookieName(checked.state.nonce),
      value: binding.nonce,
      options: bindingCookieOptions(callbackUrl(provider)),
    },
  }
}
