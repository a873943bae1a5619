/**
 * config.stripeCleanUpDate (issue 31 item 5): Stripe months that begin on or before it were cleaned up by hand, so
 * the product posts from the month after: the automatic posting skips them, asking for one is refused with why, and
 * the summary says so; a later month posts its own balance transactions only, never the cleaned-up month's.
 */
import assert from 'node:assert/strict'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { DEFAULT_DIRECTIONS, REVENUE_MAPPING_SLOTS } from '../../../shared/rules/stripe-revenue.ts'
import { listStripePeriods } from './list-periods.ts'
import { postEndedPeriods, postStripePeriod } from './post-period.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const MESSAGE = 'Stripe through 2025-03-31 was cleaned up by hand: the product posts from the month after'

Deno.test({ name: 'Stripe: months cleaned up by hand are never posted by the product', ...opts }, async () => {
  const bk = await newUser('bookkeeper', 'stripe')
  const orgId = await newOrg({ bookkeepers: [bk] })
  try {
    const [c] = await db()`insert into public.provider_connections (organization_id, provider, external_id)
      values (${orgId}, 'stripe', ${`acct_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`}) returning id`
    for (const slot of REVENUE_MAPPING_SLOTS) {
      const type =
        slot.startsWith('revenue') && slot !== 'revenueDeferred'
          ? 'Income'
          : slot === 'totalFees' || slot === 'badDebts'
            ? 'Expense'
            : slot === 'revenueDeferred' || slot === 'totalTaxes'
              ? 'Other Current Liability'
              : 'Bank'
      const [a] = await db()`insert into public.ledger_accounts (organization_id, name, account_type)
        values (${orgId}, ${`Stripe ${slot}`}, ${type}) returning id`
      await db()`insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
        values (${orgId}, ${slot}, ${a.id}, ${DEFAULT_DIRECTIONS[slot]})`
    }
    const charge = (id: string, at: string, cents: number) =>
      db()`insert into public.stripe_balance_transactions (organization_id, connection_id, external_id, type,
          reporting_category, source_id, currency, amount_cents, fee_cents, net_cents, status, created_at_provider, raw)
        values (${orgId}, ${c.id}, ${id}, 'charge', 'charge', ${`ch_${id}`}, 'USD', ${cents}, 0, ${cents}, 'available', ${at}, '{}')`
    await charge(`txn_${crypto.randomUUID().slice(0, 8)}`, '2025-03-10T12:00:00Z', 10_000)
    await charge(`txn_${crypto.randomUUID().slice(0, 8)}`, '2025-04-10T12:00:00Z', 25_000)
    await db()`update public.organizations set config = config || '{"stripeCleanUpDate": "2025-03-31"}' where id = ${orgId}`

    await assert.rejects(
      () => asService((tx) => postStripePeriod({ tx, orgId, period: '2025-03-01' })),
      (e: Error) => e.message === MESSAGE,
    )
    const summary = await asService((tx) => listStripePeriods({ tx, orgId }))
    assert.equal(summary.periods.find((p) => p.period === '2025-03-01')?.blocked, MESSAGE)
    const out = await asService((tx) => postEndedPeriods({ tx, orgId }))
    assert.deepEqual(out, { posted: ['2025-04-01'], blocked: null })
    const [april] = await db()`select totals ->> 'revenue' as revenue, balance_transactions as n
      from public.stripe_period_postings where organization_id = ${orgId}`
    assert.deepEqual([Number(april.revenue), april.n], [25_000, 1], 'April books its own charge only')
  } finally {
    await db()`delete from public.ledger_transactions where organization_id = ${orgId}`
    await dropFixtures({ orgs: [orgId], users: [bk] })
    await closeDb()
  }
})
