/**
 * Fixtures for the Plaid tests (against the running stack, its worker and its Plaid sandbox): an organization with
 * an admin, a plain member and a bookkeeper, the whole Hosted Link round trip (start → the sandbox's Link page →
 * Continue → our callback, in-process), sandbox controls, signed webhook deliveries, and waits for the worker.
 */
// First: the fixtures load the API app, whose @hono/zod-openapi must extend zod before any shared schema is built.
import { newOrg, newUser } from './organizations.ts'
import assert from 'node:assert/strict'
import { db } from '../_shared/db.ts'
import { startConnection } from '../domains/integrations/start-connection.ts'
import { asBrowser, begin } from './browser.ts'

export const SANDBOX = `${Deno.env.get('SANDBOX_URL')}/plaid`
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function plaidOrg() {
  const admin = await newUser('user', 'plaid')
  const member = await newUser('user', 'plaid')
  const bookkeeper = await newUser('bookkeeper', 'plaid')
  const orgId = await newOrg({ admins: [admin], users: [member], bookkeepers: [bookkeeper] })
  return { orgId, admin, member, bookkeeper, claims: { sub: admin, role: 'authenticated' } }
}

/** A sandbox control call (POST with a JSON body, or GET without one). */
export async function control<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SANDBOX}/_sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  assert.ok(res.ok, `sandbox ${path} answered ${res.status}: ${JSON.stringify(json)}`)
  return json as T
}

/**
 * start → Hosted Link page (GET, as the browser) → Continue (or Exit) → our callback, in-process. `tamper` changes
 * the state the callback receives; `callback: false` stops where Link sent the browser.
 */
export async function connectBank(
  org: { orgId: string; claims: { sub: string; role: string } },
  opts: {
    tamper?: (state: string) => string
    action?: 'continue' | 'exit'
    institution?: string
    callback?: false
  } = {},
) {
  const { url } = await startConnection({ claims: org.claims, orgId: org.orgId, provider: 'plaid' }).then(
    async (started) => ({ url: await begin(started.url) }),
  )
  const page = await fetch(url)
  assert.equal(page.status, 200)
  assert.match(await page.text(), /First Platypus Bank/)
  const form = new URLSearchParams({
    institution_id: opts.institution ?? 'ins_109508',
    username: 'user_good',
    password: 'pass_good',
    action: opts.action ?? 'continue',
  })
  const done = await fetch(url, { method: 'POST', body: form, redirect: 'manual' })
  await done.body?.cancel()
  assert.equal(done.status, 303)
  const back = new URL(done.headers.get('location')!)
  if (opts.tamper) back.searchParams.set('state', opts.tamper(back.searchParams.get('state')!))
  if (opts.callback === false) return { back, status: 0, location: new URL('http://none/') }
  const res = await asBrowser(`/webhooks/api/plaid/callback${back.search}`)
  await res.body?.cancel()
  return { back, status: res.status, location: new URL(res.headers.get('location') ?? 'http://none/') }
}

export async function connectionOf(orgId: string) {
  const [c] =
    await db()`select c.id, c.external_id as item_id, c.status, c.last_error_code, c.last_synced_at, i.id as plaid_item_id,
      i.connection_broken, i.transactions_cursor, i.consent_expiration_time
    from public.provider_connections c join public.plaid_items i on i.connection_id = c.id
    where c.organization_id = ${orgId} and c.provider = 'plaid' order by c.connected_at desc limit 1`
  return c
}

/** Waits until nothing of the organization is queued or running (first sync, statements, webhook dispatches). */
export async function waitForWorker(orgId: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const [busy] = await db()`select count(*)::int as n from public.jobs
      where (organization_id = ${orgId} or payload::text like ${`%${orgId}%`}) and status in ('Pending', 'Running', 'Scheduled')`
    const [deliveries] = await db()`select count(*)::int as n from public.webhook_deliveries
      where organization_id = ${orgId} and processed_at is null`
    if (busy.n === 0 && deliveries.n === 0) return
    if (Date.now() > until) throw new Error(`the worker did not finish ${orgId}'s jobs in ${timeoutMs} ms`)
    await sleep(100)
  }
}

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** The sandbox's own view of an item: how many transactions it holds (pending included), its pending ids. */
export const sandboxItem = (itemId: string) =>
  control<{
    transactions: number
    logLength: number
    pending: string[]
    accounts: { account_id: string; balances: { current: number } }[]
  }>(`/items/${itemId}`)

/** Signs a webhook body like Plaid (or with an unpublished key) and posts it to our intake; returns the status. */
export async function deliver(body: Record<string, unknown>, opts: { wrongKey?: boolean } = {}) {
  const res = await fetch(`${SANDBOX}/_webhooks/deliver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ body: JSON.stringify(body), wrongKey: opts.wrongKey }),
  })
  return ((await res.json()) as { status: number }).status
}

export async function liveRows(orgId: string) {
  const [r] = await db()`select count(*) filter (where deleted_at is null)::int as live,
      count(*) filter (where deleted_at is not null)::int as deleted, count(*)::int as total
    from public.provider_transactions where organization_id = ${orgId}`
  return r as { live: number; deleted: number; total: number }
}
