/**
 * The pages of issue 31 item 7: /legal for anyone, /disconnect/<provider> explaining a broken connection and
 * reconnecting it, and /monitoring's error path: an error in a browser reaches the admins' operations screen.
 */
import { expect, test } from '@playwright/test'
import { PAYMENT_AUTHORIZATION } from '../../shared/rules/onboarding-constants.ts'
import { bankConnection } from './bank-fixtures.ts'
import { db, newClient, newStaff, signInAs } from './support.ts'

test('the legal page is open to anyone and states the versions the product records', async ({ page }) => {
  await page.goto('/legal')
  await expect(page.getByRole('heading', { name: 'Legal', level: 1 })).toBeVisible()
  await expect(page.getByText(`Version ${PAYMENT_AUTHORIZATION.version}.`)).toBeVisible()
  await expect(page.getByText('Deposit Account Agreement')).toBeVisible()
})

test('a broken connection says what it means and an admin reconnects it from /disconnect', async ({ page }) => {
  const { user, org } = await newClient()
  const conn = await bankConnection(org.id, 'Wombat Credit Union')
  await db()`update public.provider_connections set status = 'broken', last_error_code = 'ITEM_LOGIN_REQUIRED',
    last_error_message = 'Wombat Credit Union asks you to sign in again.', last_error_at = now()
    where id = ${conn.connectionId}`
  await signInAs(page, user.email, { password: user.password, path: '/disconnect' })
  const card = page.getByTestId('disconnected-plaid')
  await expect(card).toContainText('Needs reconnecting')
  await expect(card).toContainText('Wombat Credit Union: Wombat Credit Union asks you to sign in again.')
  await expect(card).toContainText('What was already imported stays in your books')
  await expect(card.getByRole('button', { name: 'Reconnect Bank accounts (Plaid)' })).toBeVisible()

  await page.goto('/disconnect/quickbooks')
  await expect(page.getByTestId('disconnected-quickbooks')).toContainText('Not connected')
  await page.goto('/disconnect/not-a-provider')
  await expect(page.getByText('There is no integration called “not-a-provider”.')).toBeVisible()
})

test("an error in a client's browser is listed for admins with where it happened", async ({ browser }) => {
  const { user } = await newClient()
  const admin = await newStaff('admin')
  const marker = `e2e-boom-${Date.now()}`
  const client = await (await browser.newContext()).newPage()
  await signInAs(client, user.email, { password: user.password, path: '/accounting/dashboard' })
  await client.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m)
    })
  }, marker)
  await expect
    .poll(
      async () =>
        (await db()`select count(*)::int as n from public.error_reports where message like ${`%${marker}%`}`)[0].n,
    )
    .toBe(1)

  const page = await (await browser.newContext()).newPage()
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/operations' })
  await page.getByRole('tab', { name: 'Errors' }).click()
  const row = page.getByTestId('error-report-row').filter({ hasText: marker })
  await expect(row).toContainText('Browser')
  await expect(row).toContainText(user.email)
  await expect(row).toContainText('/accounting/dashboard')
  await db()`delete from public.error_reports where message like ${`%${marker}%`}`
})
