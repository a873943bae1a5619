/**
 * Chart-of-accounts mapping in the browser: a bookkeeper sees suggested master accounts with their reasons (name,
 * number, type and how the firm mapped a same-named account for another client), accepts them in bulk, maps the rest
 * by hand with the percentage following live, and removes a mapping with one of the spec's reasons.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newClient, newOrg, setRole, signInAs } from './support.ts'

test.describe.configure({ timeout: 60_000 })

async function accounts(orgId: string, rows: [string, string | null, string, string | null][]) {
  for (const [name, num, type, sub] of rows) {
    await db()`insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type) values (${orgId}, ${name}, ${num}, ${type}, ${sub})`
  }
}

test('a bookkeeper accepts suggested mappings in bulk, maps the rest by hand and removes one with a spec reason', async ({
  page,
}) => {
  const keeper = await createUser({ firstName: 'Cora', lastName: 'Chart' })
  await setRole(keeper.id, 'bookkeeper')
  const client = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const other = await newOrg({ bookkeepers: [{ userId: keeper.id }] })
  const rent = `Rent ${client.id.slice(0, 8)}`
  await accounts(client.id, [
    ['6010 Salaries and Wages', '6010', 'Expense', 'PayrollExpenses'],
    ['Operating Checking', null, 'Bank', 'Checking'],
    [rent, null, 'Expense', null],
    ['Zebra Costs', null, 'Expense', null],
    ['Sales', '4000', 'Income', 'SalesOfProductIncome'],
  ])
  await accounts(other.id, [[rent, null, 'Expense', null]])
  await db()`insert into public.coa_mappings (organization_id, client_account_name, haven_account_number, haven_account_name) values (${other.id}, ${rent}, '6600', 'Other Operating Expenses')`

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${client.id}` })
  await page
    .getByRole('navigation', { name: 'Client workspace' })
    .getByRole('link', { name: 'Chart of accounts' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${client.id}/coa-mapping$`))
  await expect(page.getByTestId('coa-percentage')).toHaveText('0%')
  await expect(page.getByText('mapped: 0 of 4 accounts')).toBeVisible()
  await expect(page.getByTestId('unmapped-row')).toHaveCount(4)
  await expect(page.getByText('Sales', { exact: true })).toHaveCount(0)

  await expect(page.getByRole('list', { name: `Reasons for ${rent}` })).toContainText(
    `The firm maps “${rent}” to 6600 Other Operating Expenses in another organization`,
  )
  await expect(page.getByLabel(`Master account for ${rent}`)).toHaveValue('6600')
  const salaries = page.getByRole('list', { name: 'Reasons for 6010 Salaries and Wages' })
  await expect(salaries).toContainText("Account number 6010 is the master chart's number for Salaries and Wages")
  await expect(salaries).toContainText('Both are Expense accounts')
  await expect(page.getByRole('list', { name: 'Reasons for Operating Checking' })).toContainText(
    'Name mentions “checking”, typical of Bank Account',
  )
  await expect(page.getByTestId('unmapped-row').filter({ hasText: 'Zebra Costs' })).toContainText(
    'No suggestion: choose by hand',
  )

  await page.getByLabel('Select all 3 suggested').check()
  await page.getByRole('button', { name: 'Accept selected (3)' }).click()
  await expect(page.getByTestId('coa-percentage')).toHaveText('75%')
  await expect(page.getByTestId('unmapped-row')).toHaveCount(1)

  await page.getByLabel('Master account for Zebra Costs').selectOption('6600')
  await page.getByRole('button', { name: 'Accept selected (1)' }).click()
  await expect(page.getByTestId('coa-percentage')).toHaveText('100%')
  await expect(page.getByText('Every mappable account is mapped.')).toBeVisible()

  await page.getByRole('button', { name: 'Remove mapping of Zebra Costs' }).click()
  const reasons = page.getByRole('dialog').getByLabel('Reason')
  await expect(reasons.locator('option')).toHaveText([
    'The account was made inactive',
    'The account became a parent account',
    'The account became a sub-account',
    'The account moved to another parent',
    'Removed by hand',
    'The account type changed',
  ])
  await reasons.selectOption('account_type_change')
  await page.getByRole('button', { name: 'Remove mapping' }).click()
  await expect(page.getByTestId('coa-percentage')).toHaveText('75%')
  await page.getByText('Removed mappings (1)').click()
  await expect(page.getByText(/Zebra Costs → 6600 Other Operating Expenses: The account type changed/)).toBeVisible()
  const [row] =
    await db()`select deletion_reason from public.coa_mappings where organization_id = ${client.id} and client_account_name = 'Zebra Costs'`
  expect(row.deletion_reason).toBe('account_type_change')
  expect(new URL(page.url()).pathname.startsWith('/bookkeeper/')).toBe(true)
})

test('a client cannot open the mapping screen', async ({ page }) => {
  const { user, org } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: `/bookkeeper/client/${org.id}/coa-mapping` })
  await expect(page).toHaveURL(/\/accounting\/dashboard$/)
  await expect(page.getByTestId('coa-percentage')).toHaveCount(0)
})
