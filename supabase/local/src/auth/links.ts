/**
 * Email links and codes: invite, sign-up confirmation, magic link, password recovery. No mail leaves this machine:
 * each link is written to the platform log and returned by POST /admin/generate_link. Tokens are stored hashed
 * (sha224 of email + code, as GoTrue does) and are single-use. Only the implicit flow is supported (no PKCE codes).
 */
import { createHash, randomInt } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { PlatformContext } from '../context.ts'
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts'
import { checkPassword, normalizeEmail, obj, readObject, requireAdmin, str, type Result } from './request.ts'
import { startSession, type AmrMethod } from './sessions.ts'
import { createUser, findUserByEmail, userJson, type UserRow } from './users.ts'
import { clientInfo } from './account.ts'
import { authLimits } from './rate-limit.ts'

type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery'
const TTL_SECONDS: Record<LinkType, number> = { signup: 86_400, invite: 86_400, magiclink: 3_600, recovery: 3_600 }
const METHOD: Record<LinkType, AmrMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
}
const usesConfirmationToken = (t: LinkType) => t === 'signup' || t === 'invite'
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex')

const siteUrl = (ctx: PlatformContext) => `http://127.0.0.1:${ctx.cfg.ports.web}`

/** Redirects stay on this machine (localhost / 127.0.0.1); anything else falls back to the web app, like GoTrue's allow list. */
export function safeRedirect(ctx: PlatformContext, wanted: string | null | undefined): string {
  try {
    const u = new URL(wanted ?? '')
    if ((u.protocol === 'http:' || u.protocol === 'https:') && ['127.0.0.1', 'localhost'].includes(u.hostname))
      return u.toString()
  } catch {
    /* not a URL */
  }
  return siteUrl(ctx)
}

export async function issueLink(ctx: PlatformContext, user: UserRow, type: LinkType, redirectTo: string) {
  const email = user.email ?? ''
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const hashed = tokenHash(email, otp)
  if (usesConfirmationToken(type))
    await ctx.sql`update auth.users set confirmation_token = ${hashed}, confirmation_sent_at = now() where id = ${user.id}`
  else await ctx.sql`update auth.users set recovery_token = ${hashed}, recovery_sent_at = now() where id = ${user.id}`
  const link = `${ctx.cfg.apiUrl}/auth/v1/verify?token=${hashed}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
  ctx.log('auth', `mail to ${email} (${type}): ${link} code ${otp}`)
  return { action_link: link, email_otp: otp, hashed_token: hashed, redirect_to: redirectTo, verification_type: type }
}

const expired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid')

/** Finds the user a token belongs to, checks its age, burns it and confirms the email (the link proved the mailbox). */
async function consume(
  ctx: PlatformContext,
  type: string,
  hash: string,
): Promise<{ user: UserRow; method: AmrMethod }> {
  const kinds: LinkType[] = type === 'email' ? ['signup', 'invite', 'magiclink'] : [type as LinkType]
  if (!kinds.every((k) => k in TTL_SECONDS))
    throw badRequest(
      'validation_failed',
      `Verify requires a verification type of signup, invite, magiclink, recovery or email (got "${type}")`,
    )
  for (const kind of kinds) {
    const confirmation = usesConfirmationToken(kind)
    const [user] = confirmation
      ? await ctx.sql<UserRow[]>`select * from auth.users where confirmation_token = ${hash} and deleted_at is null`
      : await ctx.sql<UserRow[]>`select * from auth.users where recovery_token = ${hash} and deleted_at is null`
    if (!user) continue
    const sent = confirmation ? user.confirmation_sent_at : user.recovery_sent_at
    if (kind === 'invite' && !user.invited_at) continue
    const [burnt] = confirmation
      ? await ctx.sql<
          UserRow[]
        >`update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now())
                                 where id = ${user.id} and confirmation_token = ${hash} returning *`
      : await ctx.sql<
          UserRow[]
        >`update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now())
                                 where id = ${user.id} and recovery_token = ${hash} returning *`
    if (!burnt || !sent || Date.now() > new Date(sent).getTime() + TTL_SECONDS[kind] * 1000) throw expired()
    return { user: burnt, method: METHOD[kind] }
  }
  throw expired()
}

/** POST /verify: `{type, token_hash}` or `{type, email, token}` → a session. */
export async function verifyPost(ctx: PlatformContext, req: IncomingMessage): Promise<Result> {
  const body = await readObject(req)
  const type = str(body, 'type') ?? ''
  const email =
    str(body, 'token_hash') === undefined && str(body, 'email') && str(body, 'token')
      ? normalizeEmail(str(body, 'email')!)
      : undefined
  const hash = str(body, 'token_hash') ?? (email ? tokenHash(email, str(body, 'token')!.trim()) : undefined)
  if (!hash) throw badRequest('validation_failed', 'Verify requires either a token_hash, or an email and a token')
  // a 6-digit code can be guessed where a token hash cannot: wrong codes count against the address like passwords
  const attempt = email ? authLimits(ctx).attempt('failed_sign_ins', email) : undefined
  const { user, method } = await consume(ctx, type, hash)
  attempt?.succeeded()
  return { status: 200, body: await startSession(ctx, user, method, clientInfo(req)) }
}

/** GET /verify (the emailed link): redirect with the session, or the error, in the URL fragment (implicit flow). */
export async function verifyGet(ctx: PlatformContext, req: IncomingMessage, query: URLSearchParams): Promise<Result> {
  const target = safeRedirect(ctx, query.get('redirect_to'))
  let fragment: URLSearchParams
  try {
    const { user, method } = await consume(ctx, query.get('type') ?? '', query.get('token') ?? '')
    const s = await startSession(ctx, user, method, clientInfo(req))
    fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type: query.get('type') ?? '',
    })
  } catch (e) {
    if (!(e instanceof AuthError)) throw e
    ctx.log('auth', `refused GET /verify: ${e.code} ${e.message}`)
    fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: e.code,
      error_description: 'Email link is invalid or has expired',
    })
  }
  return { status: 303, headers: { location: `${target.split('#')[0]}#${fragment}` } }
}

