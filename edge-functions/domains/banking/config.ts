/**
 * Where the banking core is and who we are to it (docs/banking.md "The core's API"): BANKING_CORE_API_URL (locally the
 * project's sandbox, SANDBOX_URL/banking-core/v1), BANKING_CORE_API_KEY (the platform's key: the core knows the
 * product, not each organization) and BANKING_CORE_WEBHOOK_SECRET (what the core signs its webhooks with). Local and
 * test environments fall back to the sandbox's documented defaults; anywhere else an unset value is an error.
 */
import { env } from '../../_shared/env.ts'
import { webhookSecret } from '../webhooks/webhook-secret.ts'

export type BankingCoreConfig = {
  url: string
  apiKey: string
  webhookSecret: string
  sandbox: boolean
}

const local = () => env.appEnv === 'local' || env.appEnv === 'test'

function need(name: string, fallback: string): string {
  const v = Deno.env.get(name)
  if (v) return v
  if (local()) return fallback
  throw new Error(`Environment variable ${name} is not set`)
}

export function bankingCoreConfig(): BankingCoreConfig {
  const sandboxCore = env.sandboxUrl ? `${env.sandboxUrl.replace(/\/$/, '')}/banking-core/v1` : ''
  const url = need('BANKING_CORE_API_URL', sandboxCore).replace(/\/$/, '')
  return {
    url,
    // local and test environments fall back to the sandbox's documented defaults (LOCAL_WEBHOOK_SECRETS)
    apiKey: webhookSecret('BANKING_CORE_API_KEY'),
    webhookSecret: webhookSecret('BANKING_CORE_WEBHOOK_SECRET'),
    // the sandbox helpers (fund, settle, return …) exist only on the project's sandbox core
    sandbox: Boolean(env.sandboxUrl) && url.startsWith(env.sandboxUrl.replace(/\/$/, '')),
  }
}
