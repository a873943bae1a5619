/** What every platform service receives: settings, an admin database pool and a logger. */
import postgres from 'postgres'
import type { PlatformConfig } from './config.ts'

export type Sql = postgres.Sql
export type Log = (service: string, message: string, extra?: unknown) => void

export type PlatformContext = { cfg: PlatformConfig; sql: Sql; log: Log }

export function createContext(cfg: PlatformConfig, log: Log): PlatformContext {
  const sql = postgres(cfg.dbUrl, { max: 20, onnotice: () => {}, idle_timeout: 30 })
  return { cfg, sql, log }
}

/**
 * Runs fn in a transaction as the caller: role `authenticated`/`anon` and request.jwt.claims set, so RLS decides.
 * This is how storage and realtime authorisation reach the same policies hosted Supabase evaluates.
 */
export async function asUser<T>(
  sql: Sql,
  claims: Record<string, unknown>,
  fn: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  const role =
    claims.role === 'service_role' ? 'service_role' : claims.role === 'authenticated' ? 'authenticated' : 'anon'
  return (await sql.begin(async (tx) => {
    await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
    return await fn(tx)
  })) as T
}
