/** Fixtures for the QuickBooks tests: a fresh organization and admin, sandbox tokens, an OAuth round trip in-process. */
import { db } from '../_shared/db.ts'
import { quickbooksConfig } from '../domains/quickbooks/config.ts'
import { exchangeCode } from '../domains/quickbooks/oauth-client.ts'
import { startConnection } from '../domains/integrations/quickbooks-connection.ts'
import { asBrowser, begin, WEBHOOKS } from './browser.ts'

export const sandbox = () => `${Deno.env.get('SANDBOX_URL')}/quickbooks`

export async function createOrgWithAdmin(name = 'QB Test Co') {
  const userId = crypto.randomUUID()
  const orgId = crypto.randomUUID()
  const sql = db()
  await sql`insert into auth.users (id, aud, role, email) values (${userId}, 'authenticated', 'authenticated', ${`qb-${userId.slice(0, 8)}@example.test`})`
  await sql`insert into public.organizations (id, legal_name) values (${orgId}, ${name})`
  await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${orgId}, ${userId}, 'admin')`
  return { orgId, userId, claims: { sub: userId, role: 'authenticated' } }
}

/**
 * Follows the authorize URL (through our begin step, as the browser, when it is the start's URL) to the sandbox,
 * which redirects back at once; returns the callback URL it chose.
 */
export async function authorize(authorizeUrl: string): Promise<URL> {
  const url = authorizeUrl.startsWith(WEBHOOKS) ? await begin(authorizeUrl) : authorizeUrl
  const res = await fetch(url, { redirect: 'manual' })
  await res.body?.cancel()
  if (res.status !== 302) throw new Error(`authorize answered ${res.status}`)
  return new URL(res.headers.get('location')!)
}

/** A realm connected outside the database: tokens straight from the sandbox (for client-only tests). */
export async function sandboxTokens() {
  const cfg = quickbooksConfig()
  const u = new URL(cfg.authorizeUrl)
  u.search = new URLSearchParams({
    client_id: cfg.clientId,
    response_type: 'code',
    scope: 'com.intuit.quickbooks.accounting',
    redirect_uri: cfg.redirectUri,
    state: 'x',
  }).toString()
  const back = await authorize(u.toString())
  const tokens = await exchangeCode(cfg, back.searchParams.get('code')!)
  return { realmId: back.searchParams.get('realmId')!, tokens, cfg }
}

/** The whole connect flow: API start → sandbox authorize → webhooks callback. Returns the callback's redirect. */
export async function connectOrg(
  org: { orgId: string; claims: { sub: string; role: string } },
  tamper?: (state: string) => string,
) {
  const { authorizeUrl } = await startConnection({ claims: org.claims, orgId: org.orgId })
  const back = await authorize(authorizeUrl)
  if (tamper) back.searchParams.set('state', tamper(back.searchParams.get('state')!))
  const res = await asBrowser(`/webhooks/api/quickbooks/callback${back.search}`)
  await res.body?.cancel()
  return {
    status: res.status,
    location: new URL(res.headers.get('location') ?? 'http://none/'),
    realmId: back.searchParams.get('realmId')!,
  }
}

export async function sandboxSettings(realmId: string, settings: Record<string, unknown>) {
  const res = await fetch(`${sandbox()}/_sandbox/realms/${realmId}/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  })
  return (await res.json()) as {
    settings: Record<string, number>
    stats: { requests: number; throttled: number; inFlight: number; maxInFlight: number }
  }
}

export async function sandboxStats(realmId: string) {
  return (await (await fetch(`${sandbox()}/_sandbox/realms/${realmId}`)).json()).stats as {
    requests: number
    throttled: number
    maxInFlight: number
  }
}
