/**
 * The environment the edge functions, the job worker and the ledger command line run with: where the platform's
 * services are and the keys they take, under the names hosted Supabase injects (docs/hosted.md "Secrets"). Light on
 * purpose (config and two constants): the ledger CLI loads it in Deno before anything else.
 */
import type { PlatformConfig } from './config.ts'
import { secretFor } from './sandbox/webhook-delivery.ts'
import { StartupError } from './startup-error.ts'

/**
 * The only `SUPABASE_` names a hosted function receives (supabase.com/docs/guides/functions/secrets). Hosted refuses
 * to store a secret under any other name with that prefix (`supabase secrets set` skips it), so code reading one
 * would find nothing there: the local runner refuses them too (refuseReservedSecrets).
 */
export const HOSTED_SUPABASE_NAMES = [
  'SUPABASE_URL',
  'SUPABASE_DB_URL',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_JWKS',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
]

/** The local stand-in for the secret pg_cron presents to POST /jobs/run (docs/hosted.md); never use it there. */
export const LOCAL_JOBS_RUN_SECRET = 'local-jobs-run-secret: never use in production'

export function functionEnv(cfg: PlatformConfig): Record<string, string> {
  return {
    SUPABASE_URL: cfg.apiUrl,
    SUPABASE_ANON_KEY: cfg.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
    SUPABASE_DB_URL: cfg.dbUrl,
    // the key set user tokens verify against, inline as hosted injects it (also served at /auth/v1/.well-known/jwks.json)
    SUPABASE_JWKS: JSON.stringify(cfg.jwks),
    APP_ENV: cfg.profile === 'test' ? 'test' : 'local',
    JOBS_RUN_SECRET: LOCAL_JOBS_RUN_SECRET,
    SANDBOX_URL: `http://127.0.0.1:${cfg.ports.sandbox}`,
    WEB_URL: `http://127.0.0.1:${cfg.ports.web}`,
    // the banking core (docs/banking-core.md): the sandbox's, with the key and secret the sandbox itself uses
    BANKING_CORE_API_URL: `http://127.0.0.1:${cfg.ports.sandbox}/banking-core/v1`,
    BANKING_CORE_API_KEY: secretFor('BANKING_CORE_API_KEY'),
    BANKING_CORE_WEBHOOK_SECRET: secretFor('BANKING_CORE_WEBHOOK_SECRET'),
  }
}

/** The `SUPABASE_` names in an environment that hosted Supabase would never give a function. */
export const reservedSecrets = (env: Record<string, string | undefined>) =>
  Object.keys(env).filter((k) => k.startsWith('SUPABASE_') && !HOSTED_SUPABASE_NAMES.includes(k))

/** Fails the start when the functions would receive a secret hosted cannot hold, so code reading it fails here first. */
export function refuseReservedSecrets(env: Record<string, string | undefined>) {
  const names = reservedSecrets(env)
  if (names.length === 0) return
  throw new StartupError(
    `The edge functions would receive ${names.join(', ')}, but hosted Supabase reserves the SUPABASE_ prefix: it injects only ${HOSTED_SUPABASE_NAMES.join(', ')} and refuses to store any other secret named SUPABASE_….`,
    'Unset it (or give the secret a name without the SUPABASE_ prefix and read that name), then start again.',
  )
}
