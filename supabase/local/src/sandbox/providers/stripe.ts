/**
 * Stripe sandbox: Connect OAuth (authorize, /oauth/token, /oauth/deauthorize), GET /v1/account for a connected
 * account's token, the account's lists (stripe/lists.ts), and events signed with Stripe-Signature (t=, v1=) exactly as Stripe does, via the official SDK.
 * Everything lives under /stripe; the edge functions map api.stripe.com and connect.stripe.com onto it.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Stripe from 'stripe'
import type { SandboxRouter } from '../server.ts'
import { sendJson } from '../../http.ts'
import { mountLists } from './stripe/lists.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'
import {
  accountName,
  authorize,
  bearer,
  issue,
  readParams,
  redeemCode,
  redeemRefresh,
  revokeAccount,
  sandboxApp,
} from '../oauth-grants.ts'

const TEN_YEARS = 10 * 365 * 86_400 // Stripe's OAuth access tokens do not expire
const PREFIXES = { access: 'sk_test_', refresh: 'rt_' }
const alnum = (n: number) =>
  Array.from(randomBytes(n), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join('')

/** OAuth errors are `{error, error_description}`; the SDK turns them into StripeInvalidGrantError and friends. */
const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
  sendJson(res, status, { error, error_description: description })

/** The platform's secret key authenticates /oauth/token and /oauth/deauthorize (the SDK sends it as Bearer). */
const platformOk = (req: IncomingMessage) =>
  (req.headers.authorization ?? '') === `Bearer ${sandboxApp('stripe').clientSecret}`

function account(id: string) {
  const name = accountName('Sandbox Shop', id)
  return {
    id,
    object: 'account',
    type: 'standard',
    business_profile: { name, mcc: null, support_email: null, url: null },
    settings: { dashboard: { display_name: name, timezone: 'America/New_York' } },
    email: `owner+${id.toLowerCase()}@example.test`,
    country: 'US',
    default_currency: 'usd',
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    created: nowSeconds(),
  }
}

function mountConnect(r: SandboxRouter) {
  r.add('GET', '/stripe/oauth/authorize', (_req, res, url) =>
    authorize(res, url, {
      provider: 'stripe',
      codePrefix: 'ac_',
      newAccount: () => `acct_${alnum(16)}`,
      check: (q) =>
        (q.get('response_type') ?? 'code') !== 'code'
          ? 'unsupported_response_type'
          : !['read_write', 'read_only'].includes(q.get('scope') ?? 'read_only')
            ? 'invalid_scope'
            : undefined,
    }),
  )

  r.add('POST', '/stripe/oauth/token', async (req, res) => {
    if (!platformOk(req)) return oauthError(res, 401, 'invalid_client', 'Invalid API Key provided')
    const p = await readParams(req)
    let grant: { p: string; a: string; g: string; s?: string } | undefined
    if (p.grant_type === 'authorization_code') {
      grant = redeemCode('stripe', p.code, null)
      if (!grant) return oauthError(res, 400, 'invalid_grant', `Authorization code does not exist: ${p.code ?? ''}`)
    } else if (p.grant_type === 'refresh_token') {
      grant = redeemRefresh('stripe', p.refresh_token, false)
      if (!grant) return oauthError(res, 400, 'invalid_grant', `Refresh token does not exist: ${p.refresh_token ?? ''}`)
    } else {
      return oauthError(res, 400, 'unsupported_grant_type', `Unsupported grant type: ${p.grant_type ?? ''}`)
    }
    const t = issue(grant, PREFIXES, { access: TEN_YEARS, refresh: TEN_YEARS })
    sendJson(res, 200, {
      access_token: t.access,
      livemode: false,
      refresh_token: p.grant_type === 'refresh_token' ? p.refresh_token : t.refresh,
      token_type: 'bearer',
      stripe_publishable_key: `pk_test_${alnum(24)}`,
      stripe_user_id: grant.a,
      scope: grant.s ?? 'read_only',
    })
  })

  r.add('POST', '/stripe/oauth/deauthorize', async (req, res) => {
    if (!platformOk(req)) return oauthError(res, 401, 'invalid_client', 'Invalid API Key provided')
    const p = await readParams(req)
    if (p.client_id !== sandboxApp('stripe').clientId)
      return oauthError(res, 401, 'invalid_client', `No such application: '${p.client_id ?? ''}'`)
    if (!p.stripe_user_id || revokeAccount('stripe', p.stripe_user_id) === 0)
      return oauthError(
        res,
        401,
        'invalid_client',
        `This application is not connected to stripe account ${p.stripe_user_id ?? ''}, or that account does not exist.`,
      )
    sendJson(res, 200, { stripe_user_id: p.stripe_user_id })
  })

  r.add('GET', '/stripe/v1/account', (req, res) => {
    const c = bearer('stripe', req)
    if (!c)
      return sendJson(res, 401, {
        error: { message: 'Invalid API Key provided: sk_test_****', type: 'invalid_request_error' },
      })
    sendJson(res, 200, account(c.a))
  })
}

/** A Stripe event envelope around `data.object`; fills in id, created and api_version when the caller leaves them out. */
function stripeEvent(body: Record<string, unknown>) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'balance.available',
    data: { object: {} },
    ...body,
  }
}

export function mount(r: SandboxRouter) {
  mountConnect(r)
  mountLists(r)
  mountWebhookSender(r, 'stripe', '/api/event-bus/stripe', (req, url) => {
    const body =
      typeof req.body === 'string' ? req.body : JSON.stringify(stripeEvent((req.body ?? {}) as Record<string, unknown>))
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: req.secret ?? secretFor('STRIPE_WEBHOOK_SECRET'),
      timestamp: req.timestamp ?? nowSeconds(),
    })
    return {
      url: req.url ?? url,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': header,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: bodyText(body),
    }
  })
}
