/**
 * Fixtures for the OAuth providers' connection tests (Stripe, Gusto, Rippling, Slack, Ramp): an organization with its
 * admin, the whole connect flow (API start → our start route if any → sandbox authorize → webhooks callback, the
 * edge functions in-process, the provider sandbox of the running stack), and per provider how to read a token back
 * and how to ask the provider whether a token still works.
 */
import { db } from '../_shared/db.ts'
import { call } from './api.ts'
import { newOrg, newUser } from './organizations.ts'
import { asBrowser, WEBHOOKS } from './browser.ts'
import { app as webhooks } from '../webhooks/app.ts'
import { authTest, slackAccessToken, slackConfig } from '../domains/slack/slack-api.ts'
import { getBusiness, rampAccessToken, rampConfig } from '../domains/ramp/ramp-api.ts'
import { currentCompany, ripplingAccessToken, ripplingConfig } from '../domains/rippling/rippling-api.ts'
import { gustoAccessToken, gustoConfig, tokenInfo } from '../domains/gusto/gusto-api.ts'
import { retrieveAccount, stripeConfig } from '../domains/stripe/stripe-api.ts'
import { loadSecret } from '../domains/connections/connection-store.ts'
import type { OAuthSecret } from '../domains/connections/oauth-token.ts'

export type OAuthProvider = 'stripe' | 'gusto' | 'rippling' | 'slack' | 'ramp'

export type Case = {
  provider: OAuthProvider
  /** The organizations column that mirrors the connection, and the value it should hold. */
  mirror?: { column: string; value: (c: { external_id: string; metadata: Record<string, unknown> }) => string }
  /** The provider's live-token function (absent: Stripe's tokens do not expire). */
  accessToken?: (orgId: string) => Promise<{ accessToken: string; refreshed: boolean }>
  /** One identity call with a token: resolves while the token works. */
  identity: (token: string) => Promise<unknown>
}

export const CASES: Case[] = [
  {
    provider: 'stripe',
    mirror: { column: 'stripe_account_id', value: (c) => c.external_id },
    identity: (t) => retrieveAccount(stripeConfig(), t),
  },
  {
    provider: 'gusto',
    mirror: { column: 'gusto_account_id', value: (c) => c.external_id },
    accessToken: (orgId) => gustoAccessToken({ orgId }),
    identity: (t) => tokenInfo(gustoConfig(), t),
  },
  {
    provider: 'rippling',
    mirror: { column: 'rippling_account_id', value: (c) => c.external_id },
    accessToken: (orgId) => ripplingAccessToken({ orgId }),
    identity: (t) => currentCompany(ripplingConfig(), t),
  },
  {
    provider: 'slack',
    mirror: { column: 'slack_channel_name', value: (c) => String(c.metadata.channel) },
    accessToken: (orgId) => slackAccessToken({ orgId }),
    identity: (t) => authTest(slackConfig(), t),
  },
  {
    provider: 'ramp',
    accessToken: (orgId) => rampAccessToken({ orgId }),
    identity: (t) => getBusiness(rampConfig(), t),
  },
]

export async function adminOrg(tag: string) {
  const admin = await newUser('user', tag)
  const orgId = await newOrg({ admins: [admin] })
  return { admin, orgId }
}

/** Our own URLs (begin step, start route, callback) run in-process as the browser; the provider's go to the sandbox. */
async function get(url: string): Promise<Response> {
  if (url.startsWith(WEBHOOKS)) return await asBrowser(url)
  return await fetch(url, { redirect: 'manual' })
}

export async function startUrl(org: { admin: string; orgId: string }, provider: OAuthProvider): Promise<string> {
  const r = await call(org.admin, 'POST', `/organizations/${org.orgId}/connections/${provider}/start`)
  if (r.status !== 200) throw new Error(`start answered ${r.status}: ${JSON.stringify(r.body)}`)
  return r.body.url
}

/**
 * Start's URL → our begin step → (our start route) → provider's authorize page; returns where the provider sends the
 * browser back.
 */
export async function authorize(url: string, extra: Record<string, string> = {}): Promise<URL> {
  let next = url
  for (let hop = 0; hop < 4; hop++) {
    const target = new URL(next)
    if (!next.startsWith(WEBHOOKS)) for (const [k, v] of Object.entries(extra)) target.searchParams.set(k, v)
    const res = await get(target.toString())
    await res.body?.cancel()
    if (res.status !== 302) throw new Error(`${target.pathname} answered ${res.status}`)
    next = res.headers.get('location')!
    if (next.startsWith(WEBHOOKS) && new URL(next).pathname.endsWith('/callback')) return new URL(next)
  }
  throw new Error('the authorize step never came back to the callback')
}

/** The callback, in-process, in the browser that began the flow (or `another` browser, without its cookie). */
export async function callback(back: URL, opts: { another?: true } = {}): Promise<{ status: number; location: URL }> {
  const res = opts.another
    ? await webhooks.request(back.pathname.slice(back.pathname.indexOf('/webhooks')) + back.search)
    : await get(back.toString())
  await res.body?.cancel()
  return { status: res.status, location: new URL(res.headers.get('location') ?? 'http://none/') }
}

export async function connect(
  org: { admin: string; orgId: string },
  provider: OAuthProvider,
  opts: { extra?: Record<string, string>; state?: (s: string) => string } = {},
) {
  const back = await authorize(await startUrl(org, provider), opts.extra)
  if (opts.state) back.searchParams.set('state', opts.state(back.searchParams.get('state') ?? ''))
  return { back, ...(await callback(back)) }
}

export type ConnectionRow = {
  id: string
  external_id: string
  status: string
  display_name: string | null
  metadata: Record<string, unknown>
  last_error_code: string | null
}

export async function connectionRow(orgId: string, provider: OAuthProvider) {
  const [row] = await db()`select * from public.provider_connections where organization_id = ${orgId}
    and provider = ${provider} order by connected_at desc limit 1`
  return row as ConnectionRow | undefined
}

export async function storedTokens(connectionId: string) {
  return (await loadSecret<OAuthSecret>(db() as never, connectionId, 'oauth'))?.value
}

export async function counts(orgId: string) {
  const [r] = await db()`select
    (select count(*)::int from public.provider_connections where organization_id = ${orgId}) as connections,
    (select count(*)::int from public.provider_secrets s join public.provider_connections c on c.id = s.connection_id
      where c.organization_id = ${orgId}) as secrets`
  return r as { connections: number; secrets: number }
}

/** Moves the stored access token's expiry to now, so the next call must refresh. */
export const expireAccessToken = (connectionId: string) =>
  db()`update public.provider_secrets set expires_at = now() where connection_id = ${connectionId} and name = 'oauth'`

/**
 * Waits until the jobs a connection queues for its organization (a first sync on connect: payroll, card spend) have
 * run, so a test that times token refreshes is not raced by the worker refreshing the same token.
 */
export async function waitForConnectJobs(orgId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const [busy] = await db()`select count(*)::int as n from public.jobs where organization_id = ${orgId}
      and (status = 'Running' or (status in ('Pending', 'Scheduled') and next_attempt_at <= now() + interval '5 seconds'))`
    if (busy.n === 0) return
    if (Date.now() > until) throw new Error(`the worker did not finish ${orgId}'s jobs in ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
