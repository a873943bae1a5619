/**
 * Stripe revenue against the sandbox: list paging with starting_after and created filters through the official SDK,
 * an invoice's lines beyond the ten it embeds, revenue recognition schedules made of each month's deferral, the
 * receivable of invoices on terms, payouts matched to bank deposits (confirmed and undone),
 * the ingest (every object once, a second run adds nothing), signed webhooks end to end, replayed and out of order
 * (nothing changes twice, an older version never wins), and the monthly entry: balanced, equal to the month's
 * balance transactions to the cent, refused with an empty slot named, never posted twice, and a refund that arrives
 * after its month was posted booked by the next open month.
 */
import { waitForWorker } from '../../_testing/teller.ts'
import { newOrg, newUser, dropFixtures } from '../../_testing/organizations.ts'
import assert from 'node:assert/strict'
import { asService, db } from '../../_shared/db.ts'
import { EMBEDDED_LINES, SEAT_LINES, stripeHistory } from '../../../shared/rules/stripe-history.ts'
import { DEFAULT_DIRECTIONS, REVENUE_MAPPING_SLOTS } from '../../../shared/rules/stripe-revenue.ts'
import { ingestStripe } from './ingest.ts'
import { postStripePeriod } from './post-period.ts'
import { handleStripeWebhook } from './handle-webhook.ts'
import { sdk, stripeConfig } from './stripe-api.ts'
import { listStripePeriods } from './list-periods.ts'
import { confirmPayoutMatch, listPayoutMatches, undoPayoutMatch } from './match-payouts.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const SANDBOX = `${Deno.env.get('SANDBOX_URL')}/stripe`
const FROM = Date.UTC(2025, 0, 1) / 1000
const TO = Date.UTC(2025, 4, 1) / 1000
const SEED = 32

async function sandbox(path: string, body: unknown) {
  const res = await fetch(`${SANDBOX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  assert.ok(res.ok, `sandbox ${path} answered ${res.status}`)
  return await res.json()
}

async function stripeOrg() {
  const admin = await newUser('user', 'stripe')
  const bookkeeper = await newUser('bookkeeper', 'stripe')
  const orgId = await newOrg({ admins: [admin], bookkeepers: [bookkeeper] })
  const account = `acct_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`
  const [c] = await db()`insert into public.provider_connections (organization_id, provider, external_id, display_name)
    values (${orgId}, 'stripe', ${account}, 'Test shop') returning id`
  // one account per slot, of a type that suits it
  const accounts: Record<string, string> = {}
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
      values (${orgId}, ${`Stripe ${slot}`}, ${type}) returning id::text`
    accounts[slot] = a.id
  }
  return { orgId, admin, bookkeeper, account, connectionId: c.id as string, accounts }
}

async function mapAll(orgId: string, accounts: Record<string, string>, except: string[] = []) {
  await db()`delete from public.payment_provider_mappings where organization_id = ${orgId}`
  for (const slot of REVENUE_MAPPING_SLOTS.filter((s) => !except.includes(s)))
    await db()`insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
      values (${orgId}, ${slot}, ${accounts[slot]}, ${DEFAULT_DIRECTIONS[slot]})`
}

