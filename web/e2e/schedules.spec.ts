/**
 * Schedules in the browser: a bookkeeper amortizes a client's prepaid purchase in one step from the client's
 * schedules ("amortize this"), is told in place what is wrong with the periods, saves, and sees the job's posted entry
 * appear with its upcoming postings; the client, with the schedules flag on, sees the same schedule at
 * /accounting/schedules without the staff actions.
 */
import { expect, test } from '@playwright/test'
import { callApi, createUser, db, newOrg, newStaff, setRole, signInAs } from './support.ts'

test.describe.configure({ timeout: 60_000 })

test('a bookkeeper amortizes a purchase and sees the posted entry; the client sees the schedule', async ({ page }) => {
  const keeper = await createUser({ firstName: 'Sasha', lastName: 'Schedule' })
  await setRole(keeper.id, 'bookkeeper')
  const client = await createUser({ firstName: 'Casey', lastName: 'Client' })
  const org = await newOrg({
    bookkeepers: [{ userId: keeper.id, isPrimary: true }],
    members: [{ userId: client.id, orgRole: 'admin' }],
  })
  const account = async (name: string, type: string) =>
    String(
      (
        await db()`insert into public.ledger_accounts (organization_id, name, account_type) values (${org.id}, ${name}, ${type}) returning id`
      )[0].id,
    )
  const checking = await account('Checking', 'Bank')
  const prepaid = await account('Prepaid Insurance', 'Other Current Asset')
  await account('Insurance', 'Expense')
  // paid two months ago: its first periods are already due, so the job posts as soon as the schedule exists
  const paid = new Date()
  paid.setUTCDate(1)
  paid.setUTCMonth(paid.getUTCMonth() - 2)
  const txnDate = paid.toISOString().slice(0, 10)
  const purchase = await callApi(keeper, 'POST', `/orgs/${org.id}/ledger/Purchase`, {
    TxnDate: txnDate,
    DocNumber: 'POLICY-1',
    PaymentType: 'Check',
    AccountRef: { value: checking },
    Line: [
      {
        Amount: 1200,
        DetailType: 'AccountBasedExpenseLineDetail',
        AccountBasedExpenseLineDetail: { AccountRef: { value: prepaid } },
      },
    ],
  })
  expect(purchase.status).toBe(201)

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Schedules' }).click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${org.id}/schedules$`))
  await expect(page.getByText('No amortization schedules')).toBeVisible()

  await page.getByRole('button', { name: 'Amortize a transaction' }).click()
  await page
    .getByRole('row', { name: /POLICY-1/ })
    .getByRole('button', { name: 'Amortize this' })
    .click()
  const form = page.getByRole('form', { name: 'Amortization' })
  await expect(form.getByLabel('Amount')).toHaveValue('1200')
  await expect(form.getByLabel('Start date')).toHaveValue(txnDate)
  await form.getByLabel('Periods').fill('0')
  await form.getByLabel('Debit (expense) account').selectOption({ label: 'Insurance' })
  await form.getByRole('button', { name: 'Create schedule' }).click()
  await expect(form.getByText('Enter at least one period')).toBeVisible()
  await form.getByLabel('Periods').fill('12')
  await form.getByRole('button', { name: 'Create schedule' }).click()
  await expect(form).toBeHidden()

  const row = page.getByTestId('amortization-row')
  await expect(row).toContainText('Prepaid Insurance')
  await expect(row).toContainText('1,200.00')
  await row.getByRole('button', { name: 'Details' }).click()
  // the job posts the periods already due; its broadcast refreshes the screen
  await expect(page.getByTestId('posted-entry').first()).toContainText('100.00', { timeout: 20_000 })
  await expect(row).toContainText('active')
  await expect(page.getByRole('region', { name: 'Upcoming postings' })).toContainText('Period 12')

  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org.id}, 'users-schedules', true)`
  const clientPage = await page.context().browser()!.newPage()
  await signInAs(clientPage, client.email, { password: client.password, path: '/accounting/schedules' })
  await expect(clientPage.getByTestId('amortization-row')).toContainText('Prepaid Insurance')
  await expect(clientPage.getByRole('button', { name: 'Amortize a transaction' })).toHaveCount(0)
  await clientPage.close()
})

test('a bookkeeper recognizes an invoice over its periods; a reviewer sees schedules without the actions', async ({
  page,
}) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Robin', lastName: 'Revenue' })
  const reviewer = await newStaff('bookkeeper', { firstName: 'Rene', lastName: 'Reviewer' })
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }], reviewers: [reviewer.id] })
  const account = async (name: string, type: string) =>
    String(
      (
        await db()`insert into public.ledger_accounts (organization_id, name, account_type) values (${org.id}, ${name}, ${type}) returning id`
      )[0].id,
    )
  const deferred = await account('Deferred Revenue', 'Other Current Liability')
  await account('Sales', 'Income')
  await account('Accounts Receivable', 'Accounts Receivable')
  const [customer] =
    await db()`insert into public.ledger_names (organization_id, kind, display_name) values (${org.id}, 'customer', 'Maple Co') returning id`
  // invoiced two months ago for a year of support: its first periods are due, so the job recognizes them at once
  const invoiced = new Date()
  invoiced.setUTCDate(1)
  invoiced.setUTCMonth(invoiced.getUTCMonth() - 2)
  const txnDate = invoiced.toISOString().slice(0, 10)
  const invoice = await callApi(keeper, 'POST', `/orgs/${org.id}/ledger/Invoice`, {
    TxnDate: txnDate,
    DocNumber: 'INV-42',
    CustomerRef: { value: String(customer.id) },
    Line: [
      { Amount: 1200, DetailType: 'SalesItemLineDetail', SalesItemLineDetail: { AccountRef: { value: deferred } } },
    ],
  })
  expect(invoice.status).toBe(201)

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/schedules` })
  await page.getByRole('button', { name: 'New revenue schedule' }).click()
  const form = page.getByRole('form', { name: 'Revenue recognition' })
  await form.getByRole('button', { name: 'Create schedule' }).click()
  await expect(form.getByText('Choose at least one invoice')).toBeVisible()
  const invoiceId = (invoice.json as { Invoice: { Id: string } }).Invoice.Id
  await expect(form.getByRole('combobox', { name: /^Invoice/ }).locator(`option[value="${invoiceId}"]`)).toHaveText(
    /#INV-42 · Maple Co · 1,200\.00/,
  )
  await form.getByRole('combobox', { name: /^Invoice/ }).selectOption(invoiceId)
  await expect(form.getByLabel('Start date')).toHaveValue(txnDate)
  await form.getByLabel('Deferred revenue account').selectOption({ label: 'Deferred Revenue' })
  await form.getByRole('combobox', { name: /^Revenue account/ }).selectOption({ label: 'Sales' })
  await form.getByLabel('Periods').fill('0')
  await form.getByRole('button', { name: 'Create schedule' }).click()
  await expect(form.getByText('Enter at least one period')).toBeVisible()
  await expect(form.getByText('Choose at least one invoice')).toBeHidden()
  await form.getByLabel('Periods').fill('12')
  await form.getByRole('button', { name: 'Create schedule' }).click()
  await expect(form).toBeHidden()

  const row = page.getByTestId('revenue-row')
  await expect(row).toContainText('Deferred Revenue → Sales')
  await expect(row).toContainText('#INV-42')
  await row.getByRole('button', { name: 'Details' }).click()
  await expect(page.getByTestId('posted-entry').first()).toContainText('100.00', { timeout: 20_000 })
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible()

  const reviewerPage = await page.context().browser()!.newPage()
  await signInAs(reviewerPage, reviewer.email, {
    password: reviewer.password,
    path: `/bookkeeper/client/${org.id}/schedules`,
  })
  await expect(reviewerPage.getByTestId('revenue-row')).toContainText('#INV-42')
  for (const action of ['Amortize a transaction', 'New amortization', 'New revenue schedule', 'Cancel'])
    await expect(reviewerPage.getByRole('button', { name: action })).toHaveCount(0)
  await reviewerPage.close()
})
