/** The signed-in caller of a user endpoint: verified JWT, its live session and its user row. */
import type { IncomingMessage } from 'node:http'
import type { PlatformContext } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { forbidden } from './errors.ts'
import { callerClaims } from './request.ts'
import { findSession, type SessionRow } from './sessions.ts'
import { findUserById, type UserRow } from './users.ts'

type Caller = { claims: Claims; user: UserRow; session: SessionRow | undefined }

export async function requireUser(ctx: PlatformContext, req: IncomingMessage): Promise<Caller> {
  const claims = await callerClaims(req, ctx.cfg.jwtSecret)
  if (typeof claims.sub !== 'string' || !claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  const user = await findUserById(ctx.sql, claims.sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  // a signed-out session's access tokens stay well-formed until they expire; GoTrue refuses them by session_id
  let session: SessionRow | undefined
  if (claims.session_id !== undefined) {
    session = await findSession(ctx.sql, claims.session_id)
    if (!session || session.user_id !== user.id)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { claims, user, session }
}

export const callerAal = (c: Caller) => (c.claims.aal === 'aal2' ? 'aal2' : 'aal1')
