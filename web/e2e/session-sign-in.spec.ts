/** Sign-in through the real form: every demo login lands in its own area; bad input and bad passwords are explained. */
import { expect, test } from '@playwright/test'
import { DEMO, DEMO_PASSWORD } from './support.ts'

// Area homes are replaced by richer feature screens over time, so these checks use what the shell itself shows:
// the URL, the account menu (name from GET /api/me) and the organization named in the header.
const landings = [
  { email: DEMO.client, path: '/accounting/dashboard', name: 'Casey Client', org: 'Acme Robotics Inc.' },
  { email: DEMO.client2, path: '/accounting/dashboard', name: 'Robin Baker', org: 'Birch Bakery LLC' },
  { email: DEMO.bookkeeper, path: '/bookkeeper/clients', name: 'Blake Keeper', org: 'Acme Robotics Inc.' },
  { email: DEMO.reviewer, path: '/bookkeeper/clients', name: 'Riley Reviewer', org: 'Acme Robotics Inc.' },
  { email: DEMO.admin, path: '/admin', name: 'Alex Admin', org: null },
  { email: DEMO.owner, path: '/admin', name: 'Oakley Owner', org: null },
]

for (const l of landings) {
  test(`${l.email} signs in through the form and lands on ${l.path}`, async ({ page }) => {
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(l.email)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(new RegExp(`${l.path}$`))
    const account = page.getByTestId('user-menu')
    await expect(account).toHaveAccessibleName(`Account menu for ${l.name}`)
    // one organization is named in the header; several (a bookkeeper's clients) in the switcher, the first chosen
    const org = page.getByTestId('current-org').or(page.getByTestId('org-switcher'))
    if (l.org) await expect(org).toHaveText(l.org)
    else await expect(org).toHaveCount(0)
    // the session survives a reload (kept in localStorage)
    await page.reload()
    await expect(account).toHaveAccessibleName(`Account menu for ${l.name}`)
    await expect(page).toHaveURL(new RegExp(`${l.path}$`))
  })
}

test('a wrong password shows "Invalid login credentials" and stays on the form', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(DEMO.client)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials')
  await expect(page).toHaveURL(/\/sign-in$/)
})

test('empty and malformed fields are named in place', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter your email address')).toBeVisible()
  await expect(page.getByText('Enter your password')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter a valid email address')).toBeVisible()
})

test('a signed-out visitor is sent to sign-in and returned to the page they asked for', async ({ page }) => {
  await page.goto('/bookkeeper/clients')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fbookkeeper%2Fclients$/)
  await page.getByLabel('Email').fill(DEMO.bookkeeper)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/bookkeeper\/clients$/)
})
