/**
 * Binds a connect flow to the browser that started it. The API's start answers a URL on our own functions (the
 * begin step, beside the provider's callback), not the provider's page: the begin step sets a cookie holding a random
 * nonce whose SHA-256 is stored with the state (public.oauth_states.binding_hash), then sends the browser on to the
 * provider. The callback refuses a state whose cookie is missing or differs, so a provider's redirect completed in
 * another browser (someone sent the authorize link) connects nothing. The begin step binds once: a begin link opened a
 * second time, in any browser, is refused.
 *
 * The cookie is HttpOnly, SameSite=Lax (a provider's redirect back is a top-level GET, which carries Lax cookies),
 * Secure when the public URL is https, lives as long as the state, is named after the state's nonce (two flows in two
 * tabs do not clobber each other) and is scoped to the provider's callback path as the browser sees it
 * (`/functions/v1/webhooks/api/<provider>/callback` behind the gateway).
 */
import { createHash } from 'node:crypto'
import { STATE_TTL_SECONDS } from './oauth-state.ts'

const b64u = (b: Uint8Array) =>
  btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A fresh binding nonce (the cookie's value) and the hash stored with the state. */
export function newBinding(): { nonce: string; hash: string } {
  const nonce = b64u(crypto.getRandomValues(new Uint8Array(24)))
  return { nonce, hash: bindingHash(nonce) }
}

export const bindingHash = (nonce: string) => createHash('sha256').update(nonce).digest('hex')

/** The cookie of one flow, by its state's nonce (base64url: a valid cookie-name token). */
export const bindingCookieName = (stateNonce: string) => `connect_${stateNonce}`

/** Where the browser is sent first: the begin step, a sibling of the provider's public callback. */
export const beginUrl = (callbackUrl: string, state: string) => {
  const u = new URL(callbackUrl)
  // the cookie is scoped to the callback's path, so the begin step must be served beside it
  if (!u.pathname.endsWith('/callback')) throw new Error(`A callback URL must end in /callback: ${callbackUrl}`)
  u.pathname = u.pathname.replace(/\/callback$/, '/begin')
  u.search = new URLSearchParams({ state }).toString()
  return u.toString()
}

/** The cookie's attributes, from the callback's public URL (path and scheme as the browser sees them). */
export const bindingCookieOptions = (callbackUrl: string) => {
  const u = new URL(callbackUrl)
  return {
    path: u.pathname,
    httpOnly: true,
    secure: u.protocol === 'https:',
    sameSite: 'Lax' as const,
    maxAge: STATE_TTL_SECONDS,
  }
}
