/**
 * Tenancy journeys in the browser: an admin invites a client user, who signs up through the emailed link and sees
 * only their organization; bad invitation links are explained; a bookkeeper sees only assigned clients; a feature
 * flag turned off for an organization removes its route from the nav and the route itself.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  createUser,
  db,
  env,
  navLabels,
  newOrg,
  newStaff,
  openFromNav,
  passwordSession,
  setRole,
  signInAs,
  uniqueEmail,
} from './support.ts'

type User = { email: string; password: string }

async function adminApi<T>(admin: User, method: string, path: string, body?: unknown): Promise<T> {
  const { access_token } = await passwordSession(admin.email, admin.password)
  const res = await fetch(`${env.supabaseUrl}/functions/v1/api${path}`, {
    method,
    headers: { apikey: env.anonKey, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (res.status === 204 ? undefined : await res.json()) as T
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('an admin invites a client; the invitee signs up from the outbox link and sees only their organization', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000) // two users, four screens and an account creation
  const org = await newOrg({ legalName: `Cedar Consulting ${Date.now()} LLC` })
  const otherTenant = await newOrg()
  const email = uniqueEmail('invitee')
  const admin = await newStaff('admin')

  await signInAs(page, admin.email, { password: admin.password, path: '/admin/invitations' })
  await page.getByRole('button', { name: 'Invite user' }).click()
  const form = page.getByRole('form', { name: 'Invite a client user' })
  // field errors in place before anything is sent
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(form.getByText('Choose an organization', { exact: true })).toBeVisible()
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  await form.getByLabel(/^Organization\*?$/).selectOption({ label: org.legalName })
  await form.getByLabel('Email').fill(`  ${email.toUpperCase()} `)
  await form.getByLabel('First name').fill('Ivy')
  await form.getByLabel('Last name').fill('Invitee')
  // the least privilege unless someone chooses more
  await expect(form.getByLabel('Organization role')).toHaveValue('user')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible()
  const row = page.getByTestId('invitations-table').getByRole('row').filter({ hasText: email })
  await expect(row).toContainText(org.legalName)
  await expect(row).toContainText('Pending')

  // the link comes from the dev outbox page
  await page.goto('/dev/outbox')
  const message = page.locator(`[data-testid="outbox-message"][data-to="${email}"]`)
  await expect(message).toContainText(`You're invited to ${org.legalName}`)
  const href = await message.getByTestId('outbox-link').first().getAttribute('href')
  expect(href).toMatch(/^\/invited\/user\/sign-up\?token=[A-Za-z0-9_-]{43}$/)

  // the invitee, in a browser without any session
  const invitee = await (await browser.newContext({ baseURL: env.webUrl })).newPage()
  await invitee.goto(href!)
  await expect(invitee.getByRole('heading', { name: `Join ${org.legalName}` })).toBeVisible()
  await expect(invitee.getByText(email)).toBeVisible()
  const signUp = invitee.getByRole('form', { name: 'Create your account' })
  await signUp.getByLabel(/^Password\*?$/).fill('short')
  await signUp.getByRole('button', { name: 'Create account and sign in' }).click()
  await expect(signUp.getByText('Password must be at least 8 characters')).toBeVisible()
  await signUp.getByLabel(/^Password\*?$/).fill('invitee-password-1')
  await signUp.getByLabel('Confirm password').fill('invitee-password-1')
  await signUp.getByRole('button', { name: 'Create account and sign in' }).click()

  await expect(invitee).toHaveURL(/\/accounting\/dashboard$/)
  await expect(invitee.getByTestId('current-org')).toHaveText(org.legalName)
  await expect(invitee.getByTestId('org-switcher')).toHaveCount(0)
  const me = await invitee.evaluate(
    async ([url, key]) => {
      const raw = Object.entries(localStorage).find(([k]) => k.endsWith('-auth-token'))?.[1]
      const token = raw ? JSON.parse(raw).access_token : ''
      const res = await fetch(`${url}/functions/v1/api/me`, {
        headers: { apikey: key, authorization: `Bearer ${token}` },
      })
      return res.json()
    },
    [env.supabaseUrl, env.anonKey] as const,
  )
  expect(me.organizations.map((o: { id: string }) => o.id)).toEqual([org.id])
  expect(me.profile).toMatchObject({ firstName: 'Ivy', lastName: 'Invitee', role: 'user' })
  await invitee.goto('/accounting/info-and-services')
  await expect(invitee.getByLabel('Legal business name')).toHaveValue(org.legalName)
  // another tenant's client page is out of reach: a client cannot enter the admin area at all
  await invitee.goto(`/admin/client/${otherTenant.id}`)
  await expect(invitee).toHaveURL(/\/accounting\/dashboard$/)

  // the link works once
  await invitee.context().clearCookies()
  await invitee.evaluate(() => localStorage.clear())
  await invitee.goto(href!)
  await expect(invitee.getByTestId('invitation-refused')).toContainText('This invitation has already been used')

  await page.goto('/admin/invitations')
  await expect(page.getByTestId('invitations-table').getByRole('row').filter({ hasText: email })).toContainText(
    'Accepted',
  )
})

test('forged, malformed, revoked and expired invitation links show a clear message', async ({ page }) => {
  await page.goto('/invited/user/sign-up?token=nope')
  await expect(page.getByTestId('invitation-refused')).toContainText('This invitation link is not valid')
  await page.goto(`/invited/user/sign-up?token=${'A'.repeat(43)}`)
  await expect(page.getByTestId('invitation-refused')).toContainText('This invitation link is not valid')

  const org = await newOrg()
  const admin = await newStaff('admin')
  const revoked = await adminApi<{ invitation: { id: string }; token: string }>(admin, 'POST', '/invitations', {
    organizationId: org.id,
    email: uniqueEmail('revoked'),
    firstName: 'Rex',
    lastName: 'Voked',
  })
  await adminApi(admin, 'DELETE', `/invitations/${revoked.invitation.id}`)
  await page.goto(`/invited/user/sign-up?token=${revoked.token}`)
  await expect(page.getByTestId('invitation-refused')).toContainText('This invitation was revoked')

  const expired = await adminApi<{ invitation: { id: string }; token: string }>(admin, 'POST', '/invitations', {
    organizationId: org.id,
    email: uniqueEmail('expired'),
    firstName: 'Old',
    lastName: 'Link',
  })
  await db()`update public.invitations set created_at = now() - interval '9 days', expires_at = now() - interval '2 days' where id = ${expired.invitation.id}`
  await page.goto(`/invited/user/sign-up?token=${expired.token}`)
  await expect(page.getByTestId('invitation-refused')).toContainText('This invitation has expired')
})

test('a bookkeeper sees only assigned clients', async ({ page }) => {
  const keeper = await newStaff('bookkeeper')
  const assigned = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const colleague = await newStaff('bookkeeper')
  const unassigned = await newOrg({ bookkeepers: [{ userId: colleague.id, isPrimary: true }] })
  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/clients' })
  const table = page.getByTestId('organizations-table')
  await expect(table).toContainText(assigned.legalName)
  await expect(table).not.toContainText(unassigned.legalName)
  await table.getByRole('link', { name: assigned.legalName }).click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${assigned.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: assigned.legalName })).toBeVisible()
  // an unassigned client's page is refused like a missing one
  await page.goto(`/bookkeeper/client/${unassigned.id}`)
  await expect(page.getByText('Not found, or you do not have access to it.')).toBeVisible()
  await expect(page.getByRole('heading', { name: unassigned.legalName })).toHaveCount(0)
})

test('an admin assigns a bookkeeper, who then sees that client', async ({ page, browser }) => {
  const keeper = await createUser({ firstName: 'Kit', lastName: 'Keeper' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ legalName: `Dogwood Dental ${Date.now()} PC` })
  const colleague = await newStaff('bookkeeper')
  const elsewhere = await newOrg({ bookkeepers: [{ userId: colleague.id, isPrimary: true }] })
  const admin = await newStaff('admin')

  await signInAs(page, admin.email, { password: admin.password, path: `/admin/client/${org.id}` })
  await page.getByRole('tab', { name: 'Team' }).click()
  await page.getByLabel('Choose a bookkeeper').selectOption({ label: `Kit Keeper · ${keeper.email}` })
  await page.getByRole('checkbox', { name: 'Primary' }).check()
  await page.getByRole('button', { name: 'Assign' }).first().click()
  await expect(page.getByTestId('assigned-bookkeepers')).toContainText('Kit Keeper')
  await expect(page.getByTestId('assigned-bookkeepers')).toContainText('Primary')

  const keeperPage = await (await browser.newContext({ baseURL: env.webUrl })).newPage()
  await signInAs(keeperPage, keeper.email, { password: keeper.password, path: '/bookkeeper/clients' })
  await expect(keeperPage.getByTestId('organizations-table')).toContainText(org.legalName)
  await expect(keeperPage.getByTestId('organizations-table')).not.toContainText(elsewhere.legalName)
})

test('a flag turned off for an organization hides its route from the nav and refuses it', async ({ page }) => {
  const keeper = await createUser({ firstName: 'Flo', lastName: 'Flagg' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const admin = await newStaff('admin')

  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/clients' })
  await openFromNav(page, 'Requests')
  await expect(page.getByRole('heading', { name: 'Customer requests' })).toBeVisible()

  await adminApi(admin, 'PUT', `/flags/definitions/customer-requests/organizations/${org.id}`, { enabled: false })
  await page.goto('/bookkeeper/clients')
  await expect(page.getByTestId('organizations-table')).toContainText(org.legalName)
  await expect(mainNav(page).getByRole('link', { name: 'Clients' })).toBeVisible()
  // neither in the row nor folded under "More"
  expect(await navLabels(page, 'Clients')).not.toContain('Requests')
  await page.goto('/bookkeeper/requests')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Customer requests' })).toHaveCount(0)
})

test('an admin turns a flag off from the client page', async ({ page }) => {
  const org = await newOrg()
  const admin = await newStaff('admin')
  await signInAs(page, admin.email, { password: admin.password, path: `/admin/client/${org.id}` })
  await page.getByRole('tab', { name: 'Feature flags' }).click()
  const row = page.getByTestId('flag-customer-requests')
  await expect(row).toContainText('On')
  await row.getByLabel('Override for Client requests').selectOption('off')
  await expect(page.getByText('Client requests updated')).toBeVisible()
  await expect(row.getByRole('cell').last()).toHaveText('Off')
  const [override] =
    await db()`select enabled from public.organization_feature_flags where organization_id = ${org.id} and flag_name = 'customer-requests'`
  expect(override?.enabled).toBe(false)
})
