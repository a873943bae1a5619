/**
 * Schedules in the browser: a bookkeeper amortizes a client's prepaid purchase in one step from the client's
 * schedules ("amortize this"), is told in place what is wrong with the periods, saves, and sees the job's posted entry
 * appear with its upcoming postings; the client, with the schedules flag on, sees the same schedule at
 * /accounting/schedules without the staff actions.
 */
import { expect, test } from '@playwright/test'
import { callApi, createUser, db, newOrg, setRole, signInAs } from './support.ts'

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
