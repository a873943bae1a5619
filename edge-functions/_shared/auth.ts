/** Verifies the caller's Supabase JWT (HS256) and exposes its claims to handlers. */
import { jwtVerify } from 'jose'
import { createMiddleware } from 'hono/factory'
import { env } from './env.ts'
import { AppError } from './errors.ts'
import type { Claims } from './db.ts'

export type AuthVars = { Variables: { claims: Claims } }

export async function verifyToken(token: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(env.jwtSecret), { algorithms: ['HS256'] })
    return payload as unknown as Claims
  } catch {
    throw new AppError('unauthorized', 'Invalid or expired token')
  }
}

/** Requires a signed-in user (role authenticated). The anon key alone is refused. */
export const requireUser = createMiddleware<AuthVars>(async (c, next) => {
  const m = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')
  if (!m) throw new AppError('unauthorized', 'Missing Authorization header')
  const claims = await verifyToken(m[1])
  if (claims.role !== 'authenticated' || !claims.sub) throw new AppError('unauthorized', 'Sign in required')
  c.set('claims', claims)
  await next()
})
