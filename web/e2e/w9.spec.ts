/**
 * W-9 collection in the browser, through the tax-form service sandbox: a bookkeeper opens a client's 1099s in the
 * staff workspace, creates the client's business with the service, gives a vendor its email and requests its W-9;
 * the vendor opens the service's form (the link the service emailed) with no session, is refused a malformed ZIP
 * code and an SSN-shaped EIN with the spec's words on their fields, corrects them and signs; the bookkeeper then sees
 * the W-9 COMPLETED with the TIN matched, the TIN masked, the PDF linked and the client's readiness at 100%; the
 * client's nexus screen is a section of the same workspace.
 */
import { expect, test } from '@playwright/test'
import { db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

test('a bookkeeper requests a W-9 through the tax-form service, the vendor fills its form, the W-9 is completed and matched', async ({
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
  const biz = page.getByRole('form', { name: 'Create the business with the tax-form service' })
  await biz.getByLabel('Business name').fill('Harbor Goods LLC')
  await biz.getByLabel('EIN or SSN').fill('12-3456789')
  await biz.getByLabel('Phone (10 digits)').fill('2075550100')
  await biz.getByRole('button', { name: 'Create the business' }).click()
  await expect(page.getByTestId('tax-form-business')).toContainText('Harbor Goods LLC')

  const row = page.getByRole('table', { name: '1099 vendors' }).locator('tr[data-vendor="Quill Copywriting"]')
  await expect(row.getByTestId('w9-status')).toHaveText('Not requested')
  await expect(page.getByText('Readiness')).toContainText('0%')
  await row.getByRole('button', { name: 'Request W-9' }).click()
  await row.getByLabel('Vendor email').fill(vendorEmail)
  await row.getByRole('button', { name: 'Send' }).click()
  await expect(row.getByTestId('w9-status')).toHaveText(/ORDER_CREATED|SENT/)

  // the link the service emailed the vendor
  let link = ''
  await expect
    .poll(async () => {
      const [o] = await db()`select o.form_url from public.w9_service_orders o
        where o.organization_id = ${org.id} and o.status = 'SENT'`
      link = (o?.form_url as string | undefined) ?? ''
      return link
    })
    .toBeTruthy()

  // the vendor, on the service's form: a second context with no session
  const vendor = await (await browser.newContext()).newPage()
  await vendor.goto(link)
  await expect(vendor.getByText('Harbor Goods LLC requests your Form W-9')).toBeVisible()
  await vendor.getByLabel('1. Name (as shown on your income tax return)').fill('Quinn Ledger')
  await vendor.getByLabel('2. Business name, if different').fill('Quill Copywriting')
  await vendor.getByLabel('3a. Federal tax classification').selectOption('llc_p')
  await vendor.getByLabel('5. Address', { exact: true }).fill('12 Harbor Rd')
  await vendor.getByLabel('6. City').fill('Portland')
  await vendor.getByLabel('State', { exact: true }).selectOption('ME')
  await vendor.getByLabel('ZIP code').fill('0410')
  await vendor.getByLabel('TIN type').selectOption('EIN')
  await vendor.getByLabel('Part I. Taxpayer identification number').fill('123-45-6789')
  await vendor.getByLabel(/Part II\. Under penalties of perjury/).check()
  await vendor.getByLabel('Signature (type your name)').fill('Quinn Ledger')
  await vendor.getByRole('button', { name: 'Sign and submit' }).click()
  await expect(vendor.getByText('ZIP must be 5 digits or 5+4')).toBeVisible()
  await expect(vendor.getByText('Enter the EIN as nine digits, like 12-3456789')).toBeVisible()
  await vendor.getByLabel('ZIP code').fill('04101')
  await vendor.getByLabel('Part I. Taxpayer identification number').fill('12-3456788')
  await vendor.getByRole('button', { name: 'Sign and submit' }).click()
  await expect(vendor.getByRole('status')).toContainText('Your Form W-9 was submitted to Harbor Goods LLC')

  // the bookkeeper sees it completed and the TIN matched by the service
  await expect
    .poll(async () => {
      await page.reload()
      return await row.getByTestId('w9-status').textContent()
    })
    .toBe('COMPLETED')
  await expect(row.getByText('TIN match: match')).toBeVisible()
  await expect(row.getByText('**-***6788')).toBeVisible()
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
