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
 * cores the banking benchmark did about 15% fewer payments a second with ten. DB_POOL_MAX overrides: on hosted
 * Supabase every isolate has a pool of its own, so 1-2 there (docs/hosted.md "Database connections").
 */
const POOL_MAX = Number(Deno.env.get('DB_POOL_MAX') ?? Math.max(4, 2 * navigator.hardwareConcurrency))

/** The program this process runs (serve, worker, a test file), as the database's pg_stat_activity shows it. */
const APPLICATION = `edge-functions/${Deno.mainModule.split('/').pop()?.replace(/\.ts$/, '') ?? 'deno'}`

/**
 * Whether statements may be prepared on a connection to this URL. Prepared statements live in a server session, and
 * a transaction-mode pooler hands each transaction whichever session is free, so one prepared on one session is
 * missing on the next: Supabase's transaction poolers (Supavisor at <region>.pooler.supabase.com and the dedicated
 * PgBouncer) listen on port 6543. Its session mode (port 5432) and a direct connection keep one session per client.
 */
export function preparesStatements(url: string): boolean {
  return new URL(url).port !== '6543'
}

let pool: Sql | undefined
/**
 * The process's pool, to DB_URL when set (a pooler URL: the injected SUPABASE_DB_URL cannot be changed) else
 * SUPABASE_DB_URL. Statements are prepared once per connection where the URL allows it (PostgreSQL parses and plans
 * them once, postgres.js builds their encoders once): unprepared, the banking benchmark's database spent 0.4 ms more
 * on every payment. `asUser`/`asService` set role and claims with set_config(…, true) inside their transaction, so
 * they are safe behind a transaction pooler.
 */
export function db(): Sql {
  const url = env.dbUrl
  pool ??= postgres(url, {
    max: POOL_MAX,
    onnotice: () => {},
    idle_timeout: 20,
    prepare: preparesStatements(url),
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
