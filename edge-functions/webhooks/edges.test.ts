/**
 * Webhook intake at its edges, against the running stack: signatures dated in the future are refused like old ones,
 * a signed but malformed body is a 400 (not a signature failure), and every provider's route refuses a body larger
 * than that provider can send with 413 before recording anything.
 */
import assert from 'node:assert/strict'
import { WEBHOOK_BODY_LIMITS, WEBHOOK_TOLERANCE_SECONDS, type TWebhookProvider } from '../../shared/schemas/webhooks.ts'

const SANDBOX = Deno.env.get('SANDBOX_URL')!
const INTAKE = `${Deno.env.get('SUPABASE_URL')}/functions/v1/webhooks`

type Signed = { url: string; headers: Record<string, string>; body: string }
const sign = async (provider: string, req: Record<string, unknown>): Promise<Signed> => {
  const res = await fetch(`${SANDBOX}/${provider}/_webhooks/sign`, { method: 'POST', body: JSON.stringify(req) })
  assert.equal(res.status, 200)
  return await res.json()
}
const send = async (s: Signed, body = s.body) => {
  const res = await fetch(s.url, { method: 'POST', headers: s.headers, body })
  return { status: res.status, json: await res.json() }
}
const now = () => Math.floor(Date.now() / 1000)

Deno.test('Stripe: a signature dated beyond the tolerance in the future is refused; one just inside it is accepted', async () => {
  const future = await send(
    await sign('stripe', { body: { id: `evt_future${now()}` }, timestamp: now() + WEBHOOK_TOLERANCE_SECONDS + 60 }),
  )
  assert.equal(future.status, 401)
  assert.match(future.json.error.message, /tolerance/)
  // a clock a minute ahead is normal drift, not an attack (unknown account: 200 and ignored)
  const drift = await send(await sign('stripe', { body: { id: `evt_drift${now()}` }, timestamp: now() + 60 }))
  assert.equal(drift.status, 200)
})

Deno.test('Stripe: a correctly signed but malformed body is a 400 naming what is wrong, never a 401', async () => {
  const notJson = await send(await sign('stripe', { body: 'this is not json' }))
  assert.equal(notJson.status, 400)
  assert.equal(notJson.json.error.message, 'The body is not valid JSON')
  const noId = await send(await sign('stripe', { body: JSON.stringify({ object: 'event', type: 'charge.succeeded' }) }))
  assert.equal(noId.status, 400)
  assert.match(noId.json.error.message, /^id: /)
  const notEvent = await send(
    await sign('stripe', { body: JSON.stringify({ id: 'evt_1', object: 'charge', type: 'x' }) }),
  )
  assert.equal(notEvent.status, 400)
  assert.match(notEvent.json.error.message, /^object: /)
})

Deno.test('a signed body holding a character the database cannot store is a 400 naming where it is', async () => {
  const r = await send(
    await sign('stripe', { body: { id: `evt_nul${now()}`, data: { object: { description: 'a\u0000b' } } } }),
  )
  assert.equal(r.status, 400)
  assert.equal(r.json.error.message, 'data.object.description: Remove the invisible null character from this text')
})

const ROUTES: Record<TWebhookProvider, string> = {
  quickbooks: '/api/event-bus/quickbooks',
  stripe: '/api/event-bus/stripe',
  plaid: '/api/event-bus/plaid',
  slack: '/api/event-bus/slack',
  gusto: '/api/event-bus/gusto/webhook',
  pubsub: '/api/receipts',
  teller: '/api/event-bus/teller',
  banking: '/api/event-bus/banking-core',
  ramp: '/api/event-bus/ramp',
  taxbandits: '/api/event-bus/taxbandits',
}

for (const [provider, route] of Object.entries(ROUTES) as [TWebhookProvider, string][]) {
  Deno.test(`${provider}: a body one byte over ${WEBHOOK_BODY_LIMITS[provider]} bytes is refused with 413`, async () => {
    const body = new Uint8Array(WEBHOOK_BODY_LIMITS[provider] + 1).fill(0x20)
    const res = await fetch(`${INTAKE}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    assert.equal(res.status, 413)
    assert.equal((await res.json()).error.code, 'payload_too_large')
  })
}

Deno.test('a body at the limit is read and judged on its signature (401, not 413)', async () => {
  const body = new Uint8Array(WEBHOOK_BODY_LIMITS.stripe).fill(0x20)
  const res = await fetch(`${INTAKE}/api/event-bus/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    body,
  })
  assert.equal(res.status, 401)
  await res.body?.cancel()
})
