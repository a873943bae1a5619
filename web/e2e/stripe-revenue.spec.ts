/**
 * Stripe revenue in the browser: the client connects Stripe through the sandbox's Connect authorization; the first
 * ingest reads the account's year; the bookkeeper finds last month blocked for want of a mapping, maps the accounts,
 * posts the month (its deferral made into revenue recognition schedules), confirms and undoes a payout's match to its
 * bank deposit, and sees its revenue in the client's profit and loss. In the demo, Acme's payouts meet the deposits
 * the seed put in its Stripe Payouts account: matched, but the newest, which has not reached the bank yet.
 */
import { expect, test } from '@playwright/test'
import { formatMoney } from '../../shared/rules/format.ts'
import { createUser, DEMO, DEMO_ORGS, db, newOrg, setRole, signInAs } from './support.ts'

test.describe.configure({ timeout: 120_000 })

test('connect Stripe, map the accounts, post a month and see its revenue in the reports', async ({ page }) => {
  const keeper = await createUser({ firstName: 'Stevie', lastName: 'Stripe' })
  await setRole(keeper.id, 'bookkeeper')
  const client = await createUser({ firstName: 'Casey', lastName: 'Client' })
  const org = await newOrg({
    bookkeepers: [{ userId: keeper.id, isPrimary: true }],
    members: [{ userId: client.id, orgRole: 'admin' }],
  })
  for (const [name, type] of [
    ['Stripe Sales', 'Income'],
    ['Stripe Balance', 'Other Current Asset'],
    ['Operating Checking', 'Bank'],
    ['Merchant Fees', 'Expense'],
    ['Refunds Given', 'Income'],
    ['Deferred Revenue', 'Other Current Liability'],
    ['Sales Tax Payable', 'Other Current Liability'],
    ['Chargebacks', 'Expense'],
    ['Customer Receivables', 'Accounts Receivable'],
  ])
    await db()`insert into public.ledger_accounts (organization_id, name, account_type) values (${org.id}, ${name}, ${type})`

  // the client connects Stripe: the sandbox authorizes and sends the browser back
  await signInAs(page, client.email, { password: client.password, path: '/accounting/integrations' })
  const stripe = page.getByTestId('integration-Stripe')
  await expect(stripe).toContainText('booked to your ledger each month by your revenue mapping')
  await stripe.getByRole('button', { name: 'Connect Stripe' }).click()
  await expect(page.getByTestId('connection-banner')).toContainText('Stripe is connected.')

  // the first ingest runs in the worker
  await expect
    .poll(
      async () =>
        (
          await db()`select count(*)::int as n from public.stripe_balance_transactions where organization_id = ${org.id}`
        )[0].n,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(100)

  // the bank feed shows the two latest payouts arriving: one as one deposit, the other as two of the same amount
  const payouts =
    await db()`select external_id as id, amount_cents::int8 as amount, (raw ->> 'arrival_date')::int8 as arrival
    from public.stripe_objects where organization_id = ${org.id} and kind = 'payout' and currency = 'USD'
    order by provider_created_at desc limit 2`
  const [feed] = await db()`insert into public.provider_connections (organization_id, provider, external_id)
    values (${org.id}, 'teller', ${`enr_e2e_${org.id}`}) returning id`
  const [enr] = await db()`insert into public.teller_enrollments (connection_id, organization_id, teller_enrollment_id)
    values (${feed.id}, ${org.id}, ${`enr_e2e_${org.id}`}) returning id`
  const [bank] = await db()`insert into public.bank_accounts (organization_id, connection_id, provider,
      teller_enrollment_id, account_id, name, type)
    values (${org.id}, ${feed.id}, 'teller', ${enr.id}, ${`acc_e2e_${org.id}`}, 'Operating', 'depository') returning id`
  // the client granted the firm its bank account, as connecting a bank feed does
  await db()`update public.organizations set metadata = metadata || jsonb_build_object('userPermissions',
      coalesce(metadata -> 'userPermissions', '{}') || jsonb_build_object('bankAccounts',
        ${db().json([{ permissionGiven: true, plaidBankAccountId: bank.id, accountName: 'Operating' }])}::jsonb))
    where id = ${org.id}`
  for (const [p, days] of [
    [payouts[0], 1],
    [payouts[1], 0],
    [payouts[1], 2],
  ] as const)
    await db()`insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id,
        transaction_id, transaction_effective_time, total_amount_cents, description, raw)
      values (${org.id}, 'teller', ${feed.id}, ${bank.id}, ${`txn_e2e_${crypto.randomUUID()}`},
        ${new Date((Number(p.arrival) + days * 86_400) * 1000)}, ${p.amount}, 'DEPOSIT', '{}')`

  const last = new Date()
  last.setUTCDate(1)
  last.setUTCMonth(last.getUTCMonth() - 1)
  const month = last.toISOString().slice(0, 7)
  await page.context().clearCookies()
  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Stripe revenue' }).click()
  const row = page.getByTestId(`stripe-period-${month}`)
  await expect(row).toContainText('Map the Revenue slot (revenue) to an account')

  // payouts against the bank: the one deposit is a match to confirm (and undo); two of one amount are for a person
  const matched = page.getByTestId(`stripe-payout-${payouts[0].id}`)
  await expect(matched).toContainText('Matched')
  await matched.getByRole('button', { name: 'Confirm' }).click()
  await expect(matched).toContainText('Confirmed')
  await matched.getByRole('button', { name: 'Undo' }).click()
  await expect(matched).toContainText('Matched')
  const ambiguous = page.getByTestId(`stripe-payout-${payouts[1].id}`)
  await expect(ambiguous).toContainText('Ambiguous')
  await expect(ambiguous.getByRole('combobox', { name: `Deposit for payout ${payouts[1].id}` })).toBeVisible()

  // drill-down: the month's charges behind its revenue
  await row.getByRole('button', { name: /^Revenue of / }).click()
  await expect(page.getByRole('region', { name: /^Revenue of / })).toContainText('Charge')

  const form = page.getByRole('form', { name: 'Revenue mapping' })
  for (const [slot, account] of [
    ['Revenue', 'Stripe Sales'],
    ['Revenue recognized', 'Stripe Sales'],
    ['Revenue deferred', 'Deferred Revenue'],
    ['Accounts receivable', 'Customer Receivables'],
    ['Voided', 'Refunds Given'],
    ['Total taxes', 'Sales Tax Payable'],
    ['Total fees', 'Merchant Fees'],
    ['Refunds', 'Refunds Given'],
    ['Bad debts', 'Chargebacks'],
    ['Total payouts', 'Operating Checking'],
    ['Net total', 'Stripe Balance'],
  ])
    await form.getByRole('combobox', { name: `${slot} account`, exact: true }).selectOption({ label: account })
  await form.getByRole('button', { name: 'Save mapping' }).click()
  await expect(page.getByText('Revenue mapping saved')).toBeVisible()

  await row.getByRole('button', { name: 'Post entry' }).click()
  await expect(row).toContainText(`Posted STRIPE-${month}`)
  const [je] = await db()`select j.type::text, j.doc_number from public.journal_entries j
    where j.organization_id = ${org.id} and j.type = 'stripe'`
  expect(je).toMatchObject({ type: 'stripe', doc_number: `STRIPE-${month}` })
  // its deferred revenue went to revenue recognition schedules, shown beside the month's figures
  const [made] = await db()`select count(*)::int as n from public.revenue_recognition_invoices
    where organization_id = ${org.id} and provider = 'stripe'`
  expect(made.n).toBeGreaterThan(0)
  await expect(row).toContainText(`${made.n} revenue schedule`)
  // revenue on the Revenue account: what was recognized, and the month's invoices on terms (accrued less collected)
  const [posted] = await db()`select (totals ->> 'recognizedRevenue')::int8 + (totals ->> 'accruedRevenue')::int8 as c
    from public.stripe_period_postings where organization_id = ${org.id}`
  const recognized = formatMoney(Number(posted.c))

  // the recognized revenue is in the month's profit and loss, on the mapped account
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Reports' }).click()
  await expect(page.getByRole('row', { name: /Stripe Sales/ }).first()).toContainText(recognized)
})

test("the demo's Stripe payouts meet their bank deposits", async ({ page }) => {
  const acme = DEMO_ORGS.acme.id
  // the demo's ingest runs in the worker at start: wait for its payouts
  await expect
    .poll(
      async () =>
        (
          await db()`select count(*)::int as n from public.stripe_objects
        where organization_id = ${acme} and kind = 'payout'`
        )[0].n,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(40)
  // the newest payout that has reached the bank, and one arriving today or later (some days there is none)
  const [arrived] = await db()`select external_id as id from public.stripe_objects where organization_id = ${acme}
    and kind = 'payout' and to_timestamp((raw ->> 'arrival_date')::int8)::date < current_date
    order by provider_created_at desc limit 1`
  const [coming] = await db()`select external_id as id from public.stripe_objects where organization_id = ${acme}
    and kind = 'payout' and to_timestamp((raw ->> 'arrival_date')::int8)::date >= current_date limit 1`
  await signInAs(page, DEMO.bookkeeper, { path: `/bookkeeper/client/${acme}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Stripe revenue' }).click()
  const matched = page.getByTestId(`stripe-payout-${arrived.id}`)
  await expect(matched).toContainText('Matched')
  await expect(matched).toContainText('STRIPE TRANSFER')
  // not in the bank feed yet
  if (coming) await expect(page.getByTestId(`stripe-payout-${coming.id}`)).toContainText('Unmatched')
})
