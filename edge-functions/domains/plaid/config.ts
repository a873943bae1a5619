/**
 * Where Plaid is and who we are to it: PLAID_API_URL (locally the project's sandbox, SANDBOX_URL/plaid; elsewhere
 * Plaid's production host), PLAID_CLIENT_ID and PLAID_SECRET (local defaults only in local and test environments).
 * The intake's webhook verification reads the same three (webhooks/provider-config.ts).
 */
import { env } from '../../_shared/env.ts'
import { webhookSecret } from '../webhooks/webhook-secret.ts'

export type PlaidConfig = { url: string; clientId: string; secret: string }

export function plaidConfig(): PlaidConfig {
  const local = env.appEnv === 'local' || env.appEnv === 'test'
  return {
    url: (
      Deno.env.get('PLAID_API_URL') ?? (local ? `${env.sandboxUrl}/plaid` : 'https://production.plaid.com')
    ).replace(/\/$/, ''),
    clientId: webhookSecret('PLAID_CLIENT_ID'),
    secret: webhookSecret('PLAID_SECRET'),
  }
}

/** Where Plaid sends this app's webhooks (the spine's intake). */
export const plaidWebhookUrl = () =>
  Deno.env.get('PLAID_WEBHOOK_URL') ?? `${env.supabaseUrl}/functions/v1/webhooks/api/event-bus/plaid`
