/**
 * The environment the edge functions, the job worker and the ledger command line run with: where the platform's
 * services are and the keys they take. Light on purpose (config and two constants): the ledger CLI loads it in Deno
 * before anything else.
 */
import type { PlatformConfig } from './config.ts'
import { secretFor } from './sandbox/webhook-delivery.ts'

export function functionEnv(cfg: PlatformConfig): Record<string, string> {
  return {
    SUPABASE_URL: cfg.apiUrl,
    SUPABASE_ANON_KEY: cfg.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
    SUPABASE_DB_URL: cfg.dbUrl,
    SUPABASE_JWT_SECRET: cfg.jwtSecret,
    APP_ENV: cfg.profile === 'test' ? 'test' : 'local',
    SANDBOX_URL: `http://127.0.0.1:${cfg.ports.sandbox}`,
    WEB_URL: `http://127.0.0.1:${cfg.ports.web}`,
    // the banking core (docs/banking-core.md): the sandbox's, with the key and secret the sandbox itself uses
    BANKING_CORE_API_URL: `http://127.0.0.1:${cfg.ports.sandbox}/banking-core/v1`,
    BANKING_CORE_API_KEY: secretFor('BANKING_CORE_API_KEY'),
    BANKING_CORE_WEBHOOK_SECRET: secretFor('BANKING_CORE_WEBHOOK_SECRET'),
  }
}
