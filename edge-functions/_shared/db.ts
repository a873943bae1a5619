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

let pool: Sql | undefined
export function db(): Sql {
  pool ??= postgres(env.dbUrl, { max: 10, onnotice: () => {}, idle_timeout: 20, prepare: false })
  return pool
}

export async function asUser<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await db().begin(async (tx) => {
    await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
    return await fn(tx)
  })) as T
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
