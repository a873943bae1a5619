/**
 * A confirmed Stripe payout feeds reconciliation (docs/stripe.md "Payouts against bank deposits"): confirming writes
 * the deposit's entry link once, naming the month's `stripe` entry; in the reconciliation of the bank account the
 * deposit and, once every payout of the month is confirmed, the entry's payouts line count as explained, not
 * unmatched; undoing a match deletes the link and opens both again. Against the stack and the Stripe sandbox.
 */
import assert from 'node:assert/strict'
import { asService, db } from '../../_shared/db.ts'
import { newOrg, newUser, dropFixtures } from '../../_testing/organizations.ts'
import { stripeHistory } from '../../../shared/rules/stripe-history.ts'
import { DEFAULT_DIRECTIONS, REVENUE_MAPPING_SLOTS } from '../../../shared/rules/stripe-revenue.ts'
import { refreshReconciliation } from '../reconciliation/refresh-reconciliation.ts'
import { reconciliationDetail } from '../reconciliation/get-reconciliation.ts'
import { ingestStripe } from './ingest.ts'
import { postStripePeriod } from './post-period.ts'
import { confirmPayoutMatch, undoPayoutMatch } from './match-payouts.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const FROM = Date.UTC(2025, 0, 1) / 1000
const TO = Date.UTC(2025, 2, 1) / 1000
const SEED = 3217
const SHAPE = { seed: SEED, from: FROM, to: TO, count: 120 }

