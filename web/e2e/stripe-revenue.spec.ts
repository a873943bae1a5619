/**
 * Stripe revenue in the browser: the client connects Stripe through the sandbox's Connect authorization; the first
 * ingest reads the account's year; the bookkeeper finds last month blocked for want of a mapping, maps the accounts,
 * posts the month, and sees its revenue in the client's profit and loss.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, setRole, signInAs } from './support.ts'

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

  const last = new Date()
  last.setUTCDate(1)
  last.setUTCMonth(last.getUTCMonth() - 1)
  const month = last.toISOString().slice(0, 7)
  await page.context().clearCookies()
  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Stripe revenue' }).click()
  const row = page.getByTestId(`stripe-period-${month}`)
  await expect(row).toContainText('Map the Revenue slot (revenue) to an account')

  // drill-down: the month's charges behind its revenue
  await row.getByRole('button', { name: /^Revenue of / }).click()
  await expect(page.getByRole('region', { name: /^Revenue of / })).toContainText('charge')

  const form = page.getByRole('form', { name: 'Revenue mapping' })
  for (const [slot, account] of [
    ['Revenue', 'Stripe Sales'],
    ['Revenue deferred', 'Deferred Revenue'],
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

  const recognized = ((await row.getByRole('button', { name: /^Recognized of / }).textContent()) ?? '').trim()
  await row.getByRole('button', { name: 'Post entry' }).click()
  await expect(row).toContainText(`Posted STRIPE-${month}`)
  const [je] = await db()`select j.type::text, j.doc_number from public.journal_entries j
    where j.organization_id = ${org.id} and j.type = 'stripe'`
  expect(je).toMatchObject({ type: 'stripe', doc_number: `STRIPE-${month}` })

  // the recognized revenue is in the month's profit and loss, on the mapped account
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Reports' }).click()
  await expect(page.getByRole('row', { name: /Stripe Sales/ }).first()).toContainText(recognized)
})
