/**
 * User tokens for Deno tests that call a function in-process, signed the way the local auth server signs them: with
 * the platform's ES256 key and its `kid`, so they verify against SUPABASE_JWKS like a signed-in user's. Test-only: the
 * private key is the local platform's (supabase/local/config.json), which no deployment has.
 */
import { importJWK, SignJWT, type JWK } from 'jose'
import platform from '../../supabase/local/config.json' with { type: 'json' }

const signingKey = platform.signingKey as JWK
const privateKey = importJWK(signingKey, 'ES256')

/** A token for `claims` (an authenticated aal1 user unless they say otherwise), valid for five minutes. */
export async function userToken(claims: { sub: string; [k: string]: unknown }) {
  return await new SignJWT({ role: 'authenticated', aal: 'aal1', ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: signingKey.kid })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await privateKey)
}
