/**
 * Where the QuickBooks client talks to and with which app credentials. Locally everything defaults to the sandbox
 * (SANDBOX_URL/quickbooks); in production set QUICKBOOKS_CLIENT_ID/SECRET, QUICKBOOKS_REDIRECT_URI and
 * QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN, and the Intuit hosts are used. Token encryption and the OAuth state key are
 * every connection's (domains/connections/config.ts).
 */
import { env } from '../../_shared/env.ts'
import { LOCAL_WEBHOOK_SECRETS } from '../../../shared/schemas/webhooks.ts'

const INTUIT = {
  api: 'https://quickbooks.api.intuit.com',
  authorize: 'https://appcenter.intuit.com/connect/oauth2',
  token: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  revoke: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
}

/** Local-only defaults; production refuses to start a QuickBooks call without the real values. */
const LOCAL_DEFAULTS = {
  clientId: 'sandbox-client-id',
  clientSecret: 'sandbox-client-secret',
  webhookVerifier: LOCAL_WEBHOOK_SECRETS.QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN,
}

const opt = (k: string) => Deno.env.get(k) || undefined

function required(k: string, localDefault: string): string {
  const v = opt(k)
  if (v) return v
  if (env.appEnv === 'production') throw new Error(`Missing environment variable ${k}`)
  return localDefault
}

export type QuickbooksConfig = {
  clientId: string
  clientSecret: string
  redirectUri: string
  apiBase: string
  authorizeUrl: string
  tokenUrl: string
  revokeUrl: string
  webhookVerifier: string
  webUrl: string
}

export function quickbooksConfig(): QuickbooksConfig {
  const sandbox = env.sandboxUrl ? `${env.sandboxUrl.replace(/\/$/, '')}/quickbooks` : undefined
  // QUICKBOOKS_OAUTH_BASE points at a host serving Intuit's OAuth paths (the sandbox does); unset means Intuit.
  const oauthBase = opt('QUICKBOOKS_OAUTH_BASE') ?? sandbox
  return {
    clientId: required('QUICKBOOKS_CLIENT_ID', LOCAL_DEFAULTS.clientId),
    clientSecret: required('QUICKBOOKS_CLIENT_SECRET', LOCAL_DEFAULTS.clientSecret),
    redirectUri: opt('QUICKBOOKS_REDIRECT_URI') ?? `${env.supabaseUrl}/functions/v1/webhooks/api/quickbooks/callback`,
    apiBase: (opt('QUICKBOOKS_API_BASE') ?? sandbox ?? INTUIT.api).replace(/\/$/, ''),
    authorizeUrl: oauthBase ? `${oauthBase}/connect/oauth2` : INTUIT.authorize,
    tokenUrl: oauthBase ? `${oauthBase}/oauth2/v1/tokens/bearer` : INTUIT.token,
    revokeUrl: oauthBase ? `${oauthBase}/v2/oauth2/tokens/revoke` : INTUIT.revoke,
    webhookVerifier: required('QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN', LOCAL_DEFAULTS.webhookVerifier),
    webUrl: env.webUrl,
  }
}
