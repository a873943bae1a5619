/**
 * Invoicing beyond the first payment: a banking client opens an invoice's details, sees the customer open the link
 * (live), is refused a credit larger than the invoice, issues a partial credit note and sees the balance due drop
 * (the customer's page shows the same note), downloads the designed PDF and marks a paper copy to print; then, on the
 * Recurring tab, pauses a schedule, is refused a next issue date in the past, moves it and changes the price, and
 * resumes it.
 */
import { expect, test } from '@playwright/test'
import { INVOICING_MESSAGES, occurrence } from '../../shared/rules/invoicing.ts'
import { callApi, db, signInAs } from './support.ts'
import { bankingClient, openBankingThroughApi } from './cash-fixtures.ts'

test('an invoice is credited in part, its PDF downloaded and its opening seen live', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const { user: admin, org } = await bankingClient({ legalName: 'Wren Ceramics LLC' })
  await openBankingThroughApi(admin, org.id)
  const c = await callApi<{ id: string }>(admin, 'POST', `/organizations/${org.id}/invoice-customers`, {
    name: 'Umbrella Corp',
    email: `ap-${Date.now()}@umbrella.example`,
  })
  const inv = await callApi<{ id: string; invoiceNumber: string }>(admin, 'POST', `/organizations/${org.id}/invoices`, {
    customerId: c.json.id,
    invoiceDate: new Date().toISOString().slice(0, 10),
    paymentTerm: 'Net30',
    salesTaxRateMicros: '0',
    items: [{ title: 'Stoneware mugs', priceMicros: '25000000', quantity: '4' }],
  })
  const sent = await callApi<{ link: string }>(admin, 'POST', `/organizations/${org.id}/invoices/${inv.json.id}/send`)

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/invoices' })
  const row = page.getByTestId(`invoice-${inv.json.invoiceNumber}`)
  await row.getByRole('button', { name: 'Details' }).click()
  const detail = page.getByRole('dialog')
  await expect(detail.getByTestId('detail-viewed')).toHaveText('Not opened yet')
  await expect(detail.getByTestId('detail-email-status')).toHaveText('Sent')

  // the customer opens the link in a browser of their own; the open dialog learns it without a reload
  const customer = await (await browser.newContext()).newPage()
  await customer.goto(`/invoice/${sent.json.link.split('/invoice/')[1]}`)
  await expect(customer.getByTestId('public-invoice-total')).toHaveText('$100.00')
  await expect(detail.getByTestId('detail-viewed')).toContainText('Opened')

  const credit = detail.getByRole('form', { name: 'Credit note' })
  await credit.getByLabel('Credit amount').fill('150.00')
  await credit.getByRole('button', { name: 'Issue credit note' }).click()
  await expect(
    credit.getByText('A credit cannot be more than the $100.00 left to credit on this invoice'),
  ).toBeVisible()
  await credit.getByLabel('Credit amount').fill('20.00')
  await credit.getByLabel('Reason').fill('One mug chipped')
  await credit.getByRole('button', { name: 'Issue credit note' }).click()
  await expect(detail.getByTestId('detail-credit-note')).toContainText(/Credit CN-\d{5} .*One mug chipped/)
  await expect(detail.getByTestId('detail-balance')).toContainText('$80.00')
  await expect(row.getByTestId('invoice-balance')).toHaveText('$80.00')

  await customer.reload()
  await expect(customer.getByTestId('public-credit-note')).toContainText('One mug chipped')
  await expect(customer.getByTestId('public-invoice-balance')).toHaveText('$80.00')

  const download = page.waitForEvent('download')
  await detail.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toBe(`invoice-${inv.json.invoiceNumber}.pdf`)
  await detail.getByRole('button', { name: 'Needs printing' }).click()
  await expect(detail.getByTestId('detail-print-status')).toHaveText('To print')
  await detail.getByRole('button', { name: 'Mark printed' }).click()
  await expect(detail.getByTestId('detail-print-status')).toHaveText('Printed')
})

test('a recurring schedule is paused, moved and repriced on the server’s terms, and resumed', async ({ page }) => {
  test.setTimeout(60_000)
  const { user: admin, org } = await bankingClient({ legalName: 'Heron Coffee LLC' })
  await openBankingThroughApi(admin, org.id)
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${org.id}, 'recurring-invoices', true) on conflict (organization_id, flag_name) do update set enabled = true`
  const today = new Date().toISOString().slice(0, 10)
  const c = await callApi<{ id: string }>(admin, 'POST', `/organizations/${org.id}/invoice-customers`, {
    name: 'Blue Door Diner',
    email: `ap-${Date.now()}@bluedoor.example`,
  })
  const inv = await callApi<{ invoiceNumber: string }>(admin, 'POST', `/organizations/${org.id}/invoices`, {
    customerId: c.json.id,
    invoiceDate: today,
    paymentTerm: 'Net30',
    salesTaxRateMicros: '0',
    items: [{ title: 'Coffee beans (monthly)', priceMicros: '90000000', quantity: '1' }],
    recurring: { frequency: 'Monthly', startDate: today },
  })

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/invoices' })
  await page.getByRole('tab', { name: 'Recurring' }).click()
  const row = page.getByTestId(`schedule-${inv.json.invoiceNumber}`)
  await expect(row.getByTestId('schedule-next')).toHaveText(occurrence(today, 'Monthly', 1))
  await row.getByRole('button', { name: 'Pause' }).click()
  await expect(row.getByTestId('schedule-status')).toHaveText('Paused')

  await row.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('form', { name: 'Schedule' })
  await form.getByLabel('Next issue date').fill('2020-01-01')
  await form.getByRole('button', { name: 'Save schedule' }).click()
  await expect(form.getByText(INVOICING_MESSAGES.nextIssueDate)).toBeVisible()
  const next = occurrence(today, 'Monthly', 2)
  await form.getByLabel('Next issue date').fill(next)
  await form.getByLabel('Item 1 price').fill('95.00')
  await form.getByRole('button', { name: 'Save schedule' }).click()
  await expect(form).toHaveCount(0)
  await expect(row.getByTestId('schedule-next')).toHaveText(next)
  await expect(row).toContainText('$95.00')

  await row.getByRole('button', { name: 'Resume' }).click()
  await expect(row.getByTestId('schedule-status')).toHaveText('Active')
})
