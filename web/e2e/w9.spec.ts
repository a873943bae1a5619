/**
 * W-9 collection in the browser: a bookkeeper opens a client's 1099s in the staff workspace, gives a vendor its email
 * and requests its W-9; the vendor opens the emailed link with no session, is refused a malformed ZIP code and an
 * SSN-shaped EIN with the spec's words on their fields, corrects them and signs; the bookkeeper then sees the W-9
 * received (on file, TIN match in progress) with the TIN masked, and the client's readiness at 100%; the client's
 * nexus screen is a section of the same workspace.
 */
import { expect, test } from '@playwright/test'
import { db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

test('a bookkeeper requests a W-9, the vendor fills it in from the email, the bookkeeper sees it received', async ({
  page,
  browser,
}) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Wren', lastName: 'Keeper' })
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org.id}, 'taxes', true)`
  const [v] =
    await db()`insert into public.ledger_names (organization_id, kind, display_name) values (${org.id}, 'vendor', 'Quill Copywriting') returning id`
  const year = new Date().getFullYear()
  // the vendor needs a 1099 this year (the bookkeeper's override), so readiness counts it
  await db()`insert into public.vendor_tax_records (organization_id, name_id, year, needs_t99_override)
    values (${org.id}, ${v.id}, ${year}, true)`
  const vendorEmail = `quill-${Date.now().toString(36)}@vendor.example`

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/1099s` })
  const row = page.getByRole('table', { name: '1099 vendors' }).locator('tr[data-vendor="Quill Copywriting"]')
  await expect(row.getByTestId('w9-status')).toHaveText('Not requested')
  await expect(page.getByText('Readiness')).toContainText('0%')
  await row.getByRole('button', { name: 'Request W-9' }).click()
  await row.getByLabel('Vendor email').fill(vendorEmail)
  await row.getByRole('button', { name: 'Send' }).click()
  await expect(row.getByTestId('w9-status')).toHaveText('SENT')

  let link = ''
  await expect
    .poll(async () => {
      const [m] =
        await db()`select text from public.email_outbox where to_email = ${vendorEmail} order by created_at desc limit 1`
      link = (m?.text as string | undefined)?.match(/\/w9\/[A-Za-z0-9_-]{43}/)?.[0] ?? ''
      return link
    })
    .toBeTruthy()

  // the vendor: a second context with no session
  const vendor = await (await browser.newContext()).newPage()
  await vendor.goto(link)
  const form = vendor.getByRole('form', { name: 'Form W-9' })
  await form.getByLabel('1. Name (as shown on your income tax return)').fill('Quinn Ledger')
  await form.getByLabel('2. Business name, if different').fill('Quill Copywriting')
  await form.getByLabel('3. Federal tax classification').selectOption('llc_p')
  await form.getByLabel('5. Address (number, street, and apt. or suite no.)').fill('12 Harbor Rd')
  await form.getByLabel('6. City').fill('Portland')
  await form.getByRole('combobox', { name: /^State/ }).selectOption('ME')
  await form.getByLabel('ZIP code').fill('0410')
  await form.getByLabel('TIN type').selectOption('EIN')
  await form.getByLabel('Taxpayer identification number').fill('123-45-6789')
  await form.getByLabel('I certify the statements above').check()
  await form.getByLabel('Signature (type your full name)').fill('Quinn Ledger')
  await form.getByRole('button', { name: 'Sign and send' }).click()
  await expect(form.getByText('ZIP must be 5 digits or 5+4')).toBeVisible()
  await expect(form.getByText('Enter the EIN as nine digits, like 12-3456789')).toBeVisible()
  await form.getByLabel('ZIP code').fill('04101')
  await form.getByLabel('Taxpayer identification number').fill('12-3456789')
  await form.getByRole('button', { name: 'Sign and send' }).click()
  await expect(vendor.getByTestId('w9-received')).toContainText('TIN **-***6789')

  // the bookkeeper sees it received
  await page.reload()
  await expect(row.getByTestId('w9-status')).toHaveText('COMPLETED_AND_TIN_MATCH_INPROGRESS')
  await expect(row.getByText('TIN match: pending')).toBeVisible()
  await expect(row.getByText('**-***6789')).toBeVisible()
  await expect(row.getByRole('link', { name: 'Completed W-9 (PDF)' })).toHaveAttribute(
    'href',
    /\/storage\/v1\/object\/sign\/files\//,
  )
  await expect(page.getByText('Readiness')).toContainText('100%')

  // the client's nexus is in the same workspace, one link away
  await page.getByRole('link', { name: 'Sales tax', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${org.id}/sales-tax$`))
  await expect(page.getByRole('table', { name: 'Nexus by state' }).locator('tr[data-state="TX"]')).toContainText(
    'Below',
  )
})
