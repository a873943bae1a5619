/**
 * Database access. User requests run as the user: a transaction with role `authenticated` and request.jwt.claims,
 * so RLS is the primary guard. `asService` is for webhooks and jobs only, which filter by organization themselves.
 */
import postgres from 'postgres'
import { env } from './env.ts'

export type Sql = postgres.Sql
export type Tx = postgres.TransactionSql
/** A result row as postgres.js types it (columns by name). */
export type Row = postgres.Row
export type Claims = {
  sub: string
  role: string
  email?: string
  aal?: string
  session_id?: string
  [k: string]: unknown
}

/**
 * Connections of this process: two per CPU core (at least four). More only take turns on the same cores: on two
 * cores the banking benchmark did about 15% fewer payments a second with ten. DB_POOL_MAX overrides.
 */
const POOL_MAX = Number(Deno.env.get('DB_POOL_MAX') ?? Math.max(4, 2 * navigator.hardwareConcurrency))

let pool: Sql | undefined
export function db(): Sql {
  pool ??= postgres(env.dbUrl, { max: POOL_MAX, onnotice: () => {}, idle_timeout: 20, prepare: false })
  return pool
}

export async function asUser<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await db().begin(async (tx) => {
    await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
    return await fn(tx)
  })) as T
}

/**
 * The caller's claims for one statement, in its own transaction: `${callerClaims(sql, claims)} select … from caller`
 * sets them (locally) before the rest runs, saving asUser's BEGIN, settings and COMMIT round trips on a hot path. The
 * role stays the API's, so RLS does not apply: only for security-definer functions that check the caller themselves
 * (auth.uid()), as they would under asUser.
 */
export function callerClaims(sql: Sql, claims: Claims) {
  return sql`with caller as materialized (select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true))`
}

export async function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await db().begin(async (tx) => {
    await tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${JSON.stringify({ role: 'service_role' })}, true)`
    return await fn(tx)
  })) as T
}

export async function closeDb() {
  await pool?.end({ timeout: 1 })
  pool = undefined
}
