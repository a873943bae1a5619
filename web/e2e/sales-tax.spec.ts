/**
 * Sales tax in the browser: a client whose organization has the taxes flag on opens the nexus screen and sees
 * Tennessee crossed with the accrued liability proposed on the sales since, and Texas near at 80% of its threshold; then the
 * calculator refuses a ZIP code of another state on its field and, corrected, shows the tax by state and city.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, signInAs } from './support.ts'

test.describe.configure({ timeout: 60_000 })

test('the nexus screen shows a crossed and a near state; the calculator refuses a wrong ZIP and shows the tax', async ({
  page,
}) => {
  const client = await createUser({ firstName: 'Tess', lastName: 'Taxes' })
  const org = await newOrg({ members: [{ userId: client.id, orgRole: 'admin' }] })
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org.id}, 'taxes', true)`
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
  await db()`insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, txn_date,
    amount_cents, amount_excluding_tax_cents, taxable_amount_cents, type, state) values
    (${org.id}, 'stripe', 'in_tn', '1', ${daysAgo(40)}, 10000000, 10000000, 10000000, 'service', 'TN'),
    (${org.id}, 'stripe', 'in_tx', '1', ${daysAgo(20)}, 40000000, 40000000, 40000000, 'service', 'TX'),
    (${org.id}, 'invoices', 'INV-9', '1', ${daysAgo(10)}, 100000, 100000, 100000, 'product', 'TN')`

  await signInAs(page, client.email, { password: client.password, path: '/sales-tax/nexus' })
  const table = page.getByRole('table', { name: 'Nexus by state' })
  const tn = table.locator('tr[data-state="TN"]')
  await expect(tn.getByText('Nexus')).toBeVisible()
  await expect(tn.getByText(/Crossed/)).toBeVisible()
  await expect(tn.getByText('on $1,000.00 since')).toBeVisible()
  // Texas: $400,000 of its $500,000 twelve-month threshold is 80%: near; Washington has no sales: below
  await expect(table.locator('tr[data-state="TX"]').getByText('Near')).toBeVisible()
  await expect(table.locator('tr[data-state="TX"]').getByText('80%')).toBeVisible()
  await expect(table.locator('tr[data-state="WA"]').getByText('Below')).toBeVisible()

  await page.getByRole('navigation', { name: 'Sales tax' }).getByRole('link', { name: 'Calculator' }).click()
  const form = page.getByRole('form', { name: 'Sales-tax calculator' })
  await form.getByLabel('Amount ($)').fill('100')
  await form.getByLabel('Street address').fill('400 Congress Ave')
  await form.getByLabel('City').fill('Austin')
  await form.getByLabel('State').fill('TX')
  await form.getByLabel('ZIP code').fill('10001')
  await form.getByRole('button', { name: 'Calculate' }).click()
  await expect(form.getByText('Postal code 10001 is not a ZIP code of TX')).toBeVisible()
  await form.getByLabel('ZIP code').fill('78701')
  await form.getByRole('button', { name: 'Calculate' }).click()
  await expect(
    page.getByText('Texas taxes software sold as a service at 6.25% plus Austin 2%, 8.25% in all.'),
  ).toBeVisible()
  const byLevel = page.getByRole('definition').filter({ hasText: '$' })
  await expect(page.getByText('Texas (6.25%)')).toBeVisible()
  await expect(page.getByText('Austin (2%)')).toBeVisible()
  await expect(byLevel.filter({ hasText: '$8.25' })).toBeVisible()
  await expect(page.getByText('You are near nexus in this state: not yet required to collect.')).toBeVisible()
})

test('the 1099s screen shows a vendor’s W-9 status and lets the client override needs-1099', async ({ page }) => {
  const client = await createUser({ firstName: 'Nia', lastName: 'Nec' })
  const org = await newOrg({ members: [{ userId: client.id, orgRole: 'admin' }] })
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org.id}, 'taxes', true)`
  const [v] =
    await db()`insert into public.ledger_names (organization_id, kind, display_name) values (${org.id}, 'vendor', 'Bright Design Studio') returning id`
  const year = new Date().getFullYear()
  await db()`insert into public.vendor_tax_records (organization_id, name_id, year, vendor_email, w9_status)
    values (${org.id}, ${v.id}, ${year}, 'studio@bright.example', 'BOUNCED')`

  await signInAs(page, client.email, { password: client.password, path: '/accounting/1099s' })
  const row = page.getByRole('table', { name: '1099 vendors' }).locator('tr[data-vendor="Bright Design Studio"]')
  await expect(row.getByText('BOUNCED')).toBeVisible()
  await expect(row.getByText('studio@bright.example')).toBeVisible()
  await expect(page.getByText('Readiness')).toContainText('100%')
  const needs = row.getByLabel('Needs a 1099: Bright Design Studio')
  await expect(needs).toHaveValue('decided')
  await needs.selectOption('yes')
  // now one vendor needs a 1099 and its W-9 bounced: not ready
  await expect(page.getByText('Readiness')).toContainText('0%')
  await expect(page.getByText('1 of 1 vendors need a 1099')).toBeVisible()
})
