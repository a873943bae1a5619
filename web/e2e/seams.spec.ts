/**
 * Issue 10 items 13, 16, 17 and 18 as a user meets them: one QuickBooks fact on every screen, a clients table that
 * fits 1400 px, report periods and chart axes that say what they show, the client's questions one click from its
 * page, a role that tells a reviewer apart, a password that can be reset, and admin pages that log no errors.
 * Each test creates its own users and organizations.
 */
import { expect, test, type Page } from '@playwright/test'
import { createUser, db, env, newClient, newOrg, setRole, signInAs } from './support.ts'

async function staffWithClient(role: 'bookkeeper' | 'admin' = 'bookkeeper') {
  const staff = await createUser({ firstName: 'Casey', lastName: 'Keeper' })
  await setRole(staff.id, role)
  const org = await newOrg({
    legalName: `Northwind Precision Parts ${Date.now().toString(36)} Inc.`,
    bookkeepers: [{ userId: staff.id, isPrimary: true }],
  })
  return { staff, org }
}

/** Console errors and warnings a page logs while the test runs (React's nesting warning, failed API calls). */
function consoleProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
  })
  page.on('response', (r) => {
    if (r.url().includes('/api/flags') && r.status() >= 400) problems.push(`${r.status()} ${r.url()}`)
  })
  return problems
}

test("QuickBooks reads the same on the staff client page, the clients table and the client's integrations", async ({
  page,
  browser,
}) => {
  const { staff, org } = await staffWithClient()
  const client = await createUser()
  await db()`insert into public.organization_members (organization_id, user_id, org_role) values (${org.id}, ${client.id}, 'admin')`
  // A realm id left behind without a token is not a connection.
  await db()`update public.organizations set quickbooks_realm_id = 'stale-realm' where id = ${org.id}`
  await signInAs(page, staff.email, { password: staff.password, path: `/bookkeeper/client/${org.id}` })
  await expect(page.getByText('QuickBooks', { exact: true }).locator('..')).toContainText('Not connected')
  await expect(page.getByText('Connected', { exact: true })).toHaveCount(0)
  await page.goto('/bookkeeper/clients')
  await expect(
    page.getByRole('row').filter({ hasText: org.legalName }).getByTitle('QuickBooks not connected'),
  ).toBeVisible()
  const other = await browser.newPage()
  await signInAs(other, client.email, { password: client.password, path: '/accounting/integrations' })
  await expect(other.getByTestId('integration-QuickBooks Online')).toContainText('Not connected')
  await other.close()
})

test('at 1400 px the clients table shows every column and names wrap at most twice', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  const { staff, org } = await staffWithClient()
  await signInAs(page, staff.email, { password: staff.password, path: '/bookkeeper/clients' })
  const table = page.getByTestId('organizations-table')
  await expect(table.getByRole('row').filter({ hasText: org.legalName })).toBeVisible()
  const overflow = await table.evaluate((t) => ({
    scroll: t.parentElement!.scrollWidth,
    client: t.parentElement!.clientWidth,
  }))
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.client)
  const name = table.getByRole('row').filter({ hasText: org.legalName }).getByTestId('client-name')
  const lines = await name.evaluate((el) =>
    Math.round(el.querySelector('a')!.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
  )
  expect(lines).toBeLessThanOrEqual(2)
  await expect(table.getByRole('columnheader', { name: 'Onboarding' })).toBeInViewport()
})

test('a report with the default period shows its range in the date inputs, and its chart has value labels', async ({
  page,
}) => {
  const { user } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/reports' })
  await expect(page.getByLabel('Period')).toHaveValue('custom')
  await expect(page.getByLabel('From')).not.toHaveValue('')
  await expect(page.getByLabel('To')).not.toHaveValue('')
  await expect(page.getByTestId('chart-axis').getByText('$0')).toBeVisible()
  // An end before the start is refused on the field, in words.
  await page.getByLabel('To').fill('2020-01-01')
  await page.getByLabel('From').fill('2020-02-01')
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible()
  await expect(page.getByText(/start_date|end_date/)).toHaveCount(0)
})

test("a bookkeeper reaches the client's questions from the client page; the menu names a reviewer", async ({
  page,
}) => {
  const problems = consoleProblems(page)
  const { staff, org } = await staffWithClient()
  await signInAs(page, staff.email, { password: staff.password, path: `/bookkeeper/client/${org.id}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Questions' }).click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${org.id}/amc$`))
  await expect(page.getByRole('heading', { name: /Questions for/ })).toBeVisible()
  await page.getByTestId('user-menu').click()
  await expect(page.getByTestId('user-role')).toHaveText('Bookkeeper')
  expect(
    problems.filter((p) => /validateDOMNesting|cannot be a descendant of <p>|cannot contain a nested/.test(p)),
  ).toEqual([])

  const reviewer = await createUser()
  await setRole(reviewer.id, 'bookkeeper')
  await db()`insert into public.reviewer_assignments (organization_id, user_id) values (${org.id}, ${reviewer.id})`
  await signInAs(page, reviewer.email, { password: reviewer.password, path: '/bookkeeper/clients' })
  await page.getByTestId('user-menu').click()
  await expect(page.getByTestId('user-role')).toHaveText('Reviewer')
})

test('admin pages call /api/flags without errors', async ({ page }) => {
  const problems = consoleProblems(page)
  const admin = await createUser()
  await setRole(admin.id, 'admin')
  await signInAs(page, admin.email, { password: admin.password, path: '/admin' })
  await page.goto('/admin/clients')
  await expect(page.getByTestId('clients-table').or(page.getByText('No clients yet'))).toBeVisible()
  expect(problems.filter((p) => p.includes('/api/flags'))).toEqual([])
})

test('forgot password: request a link, open it, choose a new password, sign in with it', async ({ page }) => {
  const user = await createUser()
  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByTestId('recovery-sent')).toContainText(user.email)
  // The mail goes to the platform log; its link carries the token the request stored (hashed) on the user.
  const [row] = await db()`select recovery_token from auth.users where id = ${user.id}`
  expect(row.recovery_token).toBeTruthy()
  await page.goto(
    `${env.supabaseUrl}/auth/v1/verify?token=${row.recovery_token}&type=recovery&redirect_to=${encodeURIComponent(`${env.webUrl}/reset-password`)}`,
  )
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Repeat the new password').fill('short')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Use at least 8 characters')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password-1')
  await page.getByLabel('Repeat the new password').fill('brand-new-password-1')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).not.toHaveURL(/reset-password/)
  const res = await fetch(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: 'brand-new-password-1' }),
  })
  expect(res.status).toBe(200)
})
