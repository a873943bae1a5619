/** Where the intake reaches provider APIs it needs for verification (the local sandbox in local and test environments). */
import { env, isLocal as local } from '../_shared/env.ts'
import { webhookSecret } from '../domains/webhooks/webhook-secret.ts'
import type { PlaidApi } from '../domains/webhooks/verify-plaid-verification.ts'
import type { PubSubAuth } from '../domains/webhooks/verify-pubsub-push.ts'

export const plaidApi = (): PlaidApi => ({
  url: Deno.env.get('PLAID_API_URL') ?? (local() ? `${env.sandboxUrl}/plaid` : 'https://production.plaid.com'),
  clientId: webhookSecret('PLAID_CLIENT_ID'),
  secret: webhookSecret('PLAID_SECRET'),
})

export const pubSubAuth = (): PubSubAuth => ({
  jwksUrl:
    Deno.env.get('GOOGLE_OIDC_JWKS_URL') ??
    (local() ? `${env.sandboxUrl}/pubsub/oauth2/v3/certs` : 'https://www.googleapis.com/oauth2/v3/certs'),
  audience: webhookSecret('PUBSUB_AUDIENCE'),
  serviceAccount: webhookSecret('PUBSUB_SERVICE_ACCOUNT'),
})
