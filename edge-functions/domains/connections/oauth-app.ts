/**
 * A provider's OAuth app and where its hosts are. Client credentials come from the variables in OAUTH_APP_ENV
 * (STRIPE_CLIENT_ID / STRIPE_SECRET_KEY, GUSTO_CLIENT_ID / GUSTO_CLIENT_SECRET …); outside production an unset one
 * falls back to the local sandbox's app, in production it is an error. Hosts: an explicit `<PROVIDER>_…_BASE`
 * variable, else the local sandbox (SANDBOX_URL/<provider>) outside production, else the provider's real host.
 */
import { env } from '../../_shared/env.ts'
import { LOCAL_OAUTH_APPS, OAUTH_APP_ENV, type TOAuthAppProvider } from '../../../shared/schemas/oauth-apps.ts'

export type OAuthApp = { clientId: string; clientSecret: string }

function setting(name: string, localDefault: string): string {
  const v = Deno.env.get(name)
  if (v) return v
  if (env.appEnv === 'production') throw new Error(`Missing environment variable ${name}`)
  return localDefault
}

export function oauthApp(provider: TOAuthAppProvider): OAuthApp {
  const names = OAUTH_APP_ENV[provider]
  return {
    clientId: setting(names.clientId, LOCAL_OAUTH_APPS[provider].clientId),
    clientSecret: setting(names.clientSecret, LOCAL_OAUTH_APPS[provider].clientSecret),
  }
}

/** The base URL of one of a provider's hosts (no trailing slash). */
export function providerBase(provider: TOAuthAppProvider, envName: string, production: string): string {
  const v = Deno.env.get(envName)
  if (v) return v.replace(/\/$/, '')
  if (env.sandboxUrl && env.appEnv !== 'production') return `${env.sandboxUrl.replace(/\/$/, '')}/${provider}`
  return production
}

export const basicAuth = (app: OAuthApp) => `Basic ${btoa(`${app.clientId}:${app.clientSecret}`)}`
