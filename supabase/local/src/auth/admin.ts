/** Admin endpoints (service_role JWT only): invite, create/list/get/update/delete users, list/delete a user's factors. */
import type { IncomingMessage } from 'node:http'
import type { PlatformContext } from '../context.ts'
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts'
import { factorJson } from './mfa.ts'
import { issueLink, safeRedirect } from './links.ts'
import { bool, checkPassword, normalizeEmail, obj, readObject, requireAdmin, str, type Result } from './request.ts'
import {
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  mergeMeta,
  asJson,
  userJson,
  usersJson,
  type UserRow,
} from './users.ts'

const UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** ban_duration is a Go duration ("24h", "1h30m") or "none" to lift a ban; returns the new banned_until. */
export function banUntil(duration: string, now = Date.now()): Date | null {
  if (duration === 'none') return null
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)]
  if (!parts.length || parts.map((p) => p[0]).join('') !== duration) {
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${duration}"`)
  }
  return new Date(now + parts.reduce((ms, p) => ms + Number(p[1]) * UNITS[p[2]], 0))
}

async function loadUser(ctx: PlatformContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.sql, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

export async function invite(ctx: PlatformContext, req: IncomingMessage, query: URLSearchParams): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const body = await readObject(req)
  const email = normalizeEmail(str(body, 'email') ?? '')
  const data = obj(body, 'data') ?? {}
  let user = await findUserByEmail(ctx.sql, email)
  if (user?.email_confirmed_at)
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  if (!user)
    user = await createUser(ctx.sql, { email, confirmed: false, invited: true, userMeta: data }, 'email_exists')
  await ctx.sql`update auth.users set invited_at = now() where id = ${user.id}`
  await issueLink(ctx, user, 'invite', safeRedirect(ctx, query.get('redirect_to')))
  const row = (await findUserById(ctx.sql, user.id))!
  return { status: 200, body: await userJson(ctx.sql, row) }
}

export async function createAdminUser(ctx: PlatformContext, req: IncomingMessage): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const body = await readObject(req)
  const rawEmail = str(body, 'email')
  const password = str(body, 'password')
  const phone = str(body, 'phone')
  if (!rawEmail && !phone)
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  if (!rawEmail) throw badRequest('validation_failed', 'Phone users are not supported locally: provide an email')
  const email = normalizeEmail(rawEmail)
  if (password !== undefined) checkPassword(password)
  const ban = str(body, 'ban_duration')
  const id = str(body, 'id')
  if (id !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw badRequest('validation_failed', 'id must be a UUID')
  if (await findUserByEmail(ctx.sql, email))
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  const user = await createUser(
    ctx.sql,
    {
      email,
      password,
      phone,
      id,
      confirmed: bool(body, 'email_confirm') === true,
      userMeta: obj(body, 'user_metadata') ?? {},
      appMeta: obj(body, 'app_metadata') ?? {},
      role: str(body, 'role'),
      bannedUntil: ban ? banUntil(ban) : null,
    },
    'email_exists',
  )
  return { status: 200, body: await userJson(ctx.sql, user) }
}

