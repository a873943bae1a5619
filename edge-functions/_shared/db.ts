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

/** The program this process runs (serve, worker, a test file), as the database's pg_stat_activity shows it. */
const APPLICATION = `edge-functions/${Deno.mainModule.split('/').pop()?.replace(/\.ts$/, '') ?? 'deno'}`

let pool: Sql | undefined
/**
 * The process's pool. Statements are prepared once per connection (PostgreSQL parses and plans them once, postgres.js
 * builds their encoders once): unprepared, the banking benchmark's database spent 0.4 ms more on every payment.
 */
export function db(): Sql {
  pool ??= postgres(env.dbUrl, {
    max: POOL_MAX,
    onnotice: () => {},
    idle_timeout: 20,
    prepare: true,
    connection: { application_name: APPLICATION },
  })
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
