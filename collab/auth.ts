/**
 * Who a token says the caller is. Supabase Auth signs access tokens with asymmetric JWT signing keys and publishes
 * the public keys at `<project>/auth/v1/.well-known/jwks.json`; projects still on the legacy shared secret sign HS256.
 * A token is verified by the project's JWKS (ES256, RS256 or EdDSA, the key picked by `kid`), or with the legacy
 * secret when one is configured; HS256 is refused otherwise, so a server given only a JWKS cannot be fooled by a
 * token signed with a guessed or leaked shared secret.
 */
import { createRemoteJWKSet, decodeProtectedHeader, errors, type JWTPayload, jwtVerify } from 'jose'

export type Claims = JWTPayload & { role?: string; sub?: string }
export type VerifyToken = (token: string) => Promise<Claims>

/** Why a token was refused, in words the close frame carries (never the token itself). */
export class TokenError extends Error {}

const ASYMMETRIC = ['ES256', 'RS256', 'EdDSA']

export function tokenVerifier(opts: { jwksUrl?: URL; jwtSecret?: string }): VerifyToken {
  if (!opts.jwksUrl && !opts.jwtSecret) throw new Error('token verification needs a JWKS URL or a JWT secret')
  // jose fetches the set on first use, caches it and fetches again when a token names a kid it does not hold
  const jwks = opts.jwksUrl ? createRemoteJWKSet(opts.jwksUrl) : undefined
  const secret = opts.jwtSecret ? new TextEncoder().encode(opts.jwtSecret) : undefined
  return async (token) => {
    let alg: string | undefined
    try {
      alg = decodeProtectedHeader(token).alg
    } catch {
      throw new TokenError('invalid JWT: unable to parse')
    }
    try {
      if (alg === 'HS256') {
        if (!secret) throw new TokenError('HS256 tokens are not accepted: this server verifies by JWKS')
        return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload as Claims
      }
      if (!jwks) throw new TokenError(`${alg} tokens are not accepted: no JWKS is configured`)
      return (await jwtVerify(token, jwks, { algorithms: ASYMMETRIC })).payload as Claims
    } catch (e) {
      if (e instanceof TokenError) throw e
      // the JWKS out of reach is the server's trouble, not the token's: not a refusal the client should stop at
      if (!(e instanceof errors.JOSEError) || e instanceof errors.JWKSTimeout) throw e
      if (e instanceof errors.JWTExpired) throw new TokenError('token has expired')
      if (e instanceof errors.JWKSNoMatchingKey)
        throw new TokenError('invalid JWT: signed by a key this project does not publish')
      throw new TokenError('invalid JWT: unable to verify signature')
    }
  }
}
