/**
 * Sessions, access tokens and refresh-token rotation. A session (auth.sessions) owns a chain of refresh tokens; each
 * refresh revokes the presented token and issues its child. Presenting a revoked token again is treated as theft:
 * the whole chain of that session is revoked, as GoTrue does with rotation enabled.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { PlatformContext, Sql } from '../context.ts'
import { signJwt } from '../jwt.ts'
import { badRequest } from './errors.ts'
import { findUserById, userJson, type Db, type UserRow } from './users.ts'

const ACCESS_TOKEN_TTL = 3600

export type SessionRow = {
  id: string
  user_id: string
  aal: string | null
  factor_id: string | null
  not_after: Date | null
}
export type AmrMethod =
  | 'password'
  | 'totp'
  | 'otp'
  | 'invite'
  | 'recovery'
  | 'magiclink'
  | 'email/signup'
  | 'email_change'

const newRefreshToken = () => randomBytes(16).toString('base64url')

async function amrClaims(tx: Db, sessionId: string) {
  const rows = await tx`select authentication_method, updated_at from auth.mfa_amr_claims
                        where session_id = ${sessionId} order by updated_at desc`
  return rows.map((r) => ({
    method: r.authentication_method as string,
    timestamp: Math.floor(new Date(r.updated_at).getTime() / 1000),
  }))
}

export async function accessToken(ctx: PlatformContext, tx: Db, user: UserRow, session: SessionRow): Promise<string> {
  return await signJwt(
    {
      iss: `${ctx.cfg.apiUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
      amr: await amrClaims(tx, session.id),
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.cfg.signingKey,
    ACCESS_TOKEN_TTL,
  )
}

async function sessionResponse(ctx: PlatformContext, tx: Db, user: UserRow, session: SessionRow, refreshToken: string) {
  return {
    access_token: await accessToken(ctx, tx, user, session),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  }
}

export type ClientInfo = { userAgent?: string; ip?: string }

/** A new aal1 session for a user who just proved one factor (password, email link ...). */
export async function startSession(ctx: PlatformContext, user: UserRow, method: AmrMethod, client: ClientInfo = {}) {
  return await ctx.sql.begin(async (tx) => {
    const [session] = await tx<SessionRow[]>`
      insert into auth.sessions (id, user_id, aal, user_agent, ip)
      values (${randomUUID()}, ${user.id}, 'aal1', ${client.userAgent ?? null}, ${client.ip ?? null}::inet) returning *`
    await tx`insert into auth.mfa_amr_claims (session_id, authentication_method) values (${session.id}, ${method})`
    const token = newRefreshToken()
    await tx`insert into auth.refresh_tokens (token, user_id, session_id) values (${token}, ${user.id}, ${session.id})`
    const [fresh] = await tx<UserRow[]>`update auth.users set last_sign_in_at = now() where id = ${user.id} returning *`
    await tx`update auth.identities set last_sign_in_at = now() where user_id = ${user.id}`
    return await sessionResponse(ctx, tx, fresh, session, token)
  })
}

/** grant_type=refresh_token: rotate, or refuse and revoke the session's tokens when a used token comes back. */
export async function refreshSession(ctx: PlatformContext, presented: string) {
  const outcome = await ctx.sql.begin(async (tx) => {
    const [used] = await tx`update auth.refresh_tokens set revoked = true, updated_at = now()
                            where token = ${presented} and not revoked returning session_id`
    if (!used) {
      const [known] = await tx`select session_id from auth.refresh_tokens where token = ${presented}`
      if (!known)
        return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = ${known.session_id} and not revoked`
      return {
        error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        reuse: known.session_id as string,
      }
    }
    const [session] = await tx<SessionRow[]>`select * from auth.sessions where id = ${used.session_id}`
    if (!session)
      return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
    if (session.not_after && new Date(session.not_after) < new Date()) {
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') }
    }
    const user = await findUserById(tx, session.user_id)
    if (!user) return { error: badRequest('user_not_found', 'Invalid Refresh Token: User Not Found') }
    if (user.banned_until && new Date(user.banned_until) > new Date()) {
      return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }
    }
    const token = newRefreshToken()
    await tx`insert into auth.refresh_tokens (token, user_id, session_id, parent) values (${token}, ${user.id}, ${session.id}, ${presented})`
    await tx`update auth.sessions set refreshed_at = now(), updated_at = now() where id = ${session.id}`
    return { body: await sessionResponse(ctx, tx, user, session, token) }
  })
  if ('reuse' in outcome)
    ctx.log('auth', 'refresh token reused: revoked the token family of session', { session_id: outcome.reuse })
  if (outcome.error) throw outcome.error
  return outcome.body
}

/**
 * After a verified second factor: the session becomes aal2, gains the method in its amr, and gets a fresh refresh
 * token (the previous ones are revoked so an aal1 token cannot be refreshed into the upgraded session's place).
 */
export async function upgradeSession(
  ctx: PlatformContext,
  tx: Db,
  user: UserRow,
  sessionId: string,
  factorId: string,
  method: AmrMethod,
) {
  const [session] = await tx<
    SessionRow[]
  >`update auth.sessions set aal = 'aal2', factor_id = ${factorId}, updated_at = now()
                                           where id = ${sessionId} returning *`
  await tx`insert into auth.mfa_amr_claims (session_id, authentication_method) values (${sessionId}, ${method})
           on conflict (session_id, authentication_method) do update set updated_at = now()`
  const [parent] = await tx`update auth.refresh_tokens set revoked = true, updated_at = now()
                            where session_id = ${sessionId} and not revoked returning token`
  const token = newRefreshToken()
  await tx`insert into auth.refresh_tokens (token, user_id, session_id, parent) values (${token}, ${user.id}, ${sessionId}, ${parent?.token ?? null})`
  return await sessionResponse(ctx, tx, user, session, token)
}

export async function findSession(sql: Sql, id: unknown): Promise<SessionRow | undefined> {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [s] = await sql<SessionRow[]>`select * from auth.sessions where id = ${id}`
  return s
}

/** Deleting sessions cascades to their refresh tokens and amr claims. */
export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string | undefined,
  scope: 'global' | 'local' | 'others',
) {
  if (scope === 'global') await sql`delete from auth.sessions where user_id = ${userId}`
  else if (scope === 'local') {
    if (sessionId) await sql`delete from auth.sessions where id = ${sessionId}`
  } else
    await sql`delete from auth.sessions where user_id = ${userId} and id is distinct from ${sessionId ?? null}::uuid`
}
