/** The user-facing GoTrue endpoints: health, settings, signup, token grants, the current user, logout. */
import type { IncomingMessage } from 'node:http'
import type { PlatformContext } from '../context.ts'
import { AuthError, badRequest, unprocessable } from './errors.ts'
import { requireUser, callerAal } from './caller.ts'
import { checkPassword, normalizeEmail, obj, readObject, str, type Result } from './request.ts'
import { endSessions, refreshSession, startSession, type ClientInfo } from './sessions.ts'
import {
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  mergeMeta,
  asJson,
  passwordMatches,
  userJson,
} from './users.ts'
import { hasVerifiedFactor } from './mfa.ts'
import { authLimits } from './rate-limit.ts'

const ok = (body: unknown): Result => ({ status: 200, body })

export const clientInfo = (req: IncomingMessage): ClientInfo => ({
  userAgent: req.headers['user-agent'],
  ip: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || undefined,
})

export function health(): Result {
  return ok({ version: 'local', name: 'GoTrue', description: 'GoTrue-compatible auth of the local Supabase platform' })
}

/** What this server supports: email sign-up with automatic confirmation; no external providers or phone. */
export function settings(): Result {
  return ok({
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  })
}

export async function signup(ctx: PlatformContext, req: IncomingMessage): Promise<Result> {
  const body = await readObject(req)
  const rawEmail = str(body, 'email')
  const password = str(body, 'password')
  const data = obj(body, 'data') ?? {}
  if (str(body, 'phone')) throw unprocessable('validation_failed', 'Phone signups are disabled')
  if (!rawEmail && !password) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  if (!rawEmail) throw badRequest('validation_failed', 'To signup, please provide your email')
  const email = normalizeEmail(rawEmail)
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password')
  checkPassword(password)
  // an existing address is refused even when unconfirmed (e.g. invited): the invite link is how that account is claimed
  if (await findUserByEmail(ctx.sql, email)) throw unprocessable('user_already_exists', 'User already registered')
  const user = await createUser(ctx.sql, { email, password, confirmed: true, userMeta: data }, 'user_already_exists')
  return ok(await startSession(ctx, user, 'password', clientInfo(req)))
}

export async function token(ctx: PlatformContext, req: IncomingMessage, query: URLSearchParams): Promise<Result> {
  const grant = query.get('grant_type')
  const body = await readObject(req)
  if (grant === 'password') return ok(await passwordGrant(ctx, req, body))
  if (grant === 'refresh_token') {
    const presented = str(body, 'refresh_token')
    if (!presented) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    return ok(await refreshSession(ctx, presented))
  }
  throw badRequest('unsupported_grant_type', `unsupported_grant_type: ${grant ?? '(missing)'}`)
}

async function passwordGrant(ctx: PlatformContext, req: IncomingMessage, body: Record<string, unknown>) {
  const rawEmail = str(body, 'email')
  const password = str(body, 'password') ?? ''
  if (str(body, 'phone')) throw badRequest('validation_failed', 'Phone logins are disabled')
  if (!rawEmail) throw badRequest('validation_failed', 'missing email or phone')
  // keyed by the address asked for, so an address without an account locks the same way and reveals nothing
  const account = rawEmail.trim()
  const attempt = authLimits(ctx).attempt('failed_sign_ins', account)
  const user = await findUserByEmail(ctx.sql, account)
  if (!(await passwordMatches(user, password)) || !user)
    throw badRequest('invalid_credentials', 'Invalid login credentials')
  attempt.succeeded()
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')
  if (user.banned_until && new Date(user.banned_until) > new Date()) throw badRequest('user_banned', 'User is banned')
  return await startSession(ctx, user, 'password', clientInfo(req))
}

export async function getUser(ctx: PlatformContext, req: IncomingMessage): Promise<Result> {
  const { user } = await requireUser(ctx, req)
  return ok(await userJson(ctx.sql, user))
}

/** PUT /user: metadata merge, password change, email change (applied at once: local mail is auto-confirmed). */
export async function updateUser(ctx: PlatformContext, req: IncomingMessage): Promise<Result> {
  const caller = await requireUser(ctx, req)
  const body = await readObject(req)
  const rawEmail = str(body, 'email')
  const password = str(body, 'password')
  const data = obj(body, 'data')
  if (str(body, 'phone')) throw unprocessable('validation_failed', 'Phone updates are disabled')
  let user = caller.user
  const email = rawEmail !== undefined ? normalizeEmail(rawEmail) : undefined
  const changesEmail = email !== undefined && email !== user.email
  if (
    (password !== undefined || changesEmail) &&
    callerAal(caller) !== 'aal2' &&
    (await hasVerifiedFactor(ctx.sql, user.id))
  ) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }
  let hash: string | undefined
  if (password !== undefined) {
    checkPassword(password)
    if (await passwordMatches(user, password))
      throw unprocessable('same_password', 'New password should be different from the old password.')
    hash = await hashPassword(password)
  }
  if (changesEmail) {
    const other = await findUserByEmail(ctx.sql, email)
    if (other && other.id !== user.id)
      throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  await ctx.sql.begin(async (tx) => {
    if (data)
      await tx`update auth.users set raw_user_meta_data = ${asJson(tx, mergeMeta(user.raw_user_meta_data, data))}, updated_at = now() where id = ${user.id}`
    if (hash) await tx`update auth.users set encrypted_password = ${hash}, updated_at = now() where id = ${user.id}`
    if (changesEmail) {
      await tx`update auth.users set email = ${email}, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${user.id}`
      await tx`update auth.identities set identity_data = identity_data || ${asJson(tx, { email })}, updated_at = now()
               where user_id = ${user.id} and provider = 'email'`
    }
  })
  user = (await findUserById(ctx.sql, user.id))!
  return ok(await userJson(ctx.sql, user))
}

export async function logout(ctx: PlatformContext, req: IncomingMessage, query: URLSearchParams): Promise<Result> {
  const scope = query.get('scope') ?? 'global'
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`)
  }
  const { user, session } = await requireUser(ctx, req)
  await endSessions(ctx.sql, user.id, session?.id, scope)
  return { status: 204 }
}
