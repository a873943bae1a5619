/**
 * Setting a client's payroll up at Gusto in the browser: the bookkeeper creates the client's Gusto company (the
 * spec's messages shown on their fields first), subscribes to Gusto's events and sees the subscription verified once
 * Gusto's token has come back, and downloads the latest payroll's employee report as CSV.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createUser, newOrg, setRole, signInAs } from './support.ts'

test.describe.configure({ timeout: 60_000 })

test('a bookkeeper creates the Gusto company, subscribes to its events and downloads an employee report', async ({
  page,
}) => {
  const keeper = await createUser({ firstName: 'Rui', lastName: 'Setup' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/payroll` })

  const form = page.getByRole('form', { name: 'Create a Gusto company' })
  await form.getByLabel('Administrator email').fill('not-an-email')
  await form.getByLabel('States').fill('California')
  await form.getByRole('button', { name: 'Create company' }).click()
  await expect(form.getByText('First name is required')).toBeVisible()
  await expect(form.getByText('Last name is required')).toBeVisible()
  await expect(form.getByText('Invalid email')).toBeVisible()
  await expect(form.getByText('Company legal name is required')).toBeVisible()
  await expect(form.getByText('Must be 2-letter code')).toBeVisible()

  await form.getByLabel('Administrator first name').fill('Ada')
  await form.getByLabel('Administrator last name').fill('Lovelace')
  await form.getByLabel('Administrator email').fill('ada@example.test')
  await form.getByLabel('Company legal name').fill('Analytical Engines LLC')
  await form.getByLabel('Trade name').fill('Analytical')
  await form.getByLabel('States').fill('CA, NY')
  await form.getByRole('button', { name: 'Create company' }).click()
  await expect(page.getByText('Gusto: Analytical (active)')).toBeVisible()
  await expect(form).toBeHidden()

  await page.getByRole('tab', { name: 'Gusto settings' }).click()
  await page.getByRole('button', { name: 'Subscribe to Gusto events' }).click()
  await expect(page.getByTestId('webhook-subscription')).toContainText('verified')

  await page.getByRole('tab', { name: 'Employee reports' }).click()
  const report = page.getByTestId('employee-report-row').first()
  await expect(report).toContainText('succeeded', { timeout: 30_000 })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    'First name,Last name,Check date,Gross earnings,Employee taxes,Employee deductions,Net pay,Employer taxes,Employer benefit contributions,Reimbursements',
  )
  expect(csv).toMatch(/\r\nGrand total,/)
})
