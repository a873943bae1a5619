/** auth.users rows: lookup, creation, password hashing, and the User JSON supabase-js reads. */
import bcrypt from 'bcryptjs'
import type postgres from 'postgres'
import type { Sql } from '../context.ts'
import { unprocessable, AuthError } from './errors.ts'

export type UserRow = {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  phone: string | null
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
}

/** the pool or a transaction */
export type Db = Sql | postgres.TransactionSql

export async function findUserById(sql: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined
  const [u] = await sql<UserRow[]>`select * from auth.users where id = ${id} and deleted_at is null`
  return u
}

export async function findUserByEmail(sql: Db, email: string): Promise<UserRow | undefined> {
  const [u] = await sql<
    UserRow[]
  >`select * from auth.users where lower(email) = ${email.toLowerCase()} and deleted_at is null`
  return u
}

/** A jsonb parameter: postgres.js serialises it once (a pre-stringified value would be stored as a JSON string). */
export const asJson = (db: Db, v: unknown) => db.json(v as postgres.JSONValue)

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)

/**
 * bcrypt with the `$2a$` prefix: the same algorithm as `$2b$` for passwords under 72 bytes, and the prefix pgcrypto's
 * crypt() (used by the seed) and GoTrue (Go's bcrypt) both write and read.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(10)).replace(/^\$2b\$/, '$2a$')
  return await bcrypt.hash(password, salt)
}

// compared against when the user does not exist, so a wrong email costs the same time as a wrong password
const DUMMY_HASH = '$2a$10$7caSSHgJOkHZ8k6ZCQlo/eYnrqTCv12HbDg69q5V9lUnrkicyGEaC'

export async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  const hash = user?.encrypted_password
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH).catch(() => false)
    return false
  }
  return await bcrypt.compare(password, hash).catch(() => false)
}

/** GoTrue semantics for metadata updates: keys are merged, a null value removes the key. */
export function mergeMeta(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...(current ?? {}) }
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k]
    else out[k] = v
  }
  return out
}

type NewUser = {
  email: string
  password?: string
  confirmed: boolean
  invited?: boolean
  userMeta?: Record<string, unknown>
  appMeta?: Record<string, unknown>
  role?: string
  phone?: string
  id?: string
  bannedUntil?: Date | null
}

/** Inserts the user and its email identity. A taken email answers 422 with the code GoTrue uses for the caller. */
export async function createUser(
  sql: Sql,
  u: NewUser,
  takenCode: 'user_already_exists' | 'email_exists',
): Promise<UserRow> {
  const hash = u.password ? await hashPassword(u.password) : null
  const appMeta = { provider: 'email', providers: ['email'], ...(u.appMeta ?? {}) }
  try {
    return (await sql.begin(async (tx) => {
      const [row] = await tx<UserRow[]>`
        insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
                                raw_app_meta_data, raw_user_meta_data, phone, banned_until)
        values (coalesce(${u.id ?? null}::uuid, gen_random_uuid()), 'authenticated', ${u.role ?? 'authenticated'}, ${u.email}, ${hash},
                ${u.confirmed ? new Date() : null}, ${u.invited ? new Date() : null}, ${u.invited ? new Date() : null},
                ${asJson(tx, appMeta)}, ${asJson(tx, u.userMeta ?? {})}, ${u.phone ?? null}, ${u.bannedUntil ?? null})
        returning *`
      await tx`insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
               values (${row.id}, ${row.id}, ${asJson(tx, { sub: row.id, email: u.email, email_verified: u.confirmed, phone_verified: false })}, 'email', now())`
      return row
    })) as UserRow
  } catch (e) {
    if ((e as { code?: string }).code === '23505') {
      throw unprocessable(
        takenCode,
        takenCode === 'email_exists'
          ? 'A user with this email address has already been registered'
          : 'User already registered',
      )
    }
    // a failing trigger (e.g. the public.users profile insert) surfaces like GoTrue's "Database error saving new user"
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user', { detail: (e as Error).message })
  }
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined)

/** User JSON as GoTrue serialises it; `factors` appears only when the user has any (GoTrue omits it when empty). */
export async function usersJson(sql: Db, rows: UserRow[]): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const factors =
    await sql`select id, user_id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
                            from auth.mfa_factors where user_id = any(${ids}::uuid[]) order by created_at`
  const identities = await sql`select * from auth.identities where user_id = any(${ids}::uuid[]) order by created_at`
  return rows.map((u) => {
    const mine = factors
      .filter((f) => f.user_id === u.id)
      .map((f) => ({
        id: f.id,
        status: f.status,
        friendly_name: f.friendly_name ?? '',
        factor_type: f.factor_type,
        created_at: iso(f.created_at),
        updated_at: iso(f.updated_at),
        last_challenged_at: iso(f.last_challenged_at),
      }))
    const ids = identities
      .filter((i) => i.user_id === u.id)
      .map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email ?? undefined,
      }))
    return {
      id: u.id,
      aud: u.aud ?? 'authenticated',
      role: u.role ?? 'authenticated',
      email: u.email ?? '',
      email_confirmed_at: iso(u.email_confirmed_at),
      phone: u.phone ?? '',
      confirmation_sent_at: iso(u.confirmation_sent_at),
      confirmed_at: iso(u.email_confirmed_at),
      invited_at: iso(u.invited_at),
      last_sign_in_at: iso(u.last_sign_in_at),
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      identities: ids,
      ...(mine.length ? { factors: mine } : {}),
      created_at: iso(u.created_at),
      updated_at: iso(u.updated_at),
      banned_until: iso(u.banned_until),
      is_anonymous: u.is_anonymous,
    }
  })
}

export async function userJson(sql: Db, row: UserRow) {
  return (await usersJson(sql, [row]))[0]
}
