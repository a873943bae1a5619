/**
 * The demo's Stripe payouts meet the bank (supabase/seeds/81-stripe-deposits.sql): every payout of the demo Stripe
 * account that has arrived, as the sandbox serves it through the official SDK, fits exactly one deposit of Acme
 * Robotics' bank feed (the payouts rule, to the cent and inside the arrival window), and one arriving today or later
 * has none yet. Reads the seeded demo; writes nothing.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { matchPayouts } from '../../../shared/rules/stripe-payouts.ts'
import { sdk, stripeConfig } from './stripe-api.ts'

const ACME = '10000000-0000-4000-8000-000000000001'
const opts = { sanitizeOps: false, sanitizeResources: false }

Deno.test({ name: "the demo's Stripe payouts each meet one deposit of the demo bank feed", ...opts }, async () => {
  const [org] = await db()`select stripe_account_id from public.organizations where id = ${ACME}`
  assert.ok(org?.stripe_account_id, 'the demo is seeded')
  const stripe = sdk(stripeConfig(), stripeConfig().secretKey)
  const payouts = []
  for await (const p of stripe.payouts.list({ limit: 100 }, { stripeAccount: org.stripe_account_id }))
    if (p.currency === 'usd' && p.status === 'paid')
      payouts.push({
        id: p.id,
        amountCents: p.amount,
        arrivalDate: new Date(p.arrival_date * 1000).toISOString().slice(0, 10),
      })
  assert.ok(payouts.length >= 40, 'a year of weekly payouts')
  const deposits = await db()`select id::text, total_amount_cents::int8 as amount,
      transaction_effective_time::date::text as date, description
    from public.provider_transactions where organization_id = ${ACME} and provider = 'plaid'
      and total_amount_cents > 0 and not pending and deleted_at is null`
  const matches = matchPayouts(
    payouts,
    deposits.map((d) => ({ id: d.id, amountCents: Number(d.amount), date: d.date, description: d.description })),
  )
  const today = new Date().toISOString().slice(0, 10)
  const arrived = payouts.filter((p) => p.arrivalDate < today)
  for (const [i, p] of payouts.entries()) {
    const m = matches[i]
    if (p.arrivalDate < today) assert.equal(m.state, 'matched', `${p.id} arrived ${p.arrivalDate}`)
    else assert.equal(m.state, 'unmatched', `${p.id} arrives ${p.arrivalDate}`)
  }
  assert.equal(new Set(matches.map((m) => m.depositId).filter(Boolean)).size, arrived.length)
})
