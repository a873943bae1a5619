/**
 * JWTs with Supabase's claims; the one place the platform signs and verifies tokens. User tokens are signed with the
 * platform's asymmetric key (ES256, with `kid`), as a hosted project on JWT signing keys signs them; the anon and
 * service keys stay legacy HS256 JWTs of the project secret, and a token of that secret still verifies, as on a hosted
 * project that has both.
 */
import { SignJWT, jwtVerify, errors, importJWK, createLocalJWKSet, decodeProtectedHeader, type JWK } from 'jose'
import { PLATFORM_JWKS } from './config.ts'

export type Claims = {
  sub?: string
  role: string
  aud?: string | string[]
  exp?: number
  iat?: number
  email?: string
  aal?: 'aal1' | 'aal2'
  amr?: { method: string; timestamp: number }[]
  session_id?: string
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  [k: string]: unknown
}

/** Signs with a private JWK (ES256 with its `kid`, how user tokens are signed) or a secret (legacy HS256). */
export async function signJwt(claims: Claims, key: string | JWK, expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000)
  const jwt = new SignJWT({ ...claims }).setIssuedAt(now).setExpirationTime(now + expiresInSeconds)
  if (typeof key === 'string')
    return await jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(key))
  return await jwt.setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid }).sign(await importJWK(key, 'ES256'))
}

export class JwtError extends Error {
  constructor(
    message: string,
    public code: 'bad_jwt' | 'expired',
  ) {
    super(message)
  }
}

const platformKeys = createLocalJWKSet(PLATFORM_JWKS)

/**
 * Verifies a token of the project: HS256 against the legacy secret, anything else against the platform's JWKS (its
 * `kid` picks the key; the platform has one, config.json's signingKey). Every service that reads a caller's token (auth, storage, realtime, the functions gate) comes
 * here, so they all accept the same tokens.
 */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  try {
    const { alg } = decodeProtectedHeader(token)
    const { payload } =
      alg === 'HS256'
        ? await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] })
        : await jwtVerify(token, platformKeys, { algorithms: ['ES256', 'RS256'] })
    return payload as Claims
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw new JwtError('token has expired', 'expired')
    throw new JwtError('invalid JWT: unable to parse or verify signature', 'bad_jwt')
  }
}

export function bearer(header: string | undefined | null): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '')
  return m?.[1]
}
