/**
 * Bill pay end to end, against the sandbox banking core: a client admin uploads a bill PDF and sees the fields read
 * from it beside the document, submits it, an approver approves it in a second browser, the admin's screen shows the
 * approval without a reload, and the admin pays it: Paid, with its Payment activity, one payment at the core, and the
 * Bill and BillPayment in the books. And a scan: a photographed bill (PNG, no text layer) is read by OCR in the job
 * worker, its fields shown beside the picture, the ones read with low confidence confirmed, and it is submitted for
 * approval.
 */
import { expect, test } from '@playwright/test'
import { billPdf, billScan } from '../../shared/pdf/bill-corpus.ts'
import { bankingClient, member, openBankingThroughApi } from './cash-fixtures.ts'
import { callApi, createUser, db, signInAs } from './support.ts'

test.describe.configure({ timeout: 180_000 })

test('a bill uploaded as a PDF is read, approved in another browser and paid, live', async ({ page, browser }) => {
  const { user: admin, org } = await bankingClient({ legalName: 'Juniper Tea Co' })
  const operating = await openBankingThroughApi(admin, org.id)
  const base = `/organizations/${org.id}/banking`
  const approver = await member(org.id, { banking: true, firstName: 'Avery' })
  const ok = (r: { status: number; json: unknown }, what: string) =>
    expect(r.status, `${what}: ${JSON.stringify(r.json)}`).toBeLessThan(300)
  ok(
    await callApi(admin, 'POST', `${base}/accounts/${operating}/sandbox-fund`, { amountMicros: '50000000000' }),
    'fund',
  )
  ok(
    await callApi(admin, 'POST', `${base}/approval-layers`, {
      name: 'Finance',
      minApprovals: 1,
      enabled: true,
      memberIds: [approver.id],
    }),
    'approval layer',
  )
  ok(
    await callApi(admin, 'POST', `${base}/counterparties`, {
      name: 'Acme Supply Co',
      counterpartyType: 'Business',
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountType: 'Checking',
    }),
    'payee',
  )

  // the built-in books the paid bill is written to, kept by the organization's bookkeeper
  const bookkeeper = await createUser({ firstName: 'Bea', lastName: 'Keeper' })
  await db()`update public.users set role = 'bookkeeper' where id = ${bookkeeper.id}`
  await db()`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary)
    values (${org.id}, ${bookkeeper.id}, true)`
  for (const account of [
    { Name: 'Operating', AccountType: 'Bank' },
    { Name: 'Supplies', AccountType: 'Expense' },
    { Name: 'Accounts Payable', AccountType: 'Accounts Payable' },
  ])
    ok(await callApi(bookkeeper, 'POST', `/orgs/${org.id}/ledger/accounts`, account), `ledger account ${account.Name}`)

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/bill-payments' })
  await expect(page.getByRole('heading', { name: 'Bill payments', level: 1 })).toBeVisible()
  const { known, pdf } = billPdf(21, 2)
  await page
    .getByLabel('Bill file')
    .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) })

  // the fields read from the PDF, beside it
  await expect(page.getByLabel('Invoice number', { exact: true })).toHaveValue(known.invoiceNumber, { timeout: 60_000 })
  await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue(known.vendorName)
  await expect(page.getByLabel('Due date', { exact: true })).toHaveValue(known.dueDate)
  await expect(page.getByRole('region', { name: 'Text read' })).toContainText(known.invoiceNumber)
  await expect(page.getByTitle('Bill document')).toBeVisible()
  const billId = new URL(page.url()).searchParams.get('bill')!

  // the vendor was guessed from the page's heading (no "From:" label): a person confirms it before submitting
  await page.getByRole('button', { name: 'Confirm Vendor' }).click()
  await expect(page.getByText('(typed)').first()).toBeVisible()
  // the payee is chosen (and saved) before the approvers are asked
  await page.getByLabel('Payee').selectOption({ label: 'Acme Supply Co' })
  await expect(page.getByLabel('Payee')).toBeEnabled()
  await expect(page.getByLabel('Payee')).not.toHaveValue('')
  await page.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(page.getByTestId('bill-status')).toHaveText('Pending')
  await expect(page.getByText('Waiting for approval (0 given so far).')).toBeVisible()

  const approverContext = await browser.newContext()
  const approverPage = await approverContext.newPage()
  await signInAs(approverPage, approver.email, {
    password: approver.password,
    path: `/cash/bill-payments?status=Pending&bill=${billId}`,
  })
  await approverPage.getByRole('button', { name: 'Approve' }).click()
  await expect(approverPage.getByText('Approved: ready to pay.')).toBeVisible()
  await approverContext.close()

  // the admin's screen follows without a reload
  await expect(page.getByText('Approved: ready to pay.')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: /now$/ }).click()
  await expect(page.getByTestId('bill-status')).toHaveText('Paid')
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText('Paid')
  // and in the books: the Bill and its BillPayment, written once by bills.book
  await expect(page.getByText(/In the books: bill \d+, payment \d+\./)).toBeVisible({ timeout: 30_000 })

  const payments = await db()`select amount_micros::text as amount from public.banking_payments
    where organization_id = ${org.id} and idempotency_key like ${`bill:${billId}:%`}`
  expect(payments.map((p) => p.amount)).toEqual([known.amountMicros])
})

