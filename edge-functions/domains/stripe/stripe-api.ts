/**
 * Stripe Connect OAuth through the official SDK: the authorize URL, the code exchanged at /oauth/token (its
 * stripe_user_id is the connected account), the account read with the account's own token, and /oauth/deauthorize.
 * The SDK always addresses api.stripe.com and connect.stripe.com; its fetch rewrites those origins to STRIPE_API_BASE /
 * STRIPE_CONNECT_BASE, which default to the local sandbox outside production.
 */
import Stripe from 'stripe'
import {
  ZStripeAccount,
  ZStripeOAuthTokenResponse,
  type TStripeAccount,
  type TStripeOAuthTokenResponse,
} from '../../../shared/schemas/stripe.ts'
import { oauthApp, providerBase } from '../connections/oauth-app.ts'
import { GrantRefusedError, ProviderError } from '../connections/provider-http.ts'

/** Read and write access to the connected account (payments, payouts and balance transactions are read later). */
export const STRIPE_SCOPE = 'read_write'
const HOSTS = { api: 'https://api.stripe.com', connect: 'https://connect.stripe.com' }

export type StripeConfig = { clientId: string; secretKey: string; apiBase: string; connectBase: string }

export function stripeConfig(): StripeConfig {
  const app = oauthApp('stripe')
  return {
    clientId: app.clientId,
    secretKey: app.clientSecret,
    apiBase: providerBase('stripe', 'STRIPE_API_BASE', HOSTS.api),
    connectBase: providerBase('stripe', 'STRIPE_CONNECT_BASE', HOSTS.connect),
  }
}

/** The SDK for a key, its requests sent to the configured bases (the sandbox locally). */
export function sdk(cfg: StripeConfig, apiKey: string): Stripe {
  const rebase = (url: string) => {
    for (const [host, base] of [
      [HOSTS.api, cfg.apiBase],
      [HOSTS.connect, cfg.connectBase],
    ])
      if (url.startsWith(host)) return base + url.slice(host.length)
    return url
  }
  return new Stripe(apiKey, {
    httpClient: Stripe.createFetchHttpClient((input: string | URL | Request, init?: RequestInit) =>
      fetch(rebase(String(input)), init),
    ),
    maxNetworkRetries: 1,
  })
}

/** SDK errors in the shapes every provider uses: a refused code or token is GrantRefusedError, the rest ProviderError. */
export async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidGrantError)
      throw new GrantRefusedError('stripe', 'invalid_grant', e.message)
    if (e instanceof Stripe.errors.StripeError) throw new ProviderError('stripe', e.statusCode ?? 0, e.raw, e.message)
    throw e
  }
}

export function authorizeUrl(cfg: StripeConfig, { state, redirectUri }: { state: string; redirectUri: string }) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: cfg.clientId,
    scope: STRIPE_SCOPE,
    redirect_uri: redirectUri,
    state,
  })
  return `${cfg.connectBase}/oauth/authorize?${query}`
}

export const exchangeCode = (cfg: StripeConfig, code: string): Promise<TStripeOAuthTokenResponse> =>
  call(async () =>
    ZStripeOAuthTokenResponse.parse(
      await sdk(cfg, cfg.secretKey).oauth.token({ grant_type: 'authorization_code', code }),
    ),
  )

/** The connected account, read with its own access token: proves the token works. */
export const retrieveAccount = (cfg: StripeConfig, accessToken: string): Promise<TStripeAccount> =>
  call(async () => ZStripeAccount.parse(await sdk(cfg, accessToken).accounts.retrieveCurrent()))

/** Disconnects the account from the platform: every token issued for it stops working. */
export const deauthorize = (cfg: StripeConfig, accountId: string) =>
  call(() => sdk(cfg, cfg.secretKey).oauth.deauthorize({ client_id: cfg.clientId, stripe_user_id: accountId }))

export const accountName = (a: TStripeAccount) =>
  a.settings?.dashboard?.display_name || a.business_profile?.name || a.email || null
