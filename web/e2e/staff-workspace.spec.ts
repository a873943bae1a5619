/**
 * A client's staff workspace: a bookkeeper imports a client's journal, reads its reports with drill-down and CSV
 * export, recomputes its metrics, accepts chart-of-accounts suggestions in bulk and reads its group's consolidated
 * chart, all under /bookkeeper; the client's own screens no longer carry staff controls. Each test seeds its own users
 * and organizations.
 */
import { expect, test, type Page } from '@playwright/test'
import { createUser, db, newClient, newOrg, newStaff, setRole, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

/** Two balanced entries on the first days of the current month, so the default report period (this month and the two before) shows them. */
function journalCsv(): string {
  const m = new Date().toISOString().slice(0, 7)
  return [
    'date,account,debit,credit,entry,description,account_type',
    `${m}-01,Checking,5000,,1,Consulting retainer,Bank`,
    `${m}-01,Consulting Income,,5000,1,Consulting retainer,Income`,
    `${m}-02,Rent,1200,,2,Studio rent,Expense`,
    `${m}-02,Checking,,1200,2,Studio rent,Bank`,
  ].join('\n')
}

/** Every URL the page visits, to prove a journey never leaves an area. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) paths.push(new URL(f.url()).pathname)
  })
  return paths
}

test("a bookkeeper works a client's books from the client page without leaving /bookkeeper", async ({ page }) => {
  const keeper = await createUser({ firstName: 'Wren', lastName: 'Ledger' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const [group] =
    await db()`insert into public.organization_groups (name) values (${`Workspace Group ${org.id.slice(0, 6)}`}) returning id::text, name`
  await db()`update public.organizations set organization_group_id = ${group.id} where id = ${org.id}`
  const paths = visitedPaths(page)

  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/clients' })
  await page.getByRole('link', { name: org.legalName }).first().click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${org.id}$`))
  const nav = page.getByRole('navigation', { name: 'Client workspace' })

  // Journal import
  await nav.getByRole('link', { name: 'Journal import' }).click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${org.id}/import$`))
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'books.csv', mimeType: 'text/csv', buffer: Buffer.from(journalCsv()) })
  await expect(page.getByRole('status')).toHaveText('Imported 2 entries.')

  // Reports: the imported income, drill-down to its posting, CSV export
  await nav.getByRole('link', { name: 'Reports' }).click()
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page')
  await page.getByLabel('Columns').selectOption('Total')
  await page.getByRole('button', { name: 'Consulting Income' }).click()
  const drill = page.getByRole('dialog')
  await expect(drill).toContainText('Consulting Income: transactions')
  // the first of this month, in people's words ("Nov 1, 2026"), and the entry's type likewise
  const first = new Date(`${new Date().toISOString().slice(0, 7)}-01T00:00:00Z`)
  await expect(drill).toContainText(
    first.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  )
  await expect(drill).toContainText('Journal entry')
  await expect(drill).toContainText('-5,000.00')
  await page.keyboard.press('Escape')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/^ProfitAndLoss-.*\.csv$/)

  // Metrics: none until staff recompute them
  await nav.getByRole('link', { name: 'Metrics' }).click()
  await expect(page.getByText('No metrics yet')).toBeVisible()
  await page.getByRole('button', { name: 'Recompute' }).first().click()
  await expect(page.getByText('Cash on hand').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('$3,800.00').first()).toBeVisible()

  // Chart-of-accounts mapping: both mappable accounts suggested, accepted in one go
  await nav.getByRole('link', { name: 'Chart of accounts' }).click()
  await expect(page.getByTestId('coa-percentage')).toHaveText('0%')
  await page.getByLabel('Select all 2 suggested').check()
  await page.getByRole('button', { name: 'Accept selected (2)' }).click()
  await expect(page.getByTestId('coa-percentage')).toHaveText('100%')
  await expect(page.getByRole('table', { name: 'Mapped accounts' })).toContainText('1010 Bank Account')
  await expect(page.getByRole('table', { name: 'Mapped accounts' })).toContainText('6400 Facilities')

  // The group's consolidated chart
  await nav.getByRole('link', { name: 'Group' }).click()
  await expect(page.getByRole('heading', { name: group.name })).toBeVisible()
  await expect(page.getByText(`Members: ${org.legalName}`)).toBeVisible()
  await expect(page.getByText('No consolidated accounts for this statement yet.')).toHaveCount(2)

  expect(paths.filter((p) => p !== '/' && !p.startsWith('/bookkeeper'))).toEqual([])
})

test('an admin opens the same workspace under /admin', async ({ page }) => {
  const org = await newOrg()
  const admin = await newStaff('admin')
  await signInAs(page, admin.email, { password: admin.password, path: `/admin/client/${org.id}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Metrics' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/client/${org.id}/metrics$`))
  await expect(page.getByRole('heading', { name: 'Metrics', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Recompute' }).first()).toBeVisible()
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Group' }).click()
  await expect(page.getByText('Not in a group')).toBeVisible()
})

test('a client sees no staff controls on its own screens and cannot open the staff workspace', async ({ page }) => {
  const { user, org } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/reports' })
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
  await expect(page.getByText('Import and export')).toHaveCount(0)
  await expect(page.getByText('Import file')).toHaveCount(0)
  await page.goto('/accounting/dashboard')
  await expect(page.getByText('No metrics yet')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Recompute' })).toHaveCount(0)
  await page.goto(`/bookkeeper/client/${org.id}/reports`)
  await expect(page).toHaveURL(/\/accounting\/dashboard$/)
})