Deno.test({ name: 'a confirmed Stripe payout is explained in the bank reconciliation, once', ...opts }, async () => {
  const bookkeeper = await newUser('bookkeeper', 'stripe-recon')
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
    const [conn] = await db()`insert into public.provider_connections (organization_id, provider, external_id)
      values (${orgId}, 'stripe', ${account}) returning id`
    for (const slot of REVENUE_MAPPING_SLOTS) {
      const type = slot === 'totalPayouts' ? 'Bank' : slot.startsWith('revenue') ? 'Income' : 'Other Current Asset'
      const [a] = await db()`insert into public.ledger_accounts (organization_id, name, account_type)
        values (${orgId}, ${`Stripe ${slot}`}, ${type}) returning id`
      await db()`insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
        values (${orgId}, ${slot}, ${a.id}, ${DEFAULT_DIRECTIONS[slot]})`
    }
    const [payoutsAccount] = await db()`select account_id::text as id from public.payment_provider_mappings
      where organization_id = ${orgId} and slot = 'totalPayouts'`
    await asService((tx) => ingestStripe({ tx, connectionId: conn.id, createdAtLimit: TO }))
    await asService((tx) => postStripePeriod({ tx, orgId, period: '2025-01-01' }))
    const feb = await asService((tx) => postStripePeriod({ tx, orgId, period: '2025-02-01' }))

    // the bank account the payouts land in, its feed holding each February payout's deposit on its arrival day
    const history = stripeHistory(SEED, SHAPE)
    const february = history.payouts.filter((p) => new Date(p.created * 1000).toISOString().startsWith('2025-02'))
    assert.ok(february.length >= 3)
    const [bankConn] = await db()`insert into public.provider_connections (organization_id, provider, external_id)
      values (${orgId}, 'teller', ${`enr_${account}`}) returning id`
    const [enr] =
      await db()`insert into public.teller_enrollments (connection_id, organization_id, teller_enrollment_id)
      values (${bankConn.id}, ${orgId}, ${`enr_${account}`}) returning id`
    const [bank] = await db()`insert into public.bank_accounts (organization_id, connection_id, provider,
        teller_enrollment_id, account_id, name, type)
      values (${orgId}, ${bankConn.id}, 'teller', ${enr.id}, ${`acc_${account}`}, 'Payouts', 'depository') returning id`
    const deposits = new Map<string, string>()
    for (const p of february) {
      const [d] = await db()`insert into public.provider_transactions (organization_id, provider, connection_id,
          bank_account_id, transaction_id, transaction_effective_time, total_amount_cents, description, raw)
        values (${orgId}, 'teller', ${bankConn.id}, ${bank.id}, ${`txn_${crypto.randomUUID()}`},
          ${new Date((p.arrival_date as number) * 1000)}, ${p.amount as number}, 'STRIPE TRANSFER', '{}') returning id`
      deposits.set(p.id, d.id)
    }
    const [statement] = await db()`insert into public.statement_accounts (organization_id, account_chart_id,
        account_chart_name, plaid_bank_account_id)
      values (${orgId}, ${payoutsAccount.id}, 'Stripe totalPayouts', ${bank.id}) returning id`
    // a period wide enough for every February deposit (the last arrives in March) and the entry's line (Feb 28)
    const [rec] = await db()`insert into public.reconciliations (organization_id, statement_account_id, period_start,
        period_end) values (${orgId}, ${statement.id}, '2025-02-01', '2025-03-10') returning id`
    const open = async () => {
      await asService((tx) => refreshReconciliation({ tx, organizationId: orgId, reconciliationId: rec.id }))
      const [r] = await db()`select unreconciled_feed_count as feed, unreconciled_ledger_count as ledger
        from public.reconciliations where id = ${rec.id}`
      return { feed: r.feed, ledger: r.ledger }
    }
    const links = async () =>
      await db()`select external_id, provider_transaction_id, ledger_transaction_id::text as entry, status
        from public.entry_links where organization_id = ${orgId} and source = 'stripe' order by external_id`

    assert.deepEqual(await open(), { feed: february.length, ledger: 1 })
    const [first, ...rest] = february
    const confirm = (id: string) =>
      asService((tx) => confirmPayoutMatch({ tx, orgId, payoutId: id, depositId: deposits.get(id) ?? '' }))
    await confirm(first.id)
    // the deposit is booked by February's entry: its link names it, once
    assert.deepEqual(
      (await links()).map((l) => ({ ...l })),
      [
        {
          external_id: first.id,
          provider_transaction_id: deposits.get(first.id),
          entry: String(feb.ledgerEntryId),
          status: 'synced',
        },
      ],
    )
    // one deposit explained; the entry's line waits for the month's other payouts
    assert.deepEqual(await open(), { feed: february.length - 1, ledger: 1 })
    for (const p of rest) await confirm(p.id)
    assert.deepEqual(await open(), { feed: 0, ledger: 0 })
    // a second refresh counts nothing twice, and the matcher suggests nothing for explained lines
    assert.deepEqual(await open(), { feed: 0, ledger: 0 })
    const [suggested] =
      await db()`select count(*)::int as n from public.reconciliation_matches where reconciliation_id = ${rec.id}`
    assert.equal(suggested.n, 0)
    // the screen lists them as explained by the Stripe payouts, not as lines nothing matches
    const detail = await asService(async (tx) =>
      reconciliationDetail({
        tx,
        loaded: await refreshReconciliation({ tx, organizationId: orgId, reconciliationId: rec.id }),
        accessToken: '',
      }),
    )
    const explained = detail.stripeExplainedLines.map((l) => l.id)
    assert.deepEqual(explained.filter((id) => !id.startsWith('JournalEntry/')).sort(), [...deposits.values()].sort())
    assert.equal(explained.filter((id) => id.startsWith(`JournalEntry/${feb.ledgerEntryId}/`)).length, 1)
    assert.equal(detail.unmatchedFeedLines.length + detail.unmatchedLedgerLines.length, 0)
    assert.equal((await links()).length, february.length)

    // a reconciled period keeps what it counted: undoing is refused until it is reopened
    await db()`update public.reconciliations set statement_starting_balance_cents = 0, statement_ending_balance_cents = 0,
        explanation = 'the test statement', reconciled_at = now(), method = 'automatically' where id = ${rec.id}`
    await assert.rejects(
      () => asService((tx) => undoPayoutMatch({ tx, orgId, payoutId: first.id })),
      /in a reconciled statement period: reopen it before undoing/,
    )
    await db()`update public.reconciliations set reconciled_at = null, method = null where id = ${rec.id}`
    // undoing a match removes its link and opens the deposit and the entry's line again
    await asService((tx) => undoPayoutMatch({ tx, orgId, payoutId: first.id }))
    assert.equal((await links()).length, february.length - 1)
    assert.deepEqual(await open(), { feed: 1, ledger: 1 })
  } finally {
    await dropFixtures({ orgs: [orgId], users: [bookkeeper] })
  }
})
