/**
 * Fixtures for the Teller tests (against the running stack and its sandbox): an organization with its own admin and
 * bookkeeper, the whole connect round trip (start → the sandbox's Connect page → Continue → our callback), sandbox
 * controls, signed webhook deliveries, and waits for the worker.
 */
// First: the fixtures load the API app, whose @hono/zod-openapi must extend zod before any shared schema is built
// (connection-store.ts builds some; imported earlier, the API's `.openapi()` calls on them would fail).
import { newOrg, newUser } from './organizations.ts'
import assert from 'node:assert/strict'
import { db } from '../_shared/db.ts'
import { startConnection } from '../domains/integrations/start-connection.ts'
import { asBrowser, begin } from './browser.ts'
import { app as webhooks } from '../webhooks/app.ts'

export const SANDBOX = `${Deno.env.get('SANDBOX_URL')}/teller`

export async function tellerOrg() {
  const admin = await newUser('user', 'teller')
  const bookkeeper = await newUser('bookkeeper', 'teller')
  const orgId = await newOrg({ admins: [admin], bookkeepers: [bookkeeper] })
  return { orgId, admin, bookkeeper, claims: { sub: admin, role: 'authenticated' } }
}

/** A sandbox control call (POST with a JSON body, or GET without one). */
export async function control<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SANDBOX}/_sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  assert.ok(res.ok, `sandbox ${path} answered ${res.status}`)
  return (await res.json()) as T
}

/**
 * start → Connect page (GET, as the browser) → Continue with the page's own form fields → our callback, in-process.
 * `tamper` changes the state the callback receives; `form` overrides fields the user types; `callback: false`
 * stops before our callback (returns where Connect sent the browser).
 */
/**
 * The sandbox's Connect page for a start URL: the start sends the browser to the web app's page that hosts Teller
 * Connect (a widget the browser runs); without a browser the sandbox's redirect-mode page stands in for it, with the
 * same application, state and callback.
 */
export function connectPage(url: string): string {
  const u = new URL(url)
  if (!u.pathname.endsWith('/connect/teller')) return url
  const page = new URL(`${Deno.env.get('SANDBOX_URL')}/teller/connect`)
  for (const k of ['application_id', 'state', 'redirect_uri']) page.searchParams.set(k, u.searchParams.get(k) ?? '')
  return page.toString()
}

export async function connectThroughCallback(
  org: { orgId: string; claims: { sub: string; role: string } },
  opts: { tamper?: (state: string) => string; form?: Record<string, string>; callback?: false } = {},
) {
  const { url } = await startConnection({ claims: org.claims, orgId: org.orgId, provider: 'teller' }).then(
    async (started) => ({ url: await begin(started.url) }),
  )
  const pageRes = await fetch(connectPage(url))
  assert.equal(pageRes.status, 200)
  const html = await pageRes.text()
  const fields = Object.fromEntries(
    [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2].replaceAll('&amp;', '&'),
    ]),
  )
  const submit = new URL(`${new URL(connectPage(url)).origin}${html.match(/action="([^"]+)"/)![1]}`)
  for (const [k, v] of Object.entries({ ...fields, institution: 'sandbox_bank', ...opts.form }))
    submit.searchParams.set(k, v)
  const cont = await fetch(submit, { redirect: 'manual' })
  await cont.body?.cancel()
  const back = new URL(cont.headers.get('location')!, connectPage(url))
  if (opts.tamper) back.searchParams.set('state', opts.tamper(back.searchParams.get('state')!))
  const res = opts.callback === false ? undefined : await asBrowser(`/webhooks/api/teller/callback${back.search}`)
  await res?.body?.cancel()
  return {
    status: res?.status,
    location: new URL(res?.headers.get('location') ?? 'http://none/'),
    back,
    enrollmentId: back.searchParams.get('enrollment'),
    accessToken: back.searchParams.get('accessToken'),
  }
}

/** Waits until the organization has no job left to run (the worker runs the first sync and webhook dispatches). */
export async function waitForWorker(orgId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const [busy] = await db()`select count(*)::int as n from public.jobs
      where (organization_id = ${orgId} or payload::text like ${`%${orgId}%`})
        and status in ('Pending', 'Running') `
    const [events] =
      await db()`select count(*)::int as n from public.event_dispatches d join public.events e on e.id = d.event_id
      where e.organization_id = ${orgId} and d.state <> 'completed'`
    const [deliveries] = await db()`select count(*)::int as n from public.webhook_deliveries
      where organization_id = ${orgId} and processed_at is null`
    if (busy.n + events.n + deliveries.n === 0) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`jobs of ${orgId} still running after ${timeoutMs} ms`)
}

export const connectionOf = async (orgId: string) =>
  (
    await db()`select * from public.provider_connections where organization_id = ${orgId} and provider = 'teller'
    order by connected_at desc limit 1`
  )[0]

/** Asks the sandbox to sign a Teller webhook (`body` fields over a webhook.test envelope) and posts it to the intake. */
export async function deliver(body: Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}) {
  const res = await fetch(`${SANDBOX}/_webhooks/sign`, {
    method: 'POST',
    body: JSON.stringify({ body, ...opts }),
  })
  const signed = (await res.json()) as { url: string; headers: Record<string, string>; body: string }
  return await post(signed)
}

export async function post(signed: { headers: Record<string, string>; body: string }) {
  const res = await webhooks.request('/webhooks/api/event-bus/teller', {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  })
  return { status: res.status, json: await res.json() }
}
