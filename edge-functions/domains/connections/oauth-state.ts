/**
 * The OAuth `state` parameter: provider, organization, user, expiry and a nonce, HMAC-SHA256 signed, so a callback knows
 * which organization the grant belongs to and refuses tampered, foreign or stale states. The nonce names the state's
 * record (public.oauth_states), which makes it single-use: see integrations/complete-connection.ts.
 */
const enc = new TextEncoder()
const b64u = (b: Uint8Array) =>
  btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const unb64u = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

export const STATE_TTL_SECONDS = 600
export type OAuthState = { provider: string; orgId: string; userId: string; exp: number; nonce: string }

async function hmac(secret: string, data: string) {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
  return { key, sig: new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(data))) }
}

export async function signState({
  provider,
  orgId,
  userId,
  secret,
  now = Date.now(),
}: {
  provider: string
  orgId: string
  userId: string
  secret: string
  now?: number
}) {
  const state: OAuthState = {
    provider,
    orgId,
    userId,
    exp: Math.floor(now / 1000) + STATE_TTL_SECONDS,
    nonce: b64u(crypto.getRandomValues(new Uint8Array(18))),
  }
  const body = b64u(enc.encode(JSON.stringify(state)))
  const { sig } = await hmac(secret, body)
  return { state: `${body}.${b64u(sig)}`, expiresAt: new Date(state.exp * 1000) }
}

/** The nonce of a state this module signed (its record's key); undefined for anything else. */
export function stateNonce(state: string): string | undefined {
  try {
    const nonce = (JSON.parse(new TextDecoder().decode(unb64u(state.split('.')[0] ?? ''))) as OAuthState).nonce
    return typeof nonce === 'string' ? nonce : undefined
  } catch {
    return undefined
  }
}

/** Returns the state's claims, or a reason it is refused. */
export async function verifyState({
  provider,
  state,
  secret,
  now = Date.now(),
}: {
  provider: string
  state: string
  secret: string
  now?: number
}): Promise<{ ok: true; state: OAuthState } | { ok: false; reason: string }> {
  const [body, sig] = state.split('.')
  if (!body || !sig) return { ok: false, reason: 'malformed state' }
  const { key } = await hmac(secret, body)
  let valid = false
  try {
    valid = await crypto.subtle.verify('HMAC', key, unb64u(sig), enc.encode(body))
  } catch {
    valid = false
  }
  if (!valid) return { ok: false, reason: 'state signature does not match' }
  const claims = JSON.parse(new TextDecoder().decode(unb64u(body))) as OAuthState
  if (claims.exp * 1000 < now) return { ok: false, reason: 'state has expired' }
  // a state issued to connect one provider cannot complete another provider's callback
  if (claims.provider !== provider) return { ok: false, reason: 'state was issued for another provider' }
  return { ok: true, state: claims }
}
