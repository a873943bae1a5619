/**
 * Teller webhooks through the spine, against the stack: forged, tampered, unsigned and replayed deliveries are
 * refused; a test event and an unknown enrollment are acknowledged and dropped; `transactions.processed` stores the
 * transactions it carries and `enrollment.disconnected` breaks the connection, each exactly once however often
 * Teller retries the delivery.
 */
import {
  connectionOf,
  connectThroughCallback,
  control,
  deliver,
  post,
  SANDBOX,
  tellerOrg,
  waitForWorker,
} from '../../_testing/teller.ts'
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { tellerClient } from './teller-api.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const now = () => Math.floor(Date.now() / 1000)
const hookId = () => `wh_${crypto.randomUUID().replaceAll('-', '').slice(0, 21)}`
const recorded = (orgId: string) =>
  db()`select delivery_key, delivery_count from public.webhook_deliveries where organization_id = ${orgId} and provider = 'teller'`

Deno.test({ name: 'Teller webhooks: refused unless signed now with the signing secret', ...opts }, async (t) => {
  const body = {
    id: hookId(),
    type: 'enrollment.disconnected',
    payload: { enrollment_id: 'enr_unknown', reason: 'disconnected' },
  }

  await t.step('signed with another secret: 401, nothing recorded', async () => {
    const r = await deliver(body, { secret: 'not-the-signing-secret' })
    assert.equal(r.status, 401)
    assert.equal(r.json.error.message, 'Teller webhook refused: the signature does not match the body')
  })
  await t.step('a body changed after signing: 401', async () => {
    const signed = await (
      await fetch(`${SANDBOX}/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body }) })
    ).json()
    const r = await post({ ...signed, body: signed.body.replace('enr_unknown', 'enr_someone') })
    assert.equal(r.status, 401)
  })
  await t.step('no Teller-Signature header: 401', async () => {
    const r = await post({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    assert.equal(r.status, 401)
    assert.match(r.json.error.message, /header is missing/)
  })
  await t.step('a genuine delivery replayed ten minutes later: 401', async () => {
    const r = await deliver(body, { timestamp: now() - 600 })
    assert.equal(r.status, 401)
    assert.match(r.json.error.message, /outside the 5-minute tolerance/)
  })
  await t.step('a dashboard test event and an unknown enrollment are acknowledged and dropped', async () => {
    assert.deepEqual((await deliver({ type: 'webhook.test' })).json, { recorded: 0, duplicates: 0, ignored: 1 })
    const r = await deliver(body)
    assert.equal(r.status, 200)
    assert.deepEqual(r.json, { recorded: 0, duplicates: 0, ignored: 1 })
    const [n] = await db()`select count(*)::int as n from public.webhook_deliveries where delivery_key = ${body.id}`
    assert.equal(n.n, 0)
  })
  await t.step('signed but malformed: 400 naming the field', async () => {
    const r = await deliver({ id: '', type: 'transactions.processed' })
    assert.equal(r.status, 400)
    assert.match(r.json.error.message, /^id: /)
  })
})

Deno.test({ name: 'Teller webhooks: each effect happens once', ...opts }, async (t) => {
  const org = await tellerOrg()
  try {
    const connected = await connectThroughCallback(org)
    assert.equal(connected.location.searchParams.get('teller'), 'connected')
    const enrollmentId = connected.enrollmentId!
    await waitForWorker(org.orgId)
    const api = tellerClient(connected.accessToken!)
    const checking = (await api.listAccounts()).find((a) => a.subtype === 'checking')!

    await t.step(
      'transactions.processed stores its transactions; the same delivery again changes nothing',
      async () => {
        await control(`/accounts/${checking.id}/transactions`, {
          amount: '1250.00',
          description: 'DEPOSIT HARBOR CAFE',
          counterparty: 'Harbor Cafe',
        })
        await control(`/accounts/${checking.id}/transactions`, {
          amount: '-18.40',
          description: 'DEBIT CARD STAPLES',
          status: 'pending',
        })
        const fresh = await api.listTransactions(checking.id, { count: 2 })
        const body = {
          id: hookId(),
          type: 'transactions.processed',
          payload: { enrollment_id: enrollmentId, transactions: fresh },
        }
        const first = await deliver(body)
        const again = await deliver(body)
        assert.deepEqual(first.json, { recorded: 1, duplicates: 0, ignored: 0 })
        assert.deepEqual(again.json, { recorded: 0, duplicates: 1, ignored: 0 })
        await waitForWorker(org.orgId)
        const rows = await db()`select transaction_id, total_amount_cents, pending from public.provider_transactions
        where transaction_id = any(${fresh.map((x) => x.id)}::text[]) order by total_amount_cents`
        assert.deepEqual(
          rows.map((r) => [r.total_amount_cents, r.pending]),
          [
            ['-1840', true],
            ['125000', false],
          ],
        )
        const [d] = (await recorded(org.orgId)).filter((x) => x.delivery_key === body.id)
        assert.equal(d.delivery_count, 2)
        const events =
          await db()`select e.id, d.state from public.events e join public.event_dispatches d on d.event_id = e.id
        where e.organization_id = ${org.orgId} and e.source = 'teller' and d.handler_name = 'teller.process-webhook'`
        assert.equal(events.length, 1, 'one event, one dispatch')
        assert.equal(events[0].state, 'completed')
      },
    )

    await t.step('a delivery naming accounts only is routed to their enrollment', async () => {
      const [latest] = await api.listTransactions(checking.id, { count: 1 })
      const r = await deliver({ id: hookId(), type: 'transactions.processed', payload: { transactions: [latest] } })
      assert.deepEqual(r.json, { recorded: 1, duplicates: 0, ignored: 0 })
      await waitForWorker(org.orgId)
    })

    await t.step('enrollment.disconnected breaks the connection once, however often it is delivered', async () => {
      const body = {
        id: hookId(),
        type: 'enrollment.disconnected',
        payload: { enrollment_id: enrollmentId, reason: 'disconnected.account_locked' },
      }
      for (let i = 0; i < 3; i++) assert.equal((await deliver(body)).status, 200)
      await waitForWorker(org.orgId)
      const c = await connectionOf(org.orgId)
      assert.equal(c.status, 'broken')
      assert.equal(c.last_error_code, 'enrollment.disconnected.account_locked')
      assert.match(c.last_error_message, /The bank restricted access to the account/)
      const [e] = await db()`select status from public.teller_enrollments where connection_id = ${c.id}`
      assert.equal(e.status, 'disconnected')
      const told = await db()`select user_id from public.notifications where organization_id = ${org.orgId}`
      assert.deepEqual(
        told.map((x) => x.user_id),
        [org.admin],
      )
      const [d] = (await recorded(org.orgId)).filter((x) => x.delivery_key === body.id)
      assert.equal(d.delivery_count, 3)
    })
  } finally {
    await dropFixtures({ orgs: [org.orgId], users: [org.admin, org.bookkeeper] })
  }
})
