/** Contract-test helpers: the real supabase-js pointed at the running local platform (npm test starts it). */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import postgres from 'postgres'
import { loadConfig } from '../src/config.ts'

export const cfg = loadConfig((process.env.PLATFORM_PROFILE as 'dev' | 'test') ?? 'test')

/** Node 20 has no global WebSocket: supabase-js needs `ws` as its realtime transport. */
export function client(key = cfg.anonKey): SupabaseClient {
  return createClient(cfg.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as any },
  })
}

export async function signedIn(email: string, password = 'demo-password-1') {
  const c = client()
  const { data, error } = await c.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { client: c, session: data.session!, user: data.user! }
}

let admin: postgres.Sql | undefined
/** Superuser connection for arranging fixtures a test needs (never used to assert on behalf of a user). */
export function adminSql() {
  admin ??= postgres(cfg.dbUrl, { max: 2, onnotice: () => {} })
  return admin
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