export async function listUsers(
  ctx: PlatformContext,
  req: IncomingMessage,
  query: URLSearchParams,
): Promise<Result & { headers: Record<string, string> }> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const page = Math.max(1, Math.floor(Number(query.get('page') || 1)) || 1)
  const perPage = Math.min(1000, Math.max(1, Math.floor(Number(query.get('per_page') || 50)) || 50))
  const filter = `%${(query.get('filter') ?? '').replace(/[%_\\]/g, '\\$&')}%`
  const [{ total }] =
    await ctx.sql`select count(*)::int as total from auth.users where deleted_at is null and coalesce(email, '') ilike ${filter}`
  const rows = await ctx.sql<
    UserRow[]
  >`select * from auth.users where deleted_at is null and coalesce(email, '') ilike ${filter}
                                        order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`
  // Link header as GoTrue writes it; supabase-js reads nextPage/lastPage from it and total from x-total-count
  const last = Math.max(1, Math.ceil(total / perPage))
  const links = [
    ...(page < last ? [`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []),
    `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`,
  ]
  return {
    status: 200,
    body: { users: await usersJson(ctx.sql, rows), aud: 'authenticated' },
    headers: { 'x-total-count': String(total), link: links.join(', ') },
  }
}

export async function getAdminUser(ctx: PlatformContext, req: IncomingMessage, id: string): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  return { status: 200, body: await userJson(ctx.sql, await loadUser(ctx, id)) }
}

export async function updateAdminUser(ctx: PlatformContext, req: IncomingMessage, id: string): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const user = await loadUser(ctx, id)
  const body = await readObject(req)
  const rawEmail = str(body, 'email')
  const email = rawEmail !== undefined ? normalizeEmail(rawEmail) : undefined
  const password = str(body, 'password')
  if (password !== undefined) checkPassword(password)
  const userMeta = obj(body, 'user_metadata')
  const appMeta = obj(body, 'app_metadata')
  const confirm = bool(body, 'email_confirm')
  const role = str(body, 'role')
  const ban = str(body, 'ban_duration')
  const bannedUntil = ban !== undefined ? banUntil(ban) : undefined
  if (email && email !== user.email) {
    const other = await findUserByEmail(ctx.sql, email)
    if (other && other.id !== user.id)
      throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  const hash = password !== undefined ? await hashPassword(password) : undefined
  await ctx.sql.begin(async (tx) => {
    if (email && email !== user.email) {
      await tx`update auth.users set email = ${email} where id = ${id}`
      await tx`update auth.identities set identity_data = identity_data || ${asJson(tx, { email })} where user_id = ${id} and provider = 'email'`
    }
    if (hash) await tx`update auth.users set encrypted_password = ${hash} where id = ${id}`
    if (userMeta)
      await tx`update auth.users set raw_user_meta_data = ${asJson(tx, mergeMeta(user.raw_user_meta_data, userMeta))} where id = ${id}`
    if (appMeta)
      await tx`update auth.users set raw_app_meta_data = ${asJson(tx, mergeMeta(user.raw_app_meta_data, appMeta))} where id = ${id}`
    if (confirm === true)
      await tx`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ${id}`
    if (role) await tx`update auth.users set role = ${role} where id = ${id}`
    if (bannedUntil !== undefined) {
      await tx`update auth.users set banned_until = ${bannedUntil} where id = ${id}`
      // a ban ends the user's sessions at once, so refresh tokens stop working too
      if (bannedUntil) await tx`delete from auth.sessions where user_id = ${id}`
    }
    await tx`update auth.users set updated_at = now() where id = ${id}`
  })
  return { status: 200, body: await userJson(ctx.sql, await loadUser(ctx, id)) }
}

export async function deleteAdminUser(ctx: PlatformContext, req: IncomingMessage, id: string): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const user = await loadUser(ctx, id)
  const body = await readObject(req)
  try {
    if (bool(body, 'should_soft_delete')) {
      // GoTrue's soft delete: the row stays (for foreign keys) but can no longer sign in, and its email is freed
      await ctx.sql.begin(async (tx) => {
        await tx`update auth.users set deleted_at = now(), email = null, encrypted_password = null, phone = null,
                 raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = ${id}`
        await tx`delete from auth.sessions where user_id = ${id}`
        await tx`delete from auth.identities where user_id = ${id}`
        await tx`delete from auth.mfa_factors where user_id = ${id}`
      })
    } else {
      await ctx.sql`delete from auth.users where id = ${id}`
    }
  } catch (e) {
    throw new AuthError(500, 'unexpected_failure', 'Database error deleting user', { detail: (e as Error).message })
  }
  return { status: 200, body: await userJson(ctx.sql, user) }
}

export async function listUserFactors(ctx: PlatformContext, req: IncomingMessage, id: string): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const user = await loadUser(ctx, id)
  const rows = await ctx.sql`select * from auth.mfa_factors where user_id = ${user.id} order by created_at`
  return { status: 200, body: rows.map(factorJson) }
}

export async function deleteUserFactor(
  ctx: PlatformContext,
  req: IncomingMessage,
  id: string,
  factorId: string,
): Promise<Result> {
  await requireAdmin(req, ctx.cfg.jwtSecret)
  const user = await loadUser(ctx, id)
  const [f] = /^[0-9a-f-]{36}$/i.test(factorId)
    ? await ctx.sql`delete from auth.mfa_factors where id = ${factorId} and user_id = ${user.id} returning *`
    : []
  if (!f) throw notFound('mfa_factor_not_found', 'Factor not found')
  return { status: 200, body: factorJson(f) }
}
