/** Verifies the caller's Supabase JWT (HS256), requires the second factor where the user has one, exposes claims. */
import { jwtVerify } from 'jose'
import { createMiddleware } from 'hono/factory'
import { env } from './env.ts'
import { AppError } from './errors.ts'
import { db, type Claims } from './db.ts'

export type AuthVars = { Variables: { claims: Claims } }

async function verifyToken(token: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(env.jwtSecret), { algorithms: ['HS256'] })
    return payload as unknown as Claims
  } catch {
    throw new AppError('unauthorized', 'Invalid or expired token')
  }
}

/**
 * A user with a verified TOTP factor must present an aal2 token. RLS holds the same rule
 * (`private.meets_second_factor`), so this check only turns what would be empty answers into a clear 403 the web app
 * can act on. Completing the second step happens at /auth/v1, so no API route is exempt.
 */
async function requireSecondFactor(claims: Claims) {
  if (claims.aal === 'aal2') return
  const [row] =
    await db()`select exists (select 1 from auth.mfa_factors where user_id = ${claims.sub} and status = 'verified') as has`
  if (row?.has) throw new AppError('insufficient_aal', 'Enter the code from your authenticator app to continue.')
}

/** Requires a signed-in user (role authenticated). The anon key alone is refused. */
export const requireUser = createMiddleware<AuthVars>(async (c, next) => {
  const m = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')
  if (!m) throw new AppError('unauthorized', 'Missing Authorization header')
  const claims = await verifyToken(m[1])
  if (claims.role !== 'authenticated' || !claims.sub) throw new AppError('unauthorized', 'Sign in required')
  await requireSecondFactor(claims)
  c.set('claims', claims)
  await next()
})
