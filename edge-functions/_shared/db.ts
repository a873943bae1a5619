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

/**
 * Why a transaction that never reached its work may be tried again: the server is restarting or shutting down
 * (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), or the connection was closed or refused
 * before BEGIN. Hosted Postgres restarts for maintenance and upgrades, and a pooled connection still on the old server
 * fails exactly like this; nothing of the work ran, so running it again is the same as running it once.
 */
const RESTARTING = new Set([
  '57P01',
  '57P02',
  '57P03',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ConnectionRefused',
  'ConnectionReset',
])
/** About 6 s of waiting in all (0.1 s doubling), longer than a fast restart and shorter than a request's patience. */
const RESTART_RETRIES = 6

export function restarting(e: unknown): boolean {
  const err = e as { code?: string; name?: string }
  return RESTARTING.has(err?.code ?? '') || RESTARTING.has(err?.name ?? '')
}

/**
 * One transaction as `role` with `claims`. It is begun again when the server restarts before `fn` starts (see
 * RESTARTING); once `fn` runs, a failure is the caller's, since `fn` may already have called a provider.
 */
async function transaction<T>(role: string, claims: Claims | { role: string }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let started = false
    try {
      return (await db().begin(async (tx) => {
        await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
        started = true
        return await fn(tx)
      })) as T
    } catch (e) {
      if (started || attempt >= RESTART_RETRIES || !restarting(e)) throw e
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt))
    }
  }
}

export function asUser<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction('authenticated', claims, fn)
}

export function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction('service_role', { role: 'service_role' }, fn)
}

export async function closeDb() {
  await pool?.end({ timeout: 1 })
  pool = undefined
}
