/**
 * Reads a provider secret from the environment. In local and test environments an unset variable falls back to
 * the documented local default the sandbox signs with; in any other environment an unset secret is an error, so a
 * misconfigured deployment fails loudly instead of accepting unsigned deliveries.
 */
import { env } from '../../_shared/env.ts'
import { LOCAL_WEBHOOK_SECRETS, type TWebhookSecretName } from '../../../shared/schemas/webhooks.ts'

export function webhookSecret(name: TWebhookSecretName): string {
  const value = Deno.env.get(name)
  if (value) return value
  if (env.appEnv === 'local' || env.appEnv === 'test') return LOCAL_WEBHOOK_SECRETS[name]
  throw new Error(`Environment variable ${name} is not set`)
}
