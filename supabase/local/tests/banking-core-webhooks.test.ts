/**
 * The core's webhooks (docs/banking.md "Webhooks"): entry.created, entry.updated, transfer.updated and
 * account.updated, each signed X-Core-Signature with BANKING_CORE_WEBHOOK_SECRET over "<t>.<raw body>", retried
 * with exponential back-off after a non-2xx answer, and never holding up the API's answer. A receiver of the test's
 * own stands in for the product's intake (the core's per-customer endpoint, a sandbox helper).
 */
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { functionEnv } from '../src/stack.ts'
import { CORE_SECRET, coreClient, usd } from './banking-core-client.ts'
import { cfg } from './helpers.ts'

const env = functionEnv(cfg)
const core = coreClient(env.BANKING_CORE_API_URL)

type Got = { at: number; raw: string; signature: string; body: any }
const got: Got[] = []
/** how each delivery is answered: a status, after an optional delay */
let answer: (body: any, attempt: number) => { status: number; delayMs?: number } = () => ({ status: 200 })
let answeredAt: number[] = []
let receiver: http.Server
let url: string

beforeAll(async () => {
  receiver = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const body = JSON.parse(raw)
    got.push({ at: Date.now(), raw, signature: String(req.headers['x-core-signature']), body })
    const a = answer(body, got.filter((g) => g.body.id === body.id).length)
    if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs))
    answeredAt.push(Date.now())
    res.writeHead(a.status).end()
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/intake`
  await core.ok('POST', '/sandbox/webhook-endpoint', { retry_base_ms: 50 })
})
afterAll(async () => {
  await core.ok('POST', '/sandbox/webhook-endpoint', { retry_base_ms: 1000 })
  receiver.closeAllConnections()
  await new Promise((r) => receiver.close(r))
})

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; got ${got.map((g) => g.body.type).join(', ')}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

function verify(g: Got) {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(g.signature)
  expect(m, g.signature).not.toBeNull()
  expect(Math.abs(Number(m![1]) - Date.now() / 1000)).toBeLessThan(300)
  expect(m![2]).toBe(createHmac('sha256', CORE_SECRET).update(`${m![1]}.${g.raw}`).digest('hex'))
}

/** A funded customer whose webhooks come to this test's receiver. */
async function customer() {
  const c = await core.newCustomer()
  await core.ok('POST', '/sandbox/webhook-endpoint', { customer_id: c.id, url })
  const checking = await core.newAccount(c.id)
  const payee = await core.newCounterparty(c.id)
  return { c, checking, payee }
}

test('each change of a customer arrives signed, with the entry version the listing shows', async () => {
  answer = () => ({ status: 200 })
  const { c, checking, payee } = await customer()
  const mine = () => got.filter((g) => g.body.customer_id === c.id)
  await core.fund(checking.id, usd(50))
  const ach = await core.transfer({
    customer_id: c.id,
    type: 'ach_push',
    from_account_id: checking.id,
    counterparty_id: payee.id,
    amount: usd(20),
  })
  await core.ok('POST', '/sandbox/settle', { transfer_id: ach.body.id })
  await core.ok('POST', '/sandbox/suspend', { account_id: checking.id })
  await until(() => mine().length >= 5, 'five webhooks')
  await new Promise((r) => setTimeout(r, 200))
  const events = mine()
  expect(events.map((g) => g.body.type).sort()).toEqual(
    ['account.updated', 'entry.created', 'entry.created', 'entry.updated', 'transfer.updated'].sort(),
  )
  for (const g of events) {
    verify(g)
    expect(g.body).toMatchObject({ id: expect.any(String), created_time: expect.any(String), customer_id: c.id })
  }
  // webhooks and polling deliver the same versions
  const listed = (await core.all(`/entries?customer_id=${c.id}`)).data
  const pushed = events.filter((g) => g.body.type.startsWith('entry.')).map((g) => g.body.data)
  expect(pushed.sort((x, y) => x.sequence - y.sequence)).toEqual(listed)
  const transfer = events.find((g) => g.body.type === 'transfer.updated')!.body.data
  expect(transfer).toMatchObject({ id: ach.body.id, status: 'Settled' })
  expect(events.find((g) => g.body.type === 'account.updated')!.body.data).toMatchObject({
    id: checking.id,
    status: 'suspended',
  })
})

test('a non-2xx answer is retried with exponential back-off until it is taken', async () => {
  answer = (_body, attempt) => ({ status: attempt <= 3 ? 503 : 204 })
  const { c, checking } = await customer()
  await core.fund(checking.id, usd(5))
  const mine = () => got.filter((g) => g.body.customer_id === c.id)
  await until(() => mine().length >= 4, 'four attempts')
  const attempts = mine()
  expect(new Set(attempts.map((g) => g.raw)).size).toBe(1)
  for (const g of attempts) verify(g)
  const gaps = attempts.slice(1).map((g, i) => g.at - attempts[i].at)
  // base 50 ms: 50, 100, 200 (and never faster than the back-off)
  for (const [i, gap] of gaps.entries()) expect(gap).toBeGreaterThanOrEqual(50 * 2 ** i - 5)
  expect(gaps[2]).toBeGreaterThan(gaps[0])
  await new Promise((r) => setTimeout(r, 500))
  expect(mine()).toHaveLength(4)
})

test('a slow intake never holds up the answer', async () => {
  answeredAt = []
  answer = () => ({ status: 200, delayMs: 1500 })
  const { c, checking } = await customer()
  const started = Date.now()
  const funded = await core.call('POST', '/sandbox/fund', { account_id: checking.id, amount: usd(5) })
  const tookMs = Date.now() - started
  expect(funded.status).toBe(201)
  expect(answeredAt).toHaveLength(0)
  expect(tookMs).toBeLessThan(1000)
  await until(() => got.some((g) => g.body.customer_id === c.id), 'the slow delivery')
})

test('the sandbox signs any body for intake tests', async () => {
  const res = await fetch(`http://127.0.0.1:${cfg.ports.sandbox}/banking-core/_webhooks/sign`, {
    method: 'POST',
    body: JSON.stringify({ body: { id: 'evt-1', type: 'entry.created' } }),
  })
  const signed = await res.json()
  expect(signed.url).toBe(`${cfg.apiUrl}/functions/v1/webhooks/api/event-bus/banking-core`)
  verify({ at: Date.now(), raw: signed.body, signature: signed.headers['x-core-signature'], body: null })
})
