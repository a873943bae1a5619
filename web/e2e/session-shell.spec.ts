/** The signed-in shell: area guards, home redirects, not-found, live indicator, organization switcher, sign out. */
import { expect, test } from '@playwright/test'
import { createUser, db, newClient, newOrg, newStaff, setRole, signInAs } from './support.ts'

test('a client cannot open the admin or bookkeeper areas and is sent home', async ({ page }) => {
  const { user } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/admin' })
  await expect(page).toHaveURL(/\/accounting\/dashboard$/)
  await page.goto('/bookkeeper/clients')
  await expect(page).toHaveURL(/\/accounting\/dashboard$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('a bookkeeper cannot open the admin or client areas', async ({ page }) => {
  const keeper = await newStaff('bookkeeper')
  await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await signInAs(page, keeper.email, { password: keeper.password, path: '/admin' })
  await expect(page).toHaveURL(/\/bookkeeper\/clients$/)
  await page.goto('/accounting/dashboard')
  await expect(page).toHaveURL(/\/bookkeeper\/clients$/)
})

test('an admin may open the bookkeeper area; / and /dashboard go to the role home', async ({ page }) => {
  const admin = await newStaff('admin')
  await signInAs(page, admin.email, { password: admin.password, path: '/dashboard' })
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/bookkeeper/clients')
  await expect(page).toHaveURL(/\/bookkeeper\/clients$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
})

test('an unknown route shows the not-found page, signed in or not', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const { user } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/no-such-screen' })
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByTestId('user-menu')).toBeVisible()
})

test('the live indicator reaches "Live"', async ({ page }) => {
  const reviewer = await newStaff('bookkeeper', { firstName: 'Riva', lastName: 'Reviewer' })
  await newOrg({ reviewers: [reviewer.id] })
  await signInAs(page, reviewer.email, { password: reviewer.password, path: '/bookkeeper/clients' })
  const live = page.getByTestId('live-indicator')
  await expect(live).toBeVisible()
  await expect(live).toHaveText('Live', { timeout: 15_000 })
})

test("a broadcast on the user's private channel refreshes what the screen shows, without a reload", async ({
  page,
}) => {
  const user = await createUser({ firstName: 'Avery' })
  await signInAs(page, user.email, { password: user.password, path: '/welcome' })
  const account = page.getByTestId('user-menu')
  await expect(account).toHaveAccessibleName('Account menu for Avery Tester')
  await expect(page.getByTestId('live-indicator')).toHaveText('Live', { timeout: 15_000 })
  // what a database trigger does after a change: publish on the topic the shell listens to
  await db()`update public.users set first_name = 'Avelina' where id = ${user.id}`
  await expect
    .poll(
      async () => {
        await db()`select realtime.send('{}'::jsonb, 'profile_updated', ${`user:${user.id}`}, true)`
        return account.getAttribute('aria-label')
      },
      { timeout: 15_000 },
    )
    .toBe('Account menu for Avelina Tester')
})

test('a user of several organizations switches between them and the choice survives a reload', async ({ page }) => {
  const user = await createUser({ firstName: 'Sam' })
  const first = await newOrg({ legalName: `Alder Analytics ${Date.now()} Inc.`, members: [{ userId: user.id }] })
  const second = await newOrg({
    legalName: `Zephyr Zinc ${Date.now()} LLC`,
    members: [{ userId: user.id, orgRole: 'user' }],
  })
  await signInAs(page, user.email, { password: user.password, path: '/accounting/dashboard' })
  const switcher = page.getByTestId('org-switcher')
  await expect(switcher).toHaveText(first.legalName)
  await switcher.click()
  await page.getByRole('menuitemradio', { name: second.legalName }).click()
  await expect(switcher).toHaveText(second.legalName)
  await page.reload()
  await expect(page.getByTestId('org-switcher')).toHaveText(second.legalName)
})

test('with the multi-organization flag off for the organization they are in, a user stays in it', async ({ page }) => {
  const user = await createUser({ firstName: 'Noor' })
  const first = await newOrg({ legalName: `Aspen Assay ${Date.now()} Inc.`, members: [{ userId: user.id }] })
  await newOrg({ legalName: `Yew Yards ${Date.now()} LLC`, members: [{ userId: user.id }] })
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${first.id}, 'multi-organization', false)`
  await signInAs(page, user.email, { password: user.password, path: '/accounting/dashboard' })
  await expect(page.getByTestId('current-org')).toHaveText(first.legalName)
  await expect(page.getByTestId('org-switcher')).toHaveCount(0)
})

test('a user of one organization sees its name and no switcher', async ({ page }) => {
  const { user, org } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/dashboard' })
  await expect(page.getByTestId('current-org')).toHaveText(org.legalName)
  await expect(page.getByTestId('org-switcher')).toHaveCount(0)
})

test('signing out from the user menu returns to sign-in and protected pages stay closed', async ({ page }) => {
  const owner = await newStaff('owner')
  await signInAs(page, owner.email, { password: owner.password, path: '/admin' })
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin$/)
})

test('staff without two-step verification are offered it but reach their area', async ({ page }) => {
  const keeper = await newStaff('bookkeeper')
  await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await signInAs(page, keeper.email, { password: keeper.password, path: '/' })
  await expect(page).toHaveURL(/\/bookkeeper\/clients$/)
  const banner = page.getByRole('region', { name: 'Two-step verification' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Not now' }).click()
  await expect(banner).toHaveCount(0)
})

// Uses the bookkeeper requests screen, gated by the `customer-requests` flag, as the example of a flag-gated route.
test('a flag-gated route is hidden from the nav and shows not-found while its flag is off for the organization', async ({
  page,
}) => {
  const keeper = await createUser({ firstName: 'Flynn' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org.id}, 'customer-requests', false)`
  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/requests' })
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Requests' })).toHaveCount(0)

  await db()`update public.organization_feature_flags set enabled = true where organization_id = ${org.id} and flag_name = 'customer-requests'`
  await page.reload()
  await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
})