Deno.test({ name: 'Stripe revenue', ...opts }, async (t) => {
  const org = await stripeOrg()
  const history = stripeHistory(SEED, { from: FROM, to: TO, count: 700 })
  try {
    await sandbox(`/_sandbox/accounts/${org.account}/history`, { seed: SEED, from: FROM, to: TO, count: 700 })
    const stripe = sdk(stripeConfig(), stripeConfig().secretKey)
    const on = { stripeAccount: org.account }

    await t.step('pages of starting_after add up to the whole list, newest first, once each', async () => {
      const paged: string[] = []
      for await (const b of stripe.balanceTransactions.list(
        { limit: 7, created: { gte: FROM, lt: FROM + 20 * 86_400 } },
        on,
      ))
        paged.push(b.id)
      const expected = history.balanceTransactions
        .filter((b) => b.created >= FROM && b.created < FROM + 20 * 86_400)
        .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
        .map((b) => b.id)
      assert.ok(expected.length > 7)
      assert.deepEqual(paged, expected)
      const first = await stripe.balanceTransactions.list({ limit: 3 }, on)
      assert.equal(first.has_more, true)
      await assert.rejects(
        () => stripe.balanceTransactions.list({ starting_after: 'txn_nothere' }, on),
        (e: { code?: string; statusCode?: number }) => e.code === 'resource_missing' && e.statusCode === 400,
      )
      await assert.rejects(() => stripe.balanceTransactions.list({ limit: 101 }, on))
    })

    await t.step("an invoice embeds its first ten lines, the rest are paged from the invoice's lines", async () => {
      const seats = history.invoices.find((i) => (i.lines as { data: unknown[] }).data.length === SEAT_LINES)
      assert.ok(seats, 'the history holds an invoice with more lines than Stripe embeds')
      const listed = await stripe.invoices.list({ limit: 1, created: { gte: seats.created, lte: seats.created } }, on)
      assert.equal(listed.data[0].id, seats.id)
      assert.equal(listed.data[0].lines.data.length, EMBEDDED_LINES)
      assert.equal(listed.data[0].lines.has_more, true)
      const paged: string[] = []
      for await (const l of stripe.invoices.listLineItems(seats.id, { limit: 5 }, on)) paged.push(l.id)
      assert.deepEqual(
        paged,
        (seats.lines as { data: { id: string }[] }).data.map((l) => l.id),
      )
      await assert.rejects(
        () => stripe.invoices.listLineItems(seats.id, { starting_after: 'il_nothere' }, on),
        (e: { code?: string }) => e.code === 'resource_missing',
      )
    })

    await t.step('the ingest stores every record once; a second run adds nothing', async () => {
      const counts = await asService((tx) => ingestStripe({ tx, connectionId: org.connectionId, createdAtLimit: TO }))
      assert.equal(counts.balanceTransactions, history.balanceTransactions.length)
      assert.equal(counts.objects.invoice, history.invoices.length)
      assert.equal(counts.objects.refund, history.refunds.length)
      assert.equal(counts.objects.payout, history.payouts.length)
      const again = await asService((tx) => ingestStripe({ tx, connectionId: org.connectionId, createdAtLimit: TO }))
      assert.equal(again.balanceTransactions, 0)
      const [n] =
        await db()`select count(*)::int as n from public.stripe_balance_transactions where organization_id = ${org.orgId}`
      assert.equal(n.n, history.balanceTransactions.length)
      const [e] = await db()`select coalesce(sum((payload->>'count')::int), 0)::int as n from public.events
        where organization_id = ${org.orgId} and event_type = 'balance-transaction-insert'`
      assert.equal(e.n, history.balanceTransactions.length)
      const [inv] = await db()`select customer_state, tax_cents, period_end from public.stripe_objects
        where organization_id = ${org.orgId} and kind = 'invoice' limit 1`
      assert.ok(inv.customer_state && inv.tax_cents > 0 && inv.period_end)
      // every line of every invoice, those beyond the embedded ten read through the SDK's auto-pagination
      const lines = history.invoices.reduce((s, i) => s + (i.lines as { data: unknown[] }).data.length, 0)
      const [l] =
        await db()`select count(*)::int as n from public.stripe_invoice_lines where organization_id = ${org.orgId}`
      assert.equal(l.n, lines)
      assert.ok(counts.invoiceLines >= SEAT_LINES)
    })

    await t.step('payouts match the bank deposits they became; a bookkeeper confirms and undoes', async () => {
      const [conn] = await db()`insert into public.provider_connections (organization_id, provider, external_id)
        values (${org.orgId}, 'teller', ${`enr_${org.account}`}) returning id`
      const [enr] =
        await db()`insert into public.teller_enrollments (connection_id, organization_id, teller_enrollment_id)
        values (${conn.id}, ${org.orgId}, ${`enr_${org.account}`}) returning id`
      const [bank] = await db()`insert into public.bank_accounts (organization_id, connection_id, provider,
          teller_enrollment_id, account_id, name, type)
        values (${org.orgId}, ${conn.id}, 'teller', ${enr.id}, ${`acc_${org.account}`}, 'Operating', 'depository') returning id`
      const [a, b, c] = history.payouts.slice(0, 3)
      const on = (p: typeof a, days: number) => new Date(((p.arrival_date as number) + days * 86_400) * 1000)
      const deposit = async (amount: number, at: Date, description: string) =>
        (
          await db()`insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id,
            transaction_id, transaction_effective_time, total_amount_cents, description, raw)
          values (${org.orgId}, 'teller', ${conn.id}, ${bank.id}, ${`txn_${crypto.randomUUID()}`}, ${at}, ${amount},
            ${description}, '{}') returning id`
        )[0].id as string
      const onlyA = await deposit(a.amount as number, on(a, 1), 'STRIPE TRANSFER')
      const b1 = await deposit(b.amount as number, on(b, 0), 'DEPOSIT')
      const b2 = await deposit(b.amount as number, on(b, 2), 'DEPOSIT')
      await deposit((c.amount as number) + 1, on(c, 0), 'STRIPE TRANSFER') // a cent off
      const state = async () => {
        const out = await asService((tx) => listPayoutMatches({ tx, orgId: org.orgId }))
        return Object.fromEntries(
          out.payouts
            .filter((p) => [a.id, b.id, c.id].includes(p.payoutId))
            .map((p) => [p.payoutId, [p.state, p.deposit?.id ?? null]]),
        )
      }
      assert.deepEqual(await state(), {
        [a.id]: ['matched', onlyA],
        [b.id]: ['ambiguous', null],
        [c.id]: ['unmatched', null],
      })
      await assert.rejects(
        () => asService((tx) => confirmPayoutMatch({ tx, orgId: org.orgId, payoutId: c.id, depositId: onlyA })),
        /This deposit is not the payout's amount within its arrival window/,
      )
      await asService((tx) => confirmPayoutMatch({ tx, orgId: org.orgId, payoutId: b.id, depositId: b2 }))
      assert.deepEqual((await state())[b.id], ['confirmed', b2])
      await assert.rejects(
        () => asService((tx) => confirmPayoutMatch({ tx, orgId: org.orgId, payoutId: b.id, depositId: b1 })),
        /already matched to a deposit; undo that match first/,
      )
      await asService((tx) => undoPayoutMatch({ tx, orgId: org.orgId, payoutId: b.id }))
      assert.deepEqual((await state())[b.id], ['ambiguous', null])
    })

    await t.step('a signed webhook is stored once, and an older version never overwrites a newer one', async () => {
      const inv = history.invoices[0]
      const evt = (id: string, created: number, status: string) => ({
        id,
        object: 'event',
        type: 'invoice.updated',
        account: org.account,
        created,
        data: { object: { ...inv, status } },
      })
      const newer = evt(`evt_${crypto.randomUUID().replace(/-/g, '')}`, TO + 100, 'void')
      const delivered = await sandbox('/_webhooks/deliver', { body: newer })
      assert.equal(delivered.status, 200)
      await sandbox('/_webhooks/deliver', { body: newer }) // replayed
      await waitForWorker(org.orgId)
      const status = async () =>
        (
          await db()`select status, version from public.stripe_objects where organization_id = ${org.orgId} and external_id = ${inv.id}`
        )[0]
      assert.deepEqual({ ...(await status()) }, { status: 'void', version: String(TO + 100) })
      const [d] = await db()`select count(*)::int as n from public.webhook_deliveries where delivery_key = ${newer.id}`
      assert.equal(d.n, 1)
      // an older event arriving later changes nothing
      const older = evt(`evt_${crypto.randomUUID().replace(/-/g, '')}`, TO + 50, 'paid')
      const r = await asService((tx) => handleStripeWebhook({ tx, organizationId: org.orgId, body: older }))
      assert.equal(r.stale, true)
      assert.equal((await status()).status, 'void')
      // a badly signed delivery is refused
      const bad = await sandbox('/_webhooks/deliver', { body: newer, secret: 'whsec_wrong' })
      assert.equal(bad.status, 401)
    })

    await t.step('an empty slot blocks posting, naming it', async () => {
      await mapAll(org.orgId, org.accounts, ['totalFees'])
      await assert.rejects(
        () => asService((tx) => postStripePeriod({ tx, orgId: org.orgId, period: '2025-01-01' })),
        /Map the Total fees slot \(totalFees\) to an account before posting 2025-01/,
      )
      // deferred revenue needs the account its schedules recognize into
      await mapAll(org.orgId, org.accounts, ['revenueRecognized'])
      await assert.rejects(
        () => asService((tx) => postStripePeriod({ tx, orgId: org.orgId, period: '2025-01-01' })),
        /Map the Revenue recognized slot \(revenueRecognized\) to an account before posting 2025-01/,
      )
    })

    await t.step("each month's entry equals its balance transactions to the cent, and posts once", async () => {
      await mapAll(org.orgId, org.accounts)
      for (const period of ['2025-01-01', '2025-02-01', '2025-03-01']) {
        const month = history.balanceTransactions.filter(
          (b) => b.currency === 'usd' && new Date(b.created * 1000).toISOString().slice(0, 7) === period.slice(0, 7),
        )
        const out = await asService((tx) => postStripePeriod({ tx, orgId: org.orgId, period }))
        assert.equal(
          out.totals.netTotal,
          month.reduce((s, b) => s + b.net, 0),
        )
        assert.equal(
          out.totals.totalFees,
          month.reduce((s, b) => s + b.fee, 0),
        )
        assert.equal(
          out.totals.totalPayouts,
          -month.filter((b) => b.type === 'payout').reduce((s, b) => s + b.amount, 0),
        )
        assert.equal(
          out.totals.totalRefunds,
          -month.filter((b) => b.type === 'refund').reduce((s, b) => s + b.amount, 0),
        )
        const [p] = await db()`select coalesce(sum(amount_cents), 0)::int8 as sum, count(*)::int as n
          from public.ledger_postings where organization_id = ${org.orgId} and transaction_id = ${out.ledgerEntryId}`
        assert.equal(Number(p.sum), 0)
        assert.ok(p.n >= 4)
        const [net] = await db()`select coalesce(sum(amount_cents), 0)::int8 as c from public.ledger_postings
          where transaction_id = ${out.ledgerEntryId} and account_id = ${org.accounts.netTotal}`
        assert.equal(Number(net.c), out.totals.netTotal)
        const [je] = await db()`select type, source_ref from public.journal_entries where id = ${out.journalEntryId}`
        assert.deepEqual({ ...je }, { type: 'stripe', source_ref: `stripe:${period}` })
        // invoices on terms: the receivable moves by what was finalized less what was paid, voided or written off
        const inMonth = (t: number | null) => !!t && new Date(t * 1000).toISOString().slice(0, 7) === period.slice(0, 7)
        const receivable = history.invoices
          .filter((i) => i.currency === 'usd')
          .reduce((s, i) => {
            const at = i.status_transitions as Record<string, number | null>
            const ended = ['paid_at', 'voided_at', 'marked_uncollectible_at'].filter((f) => inMonth(at[f])).length
            return s + (i.total as number) * ((inMonth(at.finalized_at) ? 1 : 0) - ended)
          }, 0)
        assert.equal(out.totals.accountsReceivable, receivable)
        const [ar] = await db()`select coalesce(sum(amount_cents), 0)::int8 as c from public.ledger_postings
          where transaction_id = ${out.ledgerEntryId} and account_id = ${org.accounts.accountsReceivable}`
        assert.equal(Number(ar.c), receivable)
        // what the entry credits to revenueDeferred is exactly what its new schedules will recognize
        const [def] = await db()`select coalesce(-sum(amount_cents), 0)::int8 as c from public.ledger_postings
          where transaction_id = ${out.ledgerEntryId} and account_id = ${org.accounts.revenueDeferred}`
        assert.ok(out.totals.deferredRevenue > 0 && out.totals.revenueSchedules > 0)
        // less what the month's refunds and lost disputes took back from schedules (refund-schedules.ts)
        assert.equal(
          Number(def.c),
          out.totals.deferredRevenue - out.totals.refundedDeferred - out.totals.disputedDeferred,
        )
        const [owed] = await db()`select
            (select coalesce(-sum(amount_cents), 0) from public.ledger_postings
             where organization_id = ${org.orgId} and account_id = ${org.accounts.revenueDeferred})::int8 as ledger,
            (select coalesce(sum(unrecognized_amount_micros) / 10000, 0) from public.revenue_recognition_schedules
             where organization_id = ${org.orgId})::int8 as schedules`
        assert.equal(Number(owed.ledger), Number(owed.schedules))
        const [sch] = await db()`select count(*)::int as n, sum(i.amount_micros / 10000)::int8 as c,
            bool_and(s.revenue_account ->> 'value' = ${org.accounts.revenueRecognized}
              and s.deferred_revenue_account ->> 'value' = ${org.accounts.revenueDeferred}) as accounts,
            bool_and(s.start_date = (${period}::date + interval '1 month')::date) as starts
          from public.revenue_recognition_schedules s
          join public.revenue_recognition_invoices i on i.schedule_id = s.id and i.provider = 'stripe'
          where s.organization_id = ${org.orgId} and i.txn_date >= ${period}::date
            and i.txn_date < (${period}::date + interval '1 month')`
        assert.deepEqual(
          { n: sch.n, c: Number(sch.c), accounts: sch.accounts, starts: sch.starts },
          { n: out.totals.revenueSchedules, c: out.totals.deferredRevenue, accounts: true, starts: true },
        )
      }
      await assert.rejects(
        () => asService((tx) => postStripePeriod({ tx, orgId: org.orgId, period: '2025-02-01' })),
        /Stripe for 2025-02 is already posted/,
      )
    })

    await t.step('a refund of a posted month arriving later is booked by the next open month', async () => {
      const late = {
        id: `evt_${crypto.randomUUID().replace(/-/g, '')}`,
        object: 'event',
        type: 'balance.available',
        account: org.account,
        created: TO + 200,
        data: {
          object: {
            id: `txn_late${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`,
            object: 'balance_transaction',
            amount: -1234,
            fee: 0,
            net: -1234,
            currency: 'usd',
            created: Date.UTC(2025, 1, 20) / 1000,
            available_on: Date.UTC(2025, 1, 22) / 1000,
            fee_details: [],
            reporting_category: 'refund',
            source: 're_late',
            status: 'available',
            type: 'refund',
            description: 'REFUND FOR CHARGE',
          },
        },
      }
      await asService((tx) => handleStripeWebhook({ tx, organizationId: org.orgId, body: late }))
      const [feb] =
        await db()`select totals from public.stripe_period_postings where organization_id = ${org.orgId} and period = '2025-02-01'`
      const before = feb.totals.totalRefunds
      const april = history.balanceTransactions.filter(
        (b) =>
          b.currency === 'usd' &&
          new Date(b.created * 1000).toISOString().slice(0, 7) === '2025-04' &&
          b.type === 'refund',
      )
      const out = await asService((tx) => postStripePeriod({ tx, orgId: org.orgId, period: '2025-04-01' }))
      // April is not March's neighbour: March was posted, so the late February refund waits for the next posting
      assert.equal(out.totals.totalRefunds, -april.reduce((s, b) => s + b.amount, 0) + 1234)
      const [still] =
        await db()`select totals from public.stripe_period_postings where organization_id = ${org.orgId} and period = '2025-02-01'`
      assert.equal(still.totals.totalRefunds, before)
    })

    await t.step('the summary shows posted months with their entries', async () => {
      const s = await asService((tx) => listStripePeriods({ tx, orgId: org.orgId }))
      assert.equal(s.connected, true)
      assert.deepEqual(
        s.periods.filter((p) => p.posted).map((p) => p.period),
        ['2025-04-01', '2025-03-01', '2025-02-01', '2025-01-01'],
      )
    })
  } finally {
    await dropFixtures({ orgs: [org.orgId], users: [org.admin, org.bookkeeper] })
  }
})
