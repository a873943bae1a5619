/** Settings every function reads; the same names hosted Supabase injects (plus SUPABASE_JWT_SECRET, set as a secret). */
const get = (k: string, fallback?: string) => {
  const v = Deno.env.get(k) ?? fallback
  if (v === undefined) throw new Error(`Missing environment variable ${k}`)
  return v
}

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
  get dbUrl() {
    return get('SUPABASE_DB_URL')
  },
  get jwtSecret() {
    return get('SUPABASE_JWT_SECRET')
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