/** POST /recover: always 200, so the answer does not reveal whether an address has an account. */
export async function recover(ctx: PlatformContext, req: IncomingMessage, query: URLSearchParams): Promise<Result> {
  const body = await readObject(req)
  const email = normalizeEmail(str(body, 'email') ?? '')
  authLimits(ctx).mailTo(email)
  const user = await findUserByEmail(ctx.sql, email)
  if (user) await issueLink(ctx, user, 'recovery', safeRedirect(ctx, query.get('redirect_to')))
  return { status: 200, body: {} }
}

/** POST /otp (signInWithOtp by email): a magic link for a known user, a sign-up confirmation link for a new one. */
export async function otp(ctx: PlatformContext, req: IncomingMessage, query: URLSearchParams): Promise<Result> {
  const body = await readObject(req)
  if (str(body, 'phone')) throw unprocessable('validation_failed', 'Phone logins are disabled')
  const email = normalizeEmail(str(body, 'email') ?? '')
  authLimits(ctx).mailTo(email)
  const redirect = safeRedirect(ctx, query.get('redirect_to'))
  const user = await findUserByEmail(ctx.sql, email)
  if (user) await issueLink(ctx, user, user.email_confirmed_at ? 'magiclink' : 'signup', redirect)
  else {
    if (body.create_user === false) throw unprocessable('otp_disabled', 'Signups not allowed for otp')
    const created = await createUser(
      ctx.sql,
      { email, confirmed: false, userMeta: obj(body, 'data') ?? {} },
      'user_already_exists',
    )
    await issueLink(ctx, created, 'signup', redirect)
  }
  return { status: 200, body: { message_id: null } }
}

/** POST /admin/generate_link: the link and code an email would carry, plus the user, without sending anything. */
export async function generateLink(
  ctx: PlatformContext,
  req: IncomingMessage,
  query: URLSearchParams,
): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const body = await readObject(req)
  const type = str(body, 'type') as LinkType | undefined
  if (!type || !(type in TTL_SECONDS))
    throw badRequest('validation_failed', 'type must be one of signup, invite, magiclink, recovery')
  const email = normalizeEmail(str(body, 'email') ?? '')
  const redirect = safeRedirect(ctx, query.get('redirect_to') ?? str(body, 'redirect_to') ?? str(body, 'redirectTo'))
  let user = await findUserByEmail(ctx.sql, email)
  if (type === 'signup' || type === 'invite') {
    if (user?.email_confirmed_at)
      throw unprocessable('email_exists', 'A user with this email address has already been registered')
    const password = str(body, 'password')
    if (type === 'signup') {
      if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password')
      checkPassword(password)
    }
    user ??= await createUser(
      ctx.sql,
      { email, password, confirmed: false, invited: type === 'invite', userMeta: obj(body, 'data') ?? {} },
      'email_exists',
    )
  } else if (!user) throw notFound('user_not_found', 'User with this email not found')
  const props = await issueLink(ctx, user, type, redirect)
  const fresh = (await findUserByEmail(ctx.sql, email))!
  return { status: 200, body: { ...(await userJson(ctx.sql, fresh)), ...props } }
}
