/**
 * A refund of an invoiced charge whose revenue is still deferred shortens the charge's revenue recognition schedule
 * (docs/stripe.md "Revenue recognition"), against the stack and the Stripe sandbox: January's entry makes the
 * schedules, their February period is recognized, a half refund arrives in February and the rest in March. Each month's
 * posting takes the refund's share of what the schedule has left, the period already recognized keeps its amount, the
 * rest of the plan adds up to what is left, everything left goes with the last refund, and the ledger's deferred
 * revenue always equals what the schedules have still to recognize, to the cent.
 */
import assert from 'node:assert/strict'
import { asService, db } from '../../_shared/db.ts'
import { newOrg, newUser, dropFixtures } from '../../_testing/organizations.ts'
import { stripeHistory } from '../../../shared/rules/stripe-history.ts'
import { planSchedule } from '../../../shared/rules/schedules.ts'
import { DEFAULT_DIRECTIONS, REVENUE_MAPPING_SLOTS, refundedDeferral } from '../../../shared/rules/stripe-revenue.ts'
import { postDueSchedules } from '../schedules/post-due-schedules.ts'
import { handleStripeWebhook } from './handle-webhook.ts'
import { ingestStripe } from './ingest.ts'
import { postStripePeriod } from './post-period.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const FROM = Date.UTC(2025, 0, 1) / 1000
const TO = Date.UTC(2025, 1, 1) / 1000
const SHAPE = { seed: 3232, from: FROM, to: TO, count: 160 }
const at = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000