test('a scanned bill is read by OCR beside its picture, its shaky fields confirmed, and submitted', async ({
  page,
}) => {
  const { user: admin, org } = await bankingClient({ legalName: 'Larch Print Shop' })
  await openBankingThroughApi(admin, org.id)
  const base = `/organizations/${org.id}/banking`
  const approver = await member(org.id, { banking: true, firstName: 'Rowan' })
  const ok = (r: { status: number; json: unknown }, what: string) =>
    expect(r.status, `${what}: ${JSON.stringify(r.json)}`).toBeLessThan(300)
  ok(
    await callApi(admin, 'POST', `${base}/approval-layers`, {
      name: 'Finance',
      minApprovals: 1,
      enabled: true,
      memberIds: [approver.id],
    }),
    'approval layer',
  )
  ok(
    await callApi(admin, 'POST', `${base}/counterparties`, {
      name: 'Print Supplier',
      counterpartyType: 'Business',
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountType: 'Checking',
    }),
    'payee',
  )
  await signInAs(page, admin.email, { password: admin.password, path: '/cash/bill-payments' })
  await expect(page.getByRole('heading', { name: 'Bill payments', level: 1 })).toBeVisible()
  const scan = billScan(21, 5, 'png')
  await page
    .getByLabel('Bill file')
    .setInputFiles({ name: 'bill-photo.png', mimeType: 'image/png', buffer: Buffer.from(scan.file) })

  // read by OCR in the job worker, beside the picture
  await expect(page.getByLabel('Invoice number', { exact: true })).toHaveValue(scan.known.invoiceNumber, {
    timeout: 90_000,
  })
  await expect(page.getByLabel('Due date', { exact: true })).toHaveValue(scan.known.dueDate)
  await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue(scan.known.vendorName)
  await expect(page.getByText('Read by OCR from a scan or photo')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Bill document' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Text read' })).toContainText(scan.known.invoiceNumber)

  // whatever OCR was unsure of is confirmed by a person first
  const confirm = page.getByRole('button', { name: /^Confirm / })
  for (let left = await confirm.count(); left > 0; left--) {
    await confirm.first().click()
    await expect(confirm).toHaveCount(left - 1)
  }
  await page.getByLabel('Payee').selectOption({ label: 'Print Supplier' })
  await expect(page.getByLabel('Payee')).not.toHaveValue('')
  await page.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(page.getByTestId('bill-status')).toHaveText('Pending')
  const [row] = await db()`select extraction -> 'ocr' as ocr, amount_micros::text as amount from public.banking_bills
    where organization_id = ${org.id}`
  expect(row).toEqual({ ocr: true, amount: scan.known.amountMicros })
})
