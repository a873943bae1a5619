/**
 * Ramp card spend in the browser, on the demo's seeded data: Acme's Ramp is connected, its bookkeeper sees the card
 * lines with the Staples receipt the worker downloaded from the Ramp sandbox into Storage, narrows to the payments
 * missing a receipt, and the client finds the same receipt under Card spend and downloads it.
 */
import { expect, test } from '@playwright/test'
import { DEMO, DEMO_ORGS, signInAs } from './support.ts'

test('card spend: holder, card, receipt, missing receipts highlighted, for staff and the client', async ({ page }) => {
  await signInAs(page, DEMO.bookkeeper, { path: `/bookkeeper/client/${DEMO_ORGS.acme.id}/card-transactions` })
  const staples = page.getByTestId('card-transaction').filter({ hasText: 'Staples' })
  // the seed's ramp.receipts job stores the receipt once the worker has started
  await expect(staples.getByRole('link', { name: 'Download receipt' })).toBeVisible({ timeout: 30_000 })
  await expect(staples).toContainText('Alex Chen')
  await expect(staples).toContainText('•••• 4417')
  await expect(staples).toContainText('$85.37')

  await page.getByLabel('Receipt').selectOption('missing')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/receipt=missing/)
  await expect(page.getByTestId('missing-receipts')).toContainText('have no receipt yet')
  const rows = page.getByTestId('card-transaction')
  await expect(rows.first()).toContainText('Missing receipt')
  await expect(rows.filter({ hasText: 'Staples' })).toHaveCount(0)

  await page.context().clearCookies()
  await signInAs(page, DEMO.client, { path: '/accounting/card-transactions' })
  const mine = page.getByTestId('card-transaction').filter({ hasText: 'Staples' })
  const link = mine.getByRole('link', { name: 'Download receipt' })
  await expect(link).toBeVisible()
  const file = await page.request.get((await link.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // and Integrations says what is true: Ramp is connected
  await page.goto('/accounting/integrations')
  await expect(page.getByTestId('integration-Ramp').getByText('Connected', { exact: true })).toBeVisible()
})
