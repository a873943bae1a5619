/**
 * Consolidated reports in the browser: an admin opens a group of two companies (made by the test, with books of their
 * own), generates a balance sheet in EUR with entity columns, opens an entity's report, edits a mapping, and sees the
 * API's date rule in place.
 */
import { expect, test } from '@playwright/test'
import { callApi, db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const NORTH = `2026-01-02 Capital\n    Assets:Checking  100000.00\n    Equity:Capital\n2026-02-10 Services to South\n    Assets:Due from South  12000.00\n    Income:Intercompany Revenue\n2026-03-01 Rent\n    Expenses:Rent  3000\n    Assets:Checking\n`
const SOUTH = `2026-01-05 Capital\n    Assets:Checking  50000.00\n    Equity:Capital\n2026-02-10 Services from North\n    Expenses:Intercompany Fees  12000.00\n    Liabilities:Due to North\n2026-03-03 Sales\n    Assets:Checking  8000\n    Income:Sales\n`

/** An admin and a group of two organizations whose books the admin imports through the ledger API. */
async function newGroup() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const admin = await newStaff('admin')
  const [group] =
    await db()`insert into public.organization_groups (name) values (${`E2E Holdings ${tag}`}) returning id::text, name`
  const north = await newOrg({ legalName: `North Robotics ${tag} Inc.` })
  const south = await newOrg({ legalName: `South Labs ${tag} LLC` })
  for (const [org, text] of [
    [north, NORTH],
    [south, SOUTH],
  ] as const) {
    await db()`update public.organizations set organization_group_id = ${group.id} where id = ${org.id}`
    const r = await callApi(admin, 'POST', `/orgs/${org.id}/ledger/import`, { format: 'hledger', text })
    expect(r.status, JSON.stringify(r.json)).toBe(200)
  }
  return { admin, group: group as { id: string; name: string }, north, south }
}

test('admin generates a consolidated balance sheet in EUR with entity columns and opens an entity report', async ({
  page,
}) => {
  const { admin, group, north, south } = await newGroup()
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/groups' })
  const card = page.getByTestId('group-card').filter({ hasText: group.name })
  await expect(card).toContainText(north.legalName)
  await expect(card).toContainText(south.legalName)
  await card.getByRole('link', { name: 'Consolidated reports' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/groups/${group.id}/consolidated$`))

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
  await expect(headers.filter({ hasText: north.legalName })).toHaveCount(1)
  await expect(headers.filter({ hasText: south.legalName })).toHaveCount(1)
  await expect(headers.filter({ hasText: 'Eliminations' })).toHaveCount(1)
  await expect(headers.filter({ hasText: 'Total' })).toHaveCount(1)
  await expect(report.getByText('Cumulative Translation Adjustment')).toBeVisible()

  await report.getByRole('link', { name: north.legalName }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/groups/${group.id}/entity-reports/${north.id}/`))
  // the entity's own report (exactly its name: the consolidated page's headings also mention the balance sheet)
  await expect(page.getByRole('link', { name: '← Consolidated reports' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'BalanceSheet', exact: true })).toBeVisible()
  await expect(page.locator('thead th').filter({ hasText: 'Total' }).first()).toBeVisible()
})

test('the form opens on the year to date; without dates or a macro the API rule is shown in place, word for word', async ({
  page,
}) => {
  const { admin, group } = await newGroup()
  await signInAs(page, admin.email, { password: admin.password, path: `/admin/groups/${group.id}/consolidated` })
  // the form opens on the year to date; emptied, the rule applies
  const today = new Date().toISOString().slice(0, 10)
  await expect(page.getByLabel('Start date')).toHaveValue(`${today.slice(0, 4)}-01-01`)
  await expect(page.getByLabel('End date')).toHaveValue(today)
  await page.getByLabel('Start date').fill('')
  await page.getByLabel('End date').fill('')
  await page.getByRole('button', { name: 'Generate' }).click()
  const macro = page.getByLabel('Date macro')
  await expect(page.getByText('Either date range or date macro must be provided', { exact: true })).toBeVisible()
  await expect(macro).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('consolidated-report')).toHaveCount(0)
})

test('admin adds and deletes a Combine/Eliminate mapping per report type', async ({ page }) => {
  const { admin, group } = await newGroup()
  const name = `E2E Intercompany ${Date.now().toString(36)}`
  await signInAs(page, admin.email, { password: admin.password, path: `/admin/groups/${group.id}/consolidated` })
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
