/**
 * Figures that agree across screens (issue 30, item 4), read where the client meets them: a vendor's spend on the
 * dashboard and on Vendors (the same month, from the books, both saying so); the dashboard's net income and the
 * profit and loss for the same month; and "9000 Ask My Client" shown apart as suspense, not counted in Total Expenses.
 */
import { expect, test, type Page } from '@playwright/test'
import { callApi, createUser, db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const today = new Date()
const month = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`
const day = `${month}-01`
const BOOKS = [
  'date,entry,account,debit,credit,description,account_type,name',
  `${day},OB,Checking,10000.00,,Opening balance,Bank,`,
  `${day},OB,Owner Equity,,10000.00,Opening balance,Equity,`,
  `${day},S1,Checking,2000.00,,Bread sales,Bank,`,
  `${day},S1,Sales,,2000.00,Bread sales,Income,`,
  `${day},P1,Supplies,1234.56,,Parts,Expense,Digi-Key`,
  `${day},P1,Checking,,1234.56,Parts,Bank,Digi-Key`,
  `${day},P2,Rent,500.00,,Rent,Expense,Oak Lease`,
  `${day},P2,Checking,,500.00,Rent,Bank,Oak Lease`,
  `${day},P3,9000 Ask My Client,300.00,,What was this?,Expense,`,
  `${day},P3,Checking,,300.00,What was this?,Bank,`,
].join('\n')

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''))

async function reportRow(page: Page, label: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) })
  await expect(row).toHaveCount(1)
  return row
}

test('the same fact shows the same figure on the dashboard, Vendors and the profit and loss', async ({ page }) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Fig', lastName: 'Keeper' })
  const client = await createUser({ firstName: 'Ada', lastName: 'Agree' })
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }], members: [{ userId: client.id }] })
  const imported = await callApi(keeper, 'POST', `/orgs/${org.id}/ledger/import`, { format: 'csv', text: BOOKS })
  expect(imported.status, JSON.stringify(imported.json)).toBe(200)
  // the purchases' vendors, as the books keep them (a journal import names no vendor)
  for (const [vendor, entry] of [
    ['Digi-Key', 'P1'],
    ['Oak Lease', 'P2'],
  ])
    await db()`with n as (insert into public.ledger_names (organization_id, kind, display_name)
        values (${org.id}, 'vendor', ${vendor}) returning id)
      update public.ledger_transactions t set name_id = (select id from n)
      where t.organization_id = ${org.id} and (t.doc_number = ${entry} or exists (select 1
        from public.ledger_postings p where p.transaction_id = t.id and p.description = ${vendor}))`
  expect((await callApi(keeper, 'POST', `/orgs/${org.id}/metrics/monthly/compute`, { months: 3 })).status).toBe(200)

  // the dashboard: this month, from the books, accrual, and says so
  await signInAs(page, client.email, { password: client.password, path: '/accounting/dashboard' })
  await expect(page.getByTestId('dashboard-basis')).toContainText('From the books,')
  await expect(page.getByTestId('dashboard-basis')).toContainText('accrual basis')
  const digiKey = page.getByTestId('top-vendor').filter({ hasText: 'Digi-Key' })
  await expect(digiKey).toContainText('$1,234.56')
  const dashboardDigiKey = money(await digiKey.locator('td').last().textContent())
  const netIncome = page
    .locator('div')
    .filter({ hasText: /^Net income/ })
    .first()
  const dashboardNet = money(await netIncome.locator('span').nth(1).textContent())
  expect(dashboardNet).toBe(-34.56)

  // Vendors: the books' column is the dashboard's month and figure, with the basis stated
  await page.goto('/accounting/vendors')
  await expect(page.getByTestId('vendors-basis')).toContainText('In the books: From the books,')
  const vendorRow = page.locator('[data-testid="vendor-row"][data-vendor="Digi-Key"]')
  expect(money(await vendorRow.getByTestId('vendor-books').textContent())).toBe(dashboardDigiKey)

  // the profit and loss of the same month: the same net income; Ask My Client apart, not an expense
  await page.goto('/accounting/reports')
  await expect(page.getByText('Accrual basis')).toBeVisible()
  const expenses = await reportRow(page, 'Total Expenses')
  await expect(expenses).toContainText('1,734.56')
  const suspense = await reportRow(page, 'Total awaiting the client')
  await expect(suspense).toContainText('300.00')
  await expect(page.getByText('Awaiting the client (suspense, not an expense)')).toBeVisible()
  const net = await reportRow(page, 'Net Income')
  await expect(net).toContainText('-34.56')
})
