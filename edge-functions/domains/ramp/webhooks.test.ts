/**
 * Ramp webhooks through the spine, against the stack and its Ramp sandbox: forged, tampered, unsigned and stale
 * deliveries are refused; a delivery Ramp retries is recorded once; a transaction event re-reads the transaction from
 * Ramp and stores it (its receipt downloaded into Storage and linked to the line); a late event, or a stale read of a
 * pending state, never moves a cleared line back, and nothing is stored twice.
 */
import { adminOrg, connect, connectionRow } from '../../_testing/oauth.ts'
import { waitForWorker } from '../../_testing/teller.ts'
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { app as webhooks } from '../../webhooks/app.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const SANDBOX = `${Deno.env.get('SANDBOX_URL')}/ramp`

type Signed = { headers: Record<string, string>; body: string }
async function sign(body: unknown, secret?: string): Promise<Signed> {
  const res = await fetch(`${SANDBOX}/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body, secret }) })
  assert.ok(res.ok)
  return await res.json()
}
async function post(signed: Signed) {
  const res = await webhooks.request('/webhooks/api/event-bus/ramp', {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  })
  return { status: res.status, json: await res.json() }
}
async function setTransactions(business: string, transactions: unknown[]) {
  const res = await fetch(`${SANDBOX}/_sandbox/businesses/${business}/transactions`, {
    method: 'POST',
    body: JSON.stringify({ transactions }),
  })
  assert.ok(res.ok)
  await res.body?.cancel()
}

function transaction(id: string, state: string, receipts: string[]) {
  const at = new Date(Date.now() - 3 * 86_400_000).toISOString()
  return {
    id,
    amount: 42.5,
    currency_code: 'USD',
    state,
    user_transaction_time: at,
    settlement_date: state === 'CLEARED' ? new Date().toISOString() : null,
    merchant_name: 'Blue Bottle Coffee',
    merchant_descriptor: 'BLUE BOTTLE COFFEE *7719',
    sk_category_name: 'Restaurants',
    card_holder: { first_name: 'Sam', last_name: 'Rivera', department_name: 'Sales' },
    receipts,
    line_items: [{ amount: { amount: 42.5, currency_code: 'USD' } }],
  }
}

Deno.test({ name: 'Ramp webhooks: signed, exactly once, out-of-order safe, receipts stored', ...opts }, async (t) => {
  const org = await adminOrg('ramp-webhooks')
  try {
    const { status } = await connect(org, 'ramp')
    assert.ok(status && status >= 300 && status < 400, `the callback answered ${status}`)
    const c = (await connectionRow(org.orgId, 'ramp'))!
    // the connect callback queued the first sync (a year of the sandbox's spend); this test needs only its own line
    await db()`delete from public.jobs where job_type = 'ramp.sync' and payload->>'connectionId' = ${c.id}`
    const txnId = crypto.randomUUID()
    const receiptId = crypto.randomUUID()
    // Ramp's side: one card payment, cleared, with its receipt
    await setTransactions(c.external_id, [transaction(txnId, 'CLEARED', [receiptId])])
    const event = (type: string, createdAt = new Date()) => ({
      id: crypto.randomUUID(),
      type,
      created_at: createdAt.toISOString(),
      business_id: c.external_id,
      object: { id: txnId },
    })

    await t.step('forged, tampered, unsigned and stale deliveries are refused', async () => {
      const forged = await post(await sign(event('transactions.cleared'), 'not-the-subscription-secret'))
      assert.equal(forged.status, 401)
      assert.equal(forged.json.error.message, 'Ramp webhook refused: the signature does not match the body')
      const signed = await sign(event('transactions.cleared'))
      const tampered = await post({ ...signed, body: signed.body.replace(txnId, crypto.randomUUID()) })
      assert.equal(tampered.status, 401)
      const { 'x-ramp-webhook-signature': _, ...unsigned } = signed.headers
      const bare = await post({ headers: unsigned, body: signed.body })
      assert.equal(bare.status, 401)
      assert.equal(bare.json.error.message, 'Ramp webhook refused: the X-Ramp-Webhook-Signature header is missing')
      const stale = await post(await sign(event('transactions.cleared', new Date(Date.now() - 2 * 86_400_000))))
      assert.equal(stale.status, 401)
      assert.equal(
        stale.json.error.message,
        'Ramp webhook refused: the event is more than a day old (a replayed delivery)',
      )
      const [n] =
        await db()`select count(*)::int as n from public.webhook_deliveries where organization_id = ${org.orgId}`
      assert.equal(n.n, 0)
    })

    const cleared = event('transactions.cleared')
    await t.step('a delivery Ramp retries is recorded once and acts once: the line and its receipt', async () => {
      const signed = await sign(cleared)
      assert.deepEqual((await post(signed)).json, { recorded: 1, duplicates: 0, ignored: 0 })
      assert.deepEqual((await post(signed)).json, { recorded: 0, duplicates: 1, ignored: 0 })
      await waitForWorker(org.orgId)
      const [d] = await db()`select delivery_count, processed_at from public.webhook_deliveries
        where organization_id = ${org.orgId} and provider = 'ramp' and delivery_key = ${cleared.id}`
      assert.equal(d.delivery_count, 2)
      assert.ok(d.processed_at)
      const lines = await db()`select id, status, pending, total_amount_cents, description, connection_id
        from public.provider_transactions where provider = 'ramp' and transaction_id = ${txnId}`
      assert.equal(lines.length, 1)
      assert.deepEqual(
        { ...lines[0], id: undefined },
        {
          id: undefined,
          status: 'CLEARED',
          pending: false,
          total_amount_cents: '-4250',
          description: 'BLUE BOTTLE COFFEE',
          connection_id: c.id,
        },
      )
      const stored = await db()`select l.provider_transaction_id, r.source, r.source_key, f.path, f.extension
        from public.ramp_receipts l join public.receipts r on r.id = l.receipt_id join public.files f on f.id = r.file_id
        where l.organization_id = ${org.orgId}`
      assert.equal(stored.length, 1)
      assert.equal(stored[0].provider_transaction_id, lines[0].id)
      assert.deepEqual([stored[0].source, stored[0].source_key, stored[0].extension], ['ramp', receiptId, 'pdf'])
      assert.equal(stored[0].path, `${org.orgId}/ramp-receipts/${receiptId}.pdf`)
      // the file itself is in Storage: the receipt's PDF
      const file = await fetch(`${env.supabaseUrl}/storage/v1/object/files/${stored[0].path}`, {
        headers: { apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}` },
      })
      assert.equal(file.status, 200)
      assert.equal(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5)), '%PDF-')
    })

    await t.step('a late event, or Ramp read while pending, never moves the cleared line back', async () => {
      // the authorization's event arrives after the clearing's: Ramp's state is read again, and is still cleared
      assert.equal(
        (await post(await sign(event('transactions.authorized', new Date(Date.now() - 3600_000))))).status,
        200,
      )
      // and a read that catches the transaction pending again (a replica behind) is not stored over the cleared line
      await setTransactions(c.external_id, [transaction(txnId, 'PENDING', [receiptId])])
      assert.equal((await post(await sign(event('transactions.authorized')))).status, 200)
      await waitForWorker(org.orgId)
      const lines = await db()`select status, pending from public.provider_transactions
        where provider = 'ramp' and transaction_id = ${txnId}`
      assert.deepEqual(
        lines.map((l) => ({ ...l })),
        [{ status: 'CLEARED', pending: false }],
      )
      const [n] = await db()`select count(*)::int as n from public.ramp_receipts where organization_id = ${org.orgId}`
      assert.equal(n.n, 1)
    })
  } finally {
    await dropFixtures({ orgs: [org.orgId], users: [org.admin] })
  }
})
