/** Two-step verification: enroll an authenticator on a fresh user, then a new sign-in must pass /2fa to get in. */
import { expect, test } from '@playwright/test'
import { createUser, env, jwtClaims, pageSession, signInAs, totp } from './support.ts'

test('a user enrolls TOTP, the session becomes aal2, and the next sign-in asks for a code', async ({
  page,
  browser,
}) => {
  const user = await createUser({ firstName: 'Quinn' })
  await signInAs(page, user.email, { password: user.password, path: '/onboarding/2fa/security' })
  await page.getByRole('button', { name: 'Set up authenticator app' }).click()

  const qr = page.getByTestId('mfa-qr')
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/)
  // the QR code really renders (a broken data URI leaves naturalWidth at 0)
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)

  // a wrong code is refused in place
  const wrong = String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, '0')
  await page.getByLabel('6-digit code').fill(wrong)
  await page.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(
    page.getByText(
      'That code did not match. Enter the newest code from your authenticator app and check the time on your phone.',
    ),
  ).toBeVisible()
  await page.getByLabel('6-digit code').fill('12ab')
  await page.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible()

  await page.getByLabel('6-digit code').fill(totp(secret))
  await page.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(page.getByTestId('mfa-enabled')).toContainText('This session is verified')
  const session = await pageSession(page)
  expect(jwtClaims(session!.access_token).aal).toBe('aal2')

  // A new browser signs in with the password only: every protected page sends it to /2fa first.
  const context = await browser.newContext()
  const second = await context.newPage()
  await second.goto('/sign-in?next=%2Fwelcome')
  await second.getByLabel('Email').fill(user.email)
  await second.getByLabel('Password').fill(user.password)
  await second.getByRole('button', { name: 'Sign in' }).click()
  await expect(second).toHaveURL(/\/2fa\?next=%2Fwelcome$/)
  await second.goto('/accounting/dashboard')
  await expect(second).toHaveURL(/\/2fa\?next=/)
  // The password-only token is refused by the server too, not only by the redirect.
  const aal1 = (await pageSession(second))!.access_token
  expect(jwtClaims(aal1).aal).toBe('aal1')
  const refused = await fetch(`${env.supabaseUrl}/functions/v1/api/me`, {
    headers: { apikey: env.anonKey, authorization: `Bearer ${aal1}` },
  })
  expect(refused.status).toBe(403)
  expect((await refused.json()).error.code).toBe('insufficient_aal')
  await second.getByLabel('6-digit code').fill(totp(secret))
  await second.getByRole('button', { name: 'Verify' }).click()
  await expect(second).toHaveURL(/\/welcome$/)
  await expect(second.getByTestId('user-menu')).toHaveAccessibleName('Account menu for Quinn Tester')
  await context.close()
})
