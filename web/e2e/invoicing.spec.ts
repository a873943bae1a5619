/**
 * Invoicing from end to end: a banking client creates and sends an invoice on /cash/invoices; the customer opens the
 * emailed link in a second browser context with no session, is refused a routing number failing its checksum, gives
 * a good account and the consent, verifies the micro-deposit's amount and pays; once the sandbox core settles the
 * pull, the organization's list, still open, shows Paid without a reload.
 */
import { expect, test } from '@playwright/test'
import { INVOICING_MESSAGES } from '../../shared/rules/invoicing.ts'
import { callApi, db, signInAs } from './support.ts'
import { bankingClient, openBankingThroughApi } from './cash-fixtures.ts'

const core = (path: string, body: unknown) =>
  fetch(`${process.env.SANDBOX_URL}/banking-core/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.BANKING_CORE_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

test('an invoice is sent, paid by bank pull on its public page, and shows Paid live', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const { user: admin, org } = await bankingClient({ legalName: 'Fern Pottery LLC' })
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${org.id}, 'ach-pull', true) on conflict (organization_id, flag_name) do update set enabled = true`
  const accountId = await openBankingThroughApi(admin, org.id)
  // the micro-deposit leaves the organization's own account
  await callApi(admin, 'POST', `/organizations/${org.id}/banking/accounts/${accountId}/sandbox-fund`, {
    amountMicros: '50000000',
  })
  const customerEmail = `ap-${Date.now()}@customer.example`

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/invoices' })
  await page.getByRole('button', { name: 'New invoice' }).click()
  const form = page.getByRole('form', { name: 'Invoice' })
  await form.getByLabel('Customer name').fill('Globex LLC')
  await form.getByLabel('Customer email').fill(customerEmail)
  await form.getByLabel('Customer state').fill('TX')
  await form.getByLabel('Item 1 title').fill('Glazed planters')
  await form.getByLabel('Item 1 quantity').fill('3')
  await form.getByLabel('Item 1 price').fill('40.00')
  await form.getByLabel('Sales tax rate (%)').fill('8.25')
  await expect(form.getByTestId('invoice-total')).toHaveText('Total $129.90')
  await form.getByRole('button', { name: 'Create invoice' }).click()
  const row = page.getByRole('row', { name: /Globex LLC/ })
  await expect(row.getByTestId('invoice-status')).toHaveText('Sent')
  await row.getByRole('button', { name: 'Send' }).click()

  let link = ''
  await expect
    .poll(async () => {
      const [m] =
        await db()`select text from public.email_outbox where to_email = ${customerEmail} order by created_at desc limit 1`
      link = (m?.text as string | undefined)?.match(/\/invoice\/[A-Za-z0-9_-]{43}/)?.[0] ?? ''
      return link
    })
    .toBeTruthy()

  // the customer: a second context with no session
  const customer = await (await browser.newContext()).newPage()
  await customer.goto(link)
  await expect(customer.getByTestId('public-invoice-total')).toHaveText('$129.90')
  await expect(customer.getByText('Fern Pottery LLC', { exact: false }).first()).toBeVisible()
  const pay = customer.getByRole('form', { name: 'Pay by bank' })
  await pay.getByLabel('Bank name').fill('First Test Bank')
  await pay.getByLabel('Name on the account').fill('Globex LLC')
  await pay.getByLabel('Routing number').fill('021000022')
  await pay.getByLabel('Account number').fill('000123456789')
  await expect(customer.getByTestId('consent-text')).toContainText('I authorize Fern Pottery LLC')
  await pay.getByLabel('I accept this authorization').check()
  await pay.getByRole('button', { name: 'Continue' }).click()
  await expect(pay.getByText(INVOICING_MESSAGES.routingNumber)).toBeVisible()
  await pay.getByLabel('Routing number').fill('021000021')
  await pay.getByRole('button', { name: 'Continue' }).click()

  const verify = customer.getByRole('form', { name: 'Verify your bank account' })
  await verify.getByLabel('Deposit amount ($)').fill('0.45')
  await verify.getByRole('button', { name: 'Verify' }).click()
  await expect(verify.getByText(INVOICING_MESSAGES.wrongAmount)).toBeVisible()
  await verify.getByLabel('Deposit amount ($)').fill('0.32')
  await verify.getByRole('button', { name: 'Verify' }).click()
  await customer.getByRole('button', { name: 'Pay $129.90' }).click()
  await expect(customer.getByTestId('public-invoice-status')).toHaveText('Payment pending')
  await expect(row.getByTestId('invoice-status')).toHaveText('Payment pending')

  // the network settles the pull; the tracking job sees it and the list, still open, turns Paid
  const [inv] = await db()`select pull_transfer_id from public.invoices where organization_id = ${org.id}`
  expect((await core('/sandbox/settle', { transfer_id: inv.pull_transfer_id })).status).toBeLessThan(300)
  await db()`select private.enqueue_job('invoicing.track-pulls', '{}'::jsonb)`
  await expect(row.getByTestId('invoice-status')).toHaveText('Paid', { timeout: 30_000 })
})

test('a cancelled invoice’s link shows only that it was cancelled', async ({ browser }) => {
  const { user: admin, org } = await bankingClient({ legalName: 'Moss Candles LLC' })
  const c = await callApi<{ id: string }>(admin, 'POST', `/organizations/${org.id}/invoice-customers`, {
    name: 'Initech',
    email: `ap-${Date.now()}@initech.example`,
  })
  const inv = await callApi<{ id: string }>(admin, 'POST', `/organizations/${org.id}/invoices`, {
    customerId: c.json.id,
    invoiceDate: '2026-03-01',
    paymentTerm: 'OnReceipt',
    salesTaxRateMicros: '0',
    items: [{ title: 'Candles', priceMicros: '12000000', quantity: '2' }],
  })
  const sent = await callApi<{ link: string }>(admin, 'POST', `/organizations/${org.id}/invoices/${inv.json.id}/send`)
  await callApi(admin, 'POST', `/organizations/${org.id}/invoices/${inv.json.id}/cancel`)
  const page = await (await browser.newContext()).newPage()
  await page.goto(`/invoice/${sent.json.link.split('/invoice/')[1]}`)
  await expect(page.getByTestId('invoice-link-problem')).toHaveText(INVOICING_MESSAGES.cancelled)
  await expect(page.getByText('Candles')).toHaveCount(0)
})
