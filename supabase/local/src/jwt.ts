/** HS256 JWTs with Supabase's claims; the one place the platform signs and verifies tokens. */
import { SignJWT, jwtVerify, errors } from 'jose'

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

export async function signJwt(claims: Claims, secret: string, expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000)
  return await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(secret))
}

export class JwtError extends Error {
  constructor(
    message: string,
    public code: 'bad_jwt' | 'expired',
  ) {
    super(message)
  }
}

export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] })
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
