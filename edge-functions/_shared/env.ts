/**
 * Settings every function reads. `SUPABASE_*` are only the names hosted Supabase injects itself (it refuses to store
 * any other secret with that prefix); everything a deployment sets has a name of its own (docs/hosted.md "Secrets").
 */
const get = (k: string, fallback?: string) => {
  const v = Deno.env.get(k) ?? fallback
  if (v === undefined) throw new Error(`Missing environment variable ${k}`)
  return v
}
const optional = (k: string) => Deno.env.get(k) || undefined

export const env = {
  get supabaseUrl() {
    return get('SUPABASE_URL')
  },
  get anonKey() {
    return get('SUPABASE_ANON_KEY')
  },
  get serviceRoleKey() {
    return get('SUPABASE_SERVICE_ROLE_KEY')
  },
  /** A pooler URL set as DB_URL wins over the injected direct connection (db.ts says why). */
  get dbUrl() {
    return optional('DB_URL') ?? get('SUPABASE_DB_URL')
  },
  /** The project's key set, inline (hosted injects it); without it auth.ts fetches SUPABASE_URL's JWKS. */
  get jwks() {
    return optional('SUPABASE_JWKS')
  },
  /** The legacy HS256 secret, for a project whose users still hold tokens of it; unset, HS256 tokens are refused. */
  get legacyJwtSecret() {
    return optional('AUTH_JWT_SECRET')
  },
  /** What pg_cron's call of POST /jobs/run presents (the Vault secret `jobs_run_secret`). */
  get jobsRunSecret() {
    return optional('JOBS_RUN_SECRET')
  },
  get appEnv() {
    return get('APP_ENV', 'production') as 'local' | 'development' | 'production' | 'test'
  },
  get sandboxUrl() {
    return get('SANDBOX_URL', '')
  },
  get webUrl() {
    return get('WEB_URL', '')
  },
}

/** The local platform and the test suite run with fixed stand-in secrets; anything else must set real ones. */
export const isLocal = () => env.appEnv === 'local' || env.appEnv === 'test'
