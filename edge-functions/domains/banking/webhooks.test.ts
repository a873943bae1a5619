/**
 * Webhook and poll, exactly once: the intake verifies X-Core-Signature (401 otherwise), records each delivery once
 * and routes it by the core customer; the worker stores the entry versions it carries. The same versions delivered by
 * webhook, again, in reverse order and by the poll leave one row per entry at its highest sequence, balances right and
 * one provider transaction per settled entry; a later Failed version voids its provider transaction, an older
 * version arriving after it changes nothing.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { balances, bankingOrg, book, fixtureSql, fund, pay, sleep, syncNow, waitFor } from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { webhookSecret } from '../webhooks/webhook-secret.ts'
import { coreClient } from './core-client.ts'
import type { CoreEntry } from './core-types.ts'

const M = 1_000_000n
const hex = (b: ArrayBuffer) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('')

async function signed(body: string, opts: { secret?: string; t?: number } = {}) {
  const t = opts.t ?? Math.floor(Date.now() / 1000)
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(opts.secret ?? webhookSecret('BANKING_CORE_WEBHOOK_SECRET')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return `t=${t},v1=${hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${t}.${body}`)))}`
}

async function deliver(hook: Record<string, unknown>, opts: { secret?: string; t?: number; signature?: string } = {}) {
  const body = JSON.stringify(hook)
  const res = await webhooks.request('/webhooks/api/event-bus/banking-core', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-core-signature': opts.signature ?? (await signed(body, opts)) },
    body,
  })
  return { status: res.status, body: await res.json() }
}

const entryHook = (customerId: string, e: CoreEntry, type = 'entry.updated') => ({
  id: crypto.randomUUID(),
  type,
  created_time: new Date().toISOString(),
  customer_id: customerId,
  data: e,
})

/** Until the worker has processed every delivery of the organization and the jobs they queued. */
async function drained(org: string) {
  await waitFor(
    'the worker to process the deliveries',
    async () => {
      const [r] = await fixtureSql()`select
      (select count(*) from public.webhook_deliveries where organization_id = ${org} and processed_at is null)::int as d,
      (select count(*) from public.jobs where organization_id = ${org} and job_type like 'banking.%'
         and status in ('Pending', 'Running'))::int
      + (select count(*) from public.jobs where job_type = 'webhooks.process' and status in ('Pending', 'Running'))::int as j`
      return r.d === 0 && r.j === 0
    },
    90_000,
  )
}

Deno.test({ name: 'banking: webhooks and the poll store every entry version once', ...opts }, async (t) => {
  const b = await bankingOrg()
  const sql = fixtureSql()
  await fund(b, b.operating, 900n * M)
  for (let i = 1; i <= 3; i++)
    assert.equal((await pay(b.people.ou, b.org, book(b.operating, b.reserve, BigInt(i) * 10n * M))).status, 201)
  const versions = (await coreClient().listEntries({ customer_id: b.customerId, limit: 1000 })).data

  await t.step('a body not signed with the secret, or signed long ago, is refused', async () => {
    const hook = entryHook(b.customerId, versions[0])
    assert.equal((await deliver(hook, { secret: 'not-the-secret' })).status, 401)
    assert.equal((await deliver(hook, { t: Math.floor(Date.now() / 1000) - 3600 })).status, 401)
    assert.equal((await deliver(hook, { signature: 'v1=abc' })).status, 401)
    const [{ n }] = await sql`select count(*)::int as n from public.webhook_deliveries where delivery_key = ${hook.id}`
    assert.equal(n, 0)
  })

  await t.step('a customer without a connection is acknowledged and ignored', async () => {
    const r = await deliver(entryHook(crypto.randomUUID(), versions[0]))
    assert.equal(r.status, 200)
    assert.equal(r.body.ignored, 1)
  })

  await t.step('every version by webhook, twice, in reverse order, and by the poll: once each', async () => {
    const hooks = versions.map((v) => entryHook(b.customerId, v))
    for (const h of [...hooks].reverse()) assert.equal((await deliver(h)).body.recorded, 1)
    for (const h of hooks) assert.equal((await deliver(h)).body.duplicates, 1, 'the same delivery id counts once')
    // the same versions again under new delivery ids: recorded, and stored as nothing new
    for (const v of [...versions].reverse()) await deliver(entryHook(b.customerId, v))
    await syncNow(b.connectionId)
    await drained(b.org)
    const ids = new Set(versions.map((v) => v.id))
    const rows =
      await sql`select core_entry_id, sequence::text from public.banking_entries where organization_id = ${b.org}`
    assert.equal(rows.length, ids.size)
    const highest = new Map<string, bigint>()
    for (const v of versions)
      highest.set(v.id, BigInt(v.sequence) > (highest.get(v.id) ?? -1n) ? BigInt(v.sequence) : highest.get(v.id)!)
    for (const r of rows) assert.equal(BigInt(r.sequence), highest.get(r.core_entry_id))
    for (const a of await balances(b.org)) assert.equal(a.balance, a.settled)
    const [books] =
      await sql`select count(*)::int as n from public.provider_transactions where organization_id = ${b.org} and provider = 'bank'`
    assert.equal(books.n, ids.size, 'one provider transaction per settled entry')
  })

  await t.step(
    'a Failed version after settlement voids the provider transaction; an older one changes nothing',
    async () => {
      const settled = versions.find((v) => v.layer === 'Settled' && v.transaction_type === 'book_transfer_in')!
      const failed = { ...settled, layer: 'Failed' as const, sequence: Number(settled.sequence) + 1_000_000 }
      await deliver(entryHook(b.customerId, failed))
      await drained(b.org)
      const [row] =
        await sql`select layer, sequence::text from public.banking_entries where core_entry_id = ${settled.id}`
      assert.equal(row.layer, 'Failed')
      const [pt] =
        await sql`select deleted_at from public.provider_transactions where provider = 'bank' and transaction_id = ${settled.id}`
      assert.ok(pt.deleted_at, 'voided')
      await deliver(entryHook(b.customerId, settled))
      await drained(b.org)
      const [still] = await sql`select layer from public.banking_entries where core_entry_id = ${settled.id}`
      assert.equal(still.layer, 'Failed', 'the older Settled version arriving late is ignored')
    },
  )

  await t.step('the core’s own webhooks reach the product and are stored once', async () => {
    const c = await bankingOrg({ webhooks: true })
    await fund(c, c.operating, 50n * M)
    await pay(c.people.ou, c.org, book(c.operating, c.reserve, 5n * M))
    await waitFor('the core to deliver its webhooks', async () => {
      const [r] = await sql`select count(*)::int as n from public.webhook_deliveries where organization_id = ${c.org}`
      return r.n >= 3
    })
    await sleep(200)
    await drained(c.org)
    const [r] = await sql`select count(*)::int as n, count(distinct core_entry_id)::int as d from public.banking_entries
      where organization_id = ${c.org}`
    assert.equal(r.n, r.d)
    assert.equal(r.n, 3, 'the deposit and the transfer’s two sides')
    for (const a of await balances(c.org)) assert.equal(a.balance, a.settled)
  })
})

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
