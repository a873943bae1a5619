/**
 * Payroll in the browser: a client admin connects Gusto from the integrations screen (through Gusto's start route
 * and the sandbox's authorization), the job worker syncs the company and books its payrolls through the mapping the
 * bookkeeper set, and the bookkeeper sees a payroll with its posted entry, the open payroll's blockers and the
 * employees in the client's workspace.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, setRole, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const LINES: [string, string][] = [
  ['Wages', 'Expense'],
  ['Employer Taxes', 'Expense'],
  ['Benefits', 'Expense'],
  ['Reimbursements', 'Expense'],
  ['Net Pay', 'Bank'],
  ['Tax Liabilities', 'Other Current Liability'],
  ['Benefit Liabilities', 'Other Current Liability'],
]

test('a client connects Gusto; the bookkeeper sees a payroll and its posted entry', async ({ page, browser }) => {
  const client = await createUser({ firstName: 'Gita', lastName: 'Client' })
  const keeper = await createUser({ firstName: 'Paz', lastName: 'Payroll' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({
    members: [{ userId: client.id, orgRole: 'admin' }],
    bookkeepers: [{ userId: keeper.id, isPrimary: true }],
  })
  for (const [line, type] of LINES) {
    const [a] = await db()`insert into public.ledger_accounts (organization_id, name, account_type)
      values (${org.id}, ${`Payroll ${line}`}, ${type}) returning id::text, name`
    await db()`insert into public.payroll_account_mappings (organization_id, line, account_id, account_name)
      values (${org.id}, ${line}, ${a.id}, ${a.name})`
  }

  await signInAs(page, client.email, { password: client.password, path: '/accounting/integrations' })
  await expect(page.getByTestId('integration-Gusto')).toContainText('Not connected')
  await page.getByTestId('integration-Gusto').getByRole('button', { name: 'Connect Gusto' }).click()
  await expect(page).toHaveURL(/\/accounting\/integrations\?gusto=connected/)
  await expect(page.getByTestId('integration-Gusto').getByText('Connected', { exact: true })).toBeVisible()

  const staff = await browser.newPage()
  await signInAs(staff, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/payroll` })
  await expect(staff.getByRole('heading', { name: 'Payroll' })).toBeVisible()
  // the worker books the year in the background; the broadcast refreshes the screen
  await expect(staff.getByText('27 payrolls, 26 booked to the ledger.')).toBeVisible({ timeout: 60_000 })
  const rows = staff.getByTestId('payroll-row')
  await expect(rows.first()).toContainText('Missing bank information: unresolved')
  await expect(rows.first()).toContainText('Funding under review: pending review')
  await expect(rows.nth(1)).toContainText(/Booked PR-/)
  const [entry] = await db()`select count(*)::int as n from public.journal_entries
    where organization_id = ${org.id} and type = 'payroll'`
  expect(entry.n).toBe(26)

  await staff.getByRole('tab', { name: 'Employees and contractors' }).click()
  await expect(staff.getByRole('cell', { name: 'Founder' })).toBeVisible()
  await staff.getByRole('tab', { name: 'Ledger mapping' }).click()
  await expect(staff.getByLabel('Account for Wages')).toHaveValue(/\d+/)
})
