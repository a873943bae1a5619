/**
 * Consolidated reports in the browser: the admin opens the demo group (Acme Holdings), generates a balance sheet in
 * EUR with entity columns, opens an entity's report, edits a mapping, and sees the API's date rule in place.
 */
import { expect, test } from '@playwright/test'
import { DEMO, DEMO_ORGS, signInAs } from './support.ts'

const GROUP = '20000000-0000-4000-8000-000000000001'
test.describe.configure({ timeout: 90_000 })

test('admin generates a consolidated balance sheet in EUR with entity columns and opens an entity report', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin, { path: '/admin/groups' })
  const card = page.getByTestId('group-card').filter({ hasText: 'Acme Holdings' })
  await expect(card).toContainText(DEMO_ORGS.acme.legalName)
  await card.getByRole('link', { name: 'Consolidated reports' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/groups/${GROUP}/consolidated$`))

  await page.getByLabel('Report type').selectOption('BalanceSheet')
  await page.getByLabel('Start date').fill('2026-01-01')
  await page.getByLabel('End date').fill('2026-03-31')
  await page.getByLabel('Date macro').selectOption('Fiscal Quarter')
  await page.getByLabel('Presentation currency').fill('EUR')
  await page.getByRole('button', { name: 'Generate' }).click()

  const report = page.getByTestId('consolidated-report')
  await expect(report).toBeVisible({ timeout: 30_000 })
  await expect(report).toContainText('Consolidated Balance Sheet')
  await expect(report).toContainText('EUR')
  const headers = report.locator('thead th')
  await expect(headers.filter({ hasText: DEMO_ORGS.acme.legalName })).toHaveCount(1)
  await expect(headers.filter({ hasText: 'Eliminations' })).toHaveCount(1)
  await expect(headers.filter({ hasText: 'Total' })).toHaveCount(1)
  await expect(report.getByText('Cumulative Translation Adjustment')).toBeVisible()

  await report.getByRole('link', { name: DEMO_ORGS.acme.legalName }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/groups/${GROUP}/entity-reports/${DEMO_ORGS.acme.id}/`))
  // the entity's own report (exactly its name: the consolidated page's headings also mention the balance sheet)
  await expect(page.getByRole('link', { name: '← Consolidated reports' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'BalanceSheet', exact: true })).toBeVisible()
  await expect(page.locator('thead th').filter({ hasText: 'Total' }).first()).toBeVisible()
})

test('without dates or a macro the API rule is shown in place, word for word', async ({ page }) => {
  await signInAs(page, DEMO.admin, { path: `/admin/groups/${GROUP}/consolidated` })
  await page.getByRole('button', { name: 'Generate' }).click()
  const macro = page.getByLabel('Date macro')
  await expect(page.getByText('Either date range or date macro must be provided', { exact: true })).toBeVisible()
  await expect(macro).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('consolidated-report')).toHaveCount(0)
})

test('admin adds and deletes a Combine/Eliminate mapping per report type', async ({ page }) => {
  const name = `E2E Intercompany ${Date.now().toString(36)}`
  await signInAs(page, DEMO.admin, { path: `/admin/groups/${GROUP}/consolidated` })
  await page.getByLabel('Report type').selectOption('ProfitAndLoss')
  await expect(page.getByRole('heading', { name: 'Mappings (ProfitAndLoss)' })).toBeVisible()
  await page.getByLabel('Account name').fill(name)
  await page.getByLabel('Mapping type').selectOption('Eliminate')
  await page.getByRole('button', { name: 'Add mapping' }).click()
  const row = page.getByRole('table', { name: 'Mappings' }).getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Eliminate')

  // Mappings belong to one report type: the balance sheet does not list it.
  await page.getByLabel('Report type').selectOption('BalanceSheet')
  await expect(page.getByRole('heading', { name: 'Mappings (BalanceSheet)' })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)

  await page.getByLabel('Report type').selectOption('ProfitAndLoss')
  await page.getByRole('button', { name: `Delete mapping ${name}` }).click()
  await expect(page.getByText(name)).toHaveCount(0)
  await page.reload()
  await page.getByLabel('Report type').selectOption('ProfitAndLoss')
  await expect(page.getByRole('heading', { name: 'Mappings (ProfitAndLoss)' })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
})
