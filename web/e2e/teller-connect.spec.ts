/**
 * Teller Connect in its production shape, through the sandbox: the organization admin starts on the integrations
 * screen, the product's page that hosts Connect opens the widget (`TellerConnect.setup({ applicationId, environment,
 * onSuccess })`, the sandbox's connect.js standing in for Teller's), signs in to the bank in its frame, and comes back
 * connected with the enrollment stored; closing the widget instead comes back with the reason.
 */
import { expect, test } from '@playwright/test'
import { db, newClient, signInAs } from './support.ts'

test('an organization admin connects a bank through the Teller Connect widget', async ({ page }) => {
  const { user, org } = await newClient({ legalName: 'Birchwood Ceramics' })
  await signInAs(page, user.email, { password: user.password, path: '/accounting/integrations' })
  const teller = page.getByTestId('integration-Bank accounts (Teller)')
  await expect(teller).toContainText('Not connected')

  // closing the widget comes back with why
  await teller.getByRole('button', { name: 'Connect a bank with Teller' }).click()
  await expect(page).toHaveURL(/\/connect\/teller\?/)
  const widget = page.frameLocator('iframe[title="Teller Connect"]')
  await widget.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/accounting\/integrations\?teller=error/)
  await expect(page.getByTestId('connection-banner')).toContainText(
    'You closed Teller Connect before connecting a bank',
  )

  // signing in to the bank in the widget connects it
  await teller.getByRole('button', { name: 'Connect a bank with Teller' }).click()
  await expect(widget.getByRole('heading', { name: 'Connect your bank' })).toBeVisible()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/accounting\/integrations\?teller=connected/)
  await expect(teller.getByText('Connected', { exact: true })).toBeVisible()
  const [conn] = await db()`select c.status::text, e.status as enrollment from public.provider_connections c
    join public.teller_enrollments e on e.connection_id = c.id where c.organization_id = ${org.id} and c.provider = 'teller'`
  expect(conn).toEqual({ status: 'active', enrollment: 'active' })
})