Deno.test({ name: 'a refund shortens the schedule of the invoice it refunds', ...opts }, async () => {
  const bookkeeper = await newUser('bookkeeper', 'stripe-refund')
  const orgId = await newOrg({ bookkeepers: [bookkeeper] })
  try {
    const account = `acct_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`
    const res = await fetch(`${Deno.env.get('SANDBOX_URL')}/stripe/_sandbox/accounts/${account}/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SHAPE),
    })
    assert.ok(res.ok)
    await res.body?.cancel()
    await db()`insert into public.provider_connections (organization_id, provider, external_id)
      values (${orgId}, 'stripe', ${account})`
    const [conn] = await db()`select id from public.provider_connections where organization_id = ${orgId}`
    const accounts: Record<string, string> = {}
    for (const slot of REVENUE_MAPPING_SLOTS) {
      const type =
        slot === 'revenueDeferred' ? 'Other Current Liability' : slot.startsWith('revenue') ? 'Income' : 'Bank'
      const [a] = await db()`insert into public.ledger_accounts (organization_id, name, account_type)
        values (${orgId}, ${`Stripe ${slot}`}, ${type}) returning id::text`
      accounts[slot] = a.id
      await db()`insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
        values (${orgId}, ${slot}, ${a.id}, ${DEFAULT_DIRECTIONS[slot]})`
    }
    await asService((tx) => ingestStripe({ tx, connectionId: conn.id, createdAtLimit: TO }))
    await asService((tx) => postStripePeriod({ tx, orgId, period: '2025-01-01' }))
    // the schedules recognize February
    await asService((tx) => postDueSchedules({ tx, organizationId: orgId, asOf: '2025-02-28' }))

    /** the ledger's deferred revenue (a credit balance) against what the schedules have still to recognize */
    const deferredAgrees = async () => {
      const [l] = await db()`select coalesce(-sum(amount_cents), 0)::int8 as c from public.ledger_postings
        where organization_id = ${orgId} and account_id = ${accounts.revenueDeferred}`
      const [s] = await db()`select coalesce(sum(unrecognized_amount_micros) / 10000, 0)::int8 as c
        from public.revenue_recognition_schedules where organization_id = ${orgId}`
      assert.equal(Number(l.c), Number(s.c))
    }
    await deferredAgrees()

    // the longest schedule of a charge the history never refunds or disputes
    const history = stripeHistory(SHAPE.seed, SHAPE)
    const given = new Set([...history.refunds, ...history.disputes].map((o) => o.charge as string))
    const candidates = await db()`select s.id, s.unrecognized_amount_micros / 10000 as left, o.charge_id as charge,
        b.amount_cents::int8 as charged, s.start_date::text, s.end_date::text
      from public.revenue_recognition_schedules s
      join public.revenue_recognition_invoices i on i.schedule_id = s.id and i.provider = 'stripe'
      join public.stripe_objects o on o.organization_id = s.organization_id and o.kind = 'invoice' and o.external_id = i.invoice_id
      join public.stripe_balance_transactions b on b.organization_id = s.organization_id and b.source_id = o.charge_id
      where s.organization_id = ${orgId} and s.recognized_amount_micros > 0
        and (select count(*) from public.revenue_recognition_invoices x
             join public.revenue_recognition_schedules y on y.id = x.schedule_id
             where x.invoice_id = i.invoice_id and y.organization_id = s.organization_id) = 1
      order by s.end_date desc, s.unrecognized_amount_micros desc`
    const chosen = candidates.find((c) => !given.has(c.charge))
    assert.ok(chosen, 'the history has an invoiced charge whose schedule recognized February')
    const left = Number(chosen.left)
    const charged = Number(chosen.charged)
    const postedBefore = await db()`select period_number, amount_cents::int8 from public.journal_entries
      where revenue_recognition_schedule_id = ${chosen.id} order by period_number`
    assert.equal(postedBefore.length, 1)

    const refund = async (id: string, cents: number, created: number) => {
      const object = {
        id,
        object: 'refund',
        created,
        amount: cents,
        currency: 'usd',
        charge: chosen.charge,
        status: 'succeeded',
      }
      await asService((tx) =>
        handleStripeWebhook({
          tx,
          organizationId: orgId,
          body: { id: `evt_${id}`, type: 'refund.created', account, created, data: { object } },
        }),
      )
      const bt = {
        id: `txn_${id.slice(3)}`,
        object: 'balance_transaction',
        amount: -cents,
        fee: 0,
        net: -cents,
        currency: 'usd',
        created,
        available_on: created,
        fee_details: [],
        reporting_category: 'refund',
        source: id,
        status: 'available',
        type: 'refund',
        description: 'REFUND FOR CHARGE',
      }
      await asService((tx) =>
        handleStripeWebhook({
          tx,
          organizationId: orgId,
          body: { id: `evt_b${id}`, type: 'balance.available', account, created, data: { object: bt } },
        }),
      )
    }
    const schedule = async () =>
      (
        await db()`select unrecognized_amount_micros / 10000 as left, recognized_amount_micros / 10000 as done,
          remaining_periods, cancelled_at, start_date::text, end_date::text
        from public.revenue_recognition_schedules where id = ${chosen.id}`
      )[0]

    // half the charge back in February: the schedule gives up half of what it has left
    const half = Math.floor(charged / 2)
    const reId = `re_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`
    await refund(reId, half, at(2025, 2, 20))
    const feb = await asService((tx) => postStripePeriod({ tx, orgId, period: '2025-02-01' }))
    const taken = refundedDeferral({ refundCents: half, refundableCents: charged, remainingCents: left })
    assert.ok(taken > 0 && taken < left)
    const s1 = await schedule()
    assert.equal(Number(s1.left), left - taken)
    assert.ok(feb.totals.refundedDeferred >= taken)
    // the recognized period is as it was; the plan spreads what is left over the periods not posted
    const postedAfter = await db()`select period_number, amount_cents::int8 from public.journal_entries
      where revenue_recognition_schedule_id = ${chosen.id} order by period_number`
    assert.deepEqual(
      postedAfter.map((p) => ({ ...p })),
      postedBefore.map((p) => ({ ...p })),
    )
    const plan = planSchedule({
      amount: Number(s1.done) + Number(s1.left),
      startDate: s1.start_date,
      endDate: s1.end_date,
      periodInterval: 'month',
      method: 'linear',
      posted: postedAfter.map((p) => ({ periodNumber: p.period_number, amount: Number(p.amount_cents) })),
    })
    assert.equal(
      plan.filter((p) => !p.posted).reduce((a, p) => a + p.amount, 0),
      Number(s1.left),
    )
    // February's entry books the refund's deferred part out of deferred revenue, and balances
    const [bal] = await db()`select coalesce(sum(amount_cents), 0)::int8 as c from public.ledger_postings
      where organization_id = ${orgId} and transaction_id = ${feb.ledgerEntryId}`
    assert.equal(Number(bal.c), 0)
    await deferredAgrees()

    // the rest in March: everything the schedule had left goes, and it recognizes nothing more
    await refund(`re_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`, charged - half, at(2025, 3, 5))
    await asService((tx) => postStripePeriod({ tx, orgId, period: '2025-03-01' }))
    const s2 = await schedule()
    assert.deepEqual([Number(s2.left), s2.remaining_periods, Number(s2.done)], [0, 0, Number(s1.done)])
    await deferredAgrees()
  } finally {
    await dropFixtures({ orgs: [orgId], users: [bookkeeper] })
  }
})
