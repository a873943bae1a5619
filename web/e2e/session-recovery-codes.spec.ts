/**
 * Recovery codes: enrolling an authenticator shows ten codes once; a new browser, its authenticator lost, signs in
 * with one (the page says how many are left, the security page agrees); the same code is refused the next time; a
 * new set from the security page ends the old one; the recovered session replaces the lost authenticator.
 */
import { expect, test, type Browser } from '@playwright/test'
import { createUser, db, env, pageSession, signInAs, totp } from './support.ts'

/** A new browser signed in with the password only, held at /2fa. */
async function passwordOnly(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/sign-in?next=%2Fwelcome')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/2fa\?next=%2Fwelcome$/)
  await page.getByRole('button', { name: 'Lost your authenticator? Use a recovery code' }).click()
  return { context, page }
}

test('enrol, sign in with a recovery code, the same code refused twice, a new set ends the old', async ({
  page,
  browser,
}) => {
  const user = await createUser({ firstName: 'Rory' })
  await signInAs(page, user.email, { password: user.password, path: '/onboarding/2fa/security' })
  await page.getByRole('button', { name: 'Set up authenticator app' }).click()
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim()
  await page.getByLabel('6-digit code').fill(totp(secret))
  await page.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(page.getByTestId('mfa-enabled')).toContainText('This session is verified')

  // ten codes, shown this once
  await expect(page.getByTestId('recovery-code')).toHaveCount(10)
  const codes = (await page.getByTestId('recovery-code').allTextContents()).map((c) => c.trim())
  expect(new Set(codes).size).toBe(10)
  for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
  await expect(page.getByText('This is the only time they are shown')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('recovery-code')).toHaveCount(0)
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 of 10 recovery codes left.')

  // another browser, the authenticator lost: a wrong code is refused in place, a right one lets it in
  const lost = await passwordOnly(browser, user)
  await lost.page.getByRole('textbox', { name: 'Recovery code' }).fill('AAAAA-AAAAA')
  await lost.page.getByRole('button', { name: 'Use recovery code' }).click()
  await expect(lost.page.getByText('That code is not one of your recovery codes, or it was already used')).toBeVisible()
  await lost.page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0].toLowerCase())
  await lost.page.getByRole('button', { name: 'Use recovery code' }).click()
  await expect(lost.page).toHaveURL(/\/welcome$/)
  await expect(lost.page.getByText('9 recovery codes left.')).toBeVisible()
  await expect(lost.page.getByTestId('user-menu')).toHaveAccessibleName('Account menu for Rory Tester')
  // the server lets this password-only session through, not only the screens
  const token = (await pageSession(lost.page))!.access_token
  const me = await fetch(`${env.supabaseUrl}/functions/v1/api/me`, {
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
  })
  expect(me.status).toBe(200)
  await lost.page.goto('/onboarding/2fa/security')
  await expect(lost.page.getByTestId('recovery-codes-left')).toHaveText('9 of 10 recovery codes left.')
  const [audit] = await db()`select count(*)::int as n from public.audit_log
    where action = 'use recovery code' and user_id = (select id from auth.users where email = ${user.email})`
  expect(audit.n).toBe(1)

  // the same code, in yet another browser, is refused
  const again = await passwordOnly(browser, user)
  await again.page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0])
  await again.page.getByRole('button', { name: 'Use recovery code' }).click()
  await expect(
    again.page.getByText('That code is not one of your recovery codes, or it was already used'),
  ).toBeVisible()
  await expect(again.page).toHaveURL(/\/2fa/)

  // a new set from the security page (after a warning) ends the old one
  await lost.page.getByRole('button', { name: 'Make new codes' }).click()
  await lost.page.getByRole('dialog').getByRole('button', { name: 'Make new codes' }).click()
  await expect(lost.page.getByTestId('recovery-code')).toHaveCount(10)
  await again.page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[1])
  await again.page.getByRole('button', { name: 'Use recovery code' }).click()
  await expect(
    again.page.getByText('That code is not one of your recovery codes, or it was already used'),
  ).toBeVisible()

  // the authenticator is lost for good: the recovered session removes it and sets up a new one, with a new set
  await lost.page.reload()
  await lost.page.getByRole('button', { name: 'Remove my authenticator' }).click()
  await lost.page.getByRole('button', { name: 'Set up authenticator app' }).click()
  const newSecret = (await lost.page.getByTestId('mfa-secret').textContent())!.trim()
  expect(newSecret).not.toBe(secret)
  await lost.page.getByLabel('6-digit code').fill(totp(newSecret))
  await lost.page.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(lost.page.getByTestId('mfa-enabled')).toContainText('This session is verified')
  await expect(lost.page.getByTestId('recovery-code')).toHaveCount(10)
  const [factors] = await db()`select count(*)::int as n from auth.mfa_factors
    where user_id = (select id from auth.users where email = ${user.email}) and status = 'verified'`
  expect(factors.n).toBe(1)
  await lost.context.close()
  await again.context.close()
})
