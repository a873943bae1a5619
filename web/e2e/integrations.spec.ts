/**
 * The integrations screen tells the truth from the connection model: a live connection is connected (with what was
 * connected and when it last synced), a broken one needs reconnecting and says why, a stored account id without a
 * connection is not a connection. Disconnecting asks first; changes arrive live; a callback's outcome is a banner.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newClient, signInAs } from './support.ts'

test('each provider shows its true state; disconnecting asks first and ends the connection', async ({ page }) => {
  const { user, org } = await newClient()
  const [stripe] =
    await db()`insert into public.provider_connections (organization_id, provider, external_id, display_name, last_synced_at)
    values (${org.id}, 'stripe', ${`acct_${org.id.slice(0, 8)}`}, 'Morgan Goods (Stripe)', now() - interval '1 day') returning id::text`
  await db()`insert into public.provider_connections (organization_id, provider, external_id, display_name, status, last_error_code, last_error_message)
    values (${org.id}, 'ramp', ${`biz_${org.id.slice(0, 8)}`}, 'Morgan Goods (Ramp)', 'broken', 'invalid_grant', 'Ramp refused the saved authorization.')`
  // an id stored on the organization without a connection behind it is not a connection
  await db()`update public.organizations set gusto_account_id = 'company-123', slack_channel_name = '#books' where id = ${org.id}`

  await signInAs(page, user.email, { password: user.password, path: '/accounting/integrations' })
  const stripeRow = page.getByTestId('integration-Stripe')
  await expect(stripeRow.getByText('Connected', { exact: true })).toBeVisible()
  await expect(stripeRow).toContainText('Morgan Goods (Stripe)')
  await expect(stripeRow).toContainText('last synced')
  const ramp = page.getByTestId('integration-Ramp')
  await expect(ramp.getByText('Needs reconnecting')).toBeVisible()
  await expect(ramp.getByTestId('connection-error')).toContainText('Ramp refused the saved authorization.')
  await expect(ramp.getByRole('button', { name: 'Reconnect' })).toBeVisible()
  await expect(page.getByTestId('integration-Gusto')).toContainText('Not connected')
  await expect(page.getByTestId('integration-Slack')).toContainText('Not connected')
  await expect(
    page.getByTestId('integration-QuickBooks Online').getByRole('button', { name: 'Connect QuickBooks' }),
  ).toBeVisible()

  // disconnect: a dialog first; Cancel changes nothing
  await stripeRow.getByRole('button', { name: 'Disconnect' }).click()
  const dialog = page.getByRole('dialog', { name: 'Disconnect Stripe (Morgan Goods (Stripe))?' })
  await expect(dialog).toContainText('stored credentials are deleted')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(stripeRow.getByText('Connected', { exact: true })).toBeVisible()
  await stripeRow.getByRole('button', { name: 'Disconnect' }).click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(stripeRow).toContainText('Not connected')
  await expect(stripeRow.getByRole('button', { name: 'Connect Stripe' })).toBeVisible()
  const [row] = await db()`select status::text from public.provider_connections where id = ${stripe.id}`
  expect(row.status).toBe('disconnected')

  // live: the connection model changes elsewhere (a sync job repaired Ramp) and the screen follows without a reload
  await db()`update public.provider_connections set status = 'active', last_error_code = null, last_error_message = null
    where organization_id = ${org.id} and provider = 'ramp'`
  await expect(ramp.getByText('Connected', { exact: true })).toBeVisible()
  await expect(ramp.getByTestId('connection-error')).toHaveCount(0)
})

test("a provider's callback outcome is a banner; reconnecting starts the provider's flow", async ({ page }) => {
  const { user, org } = await newClient()
  await db()`insert into public.provider_connections (organization_id, provider, external_id, status, last_error_message)
    values (${org.id}, 'stripe', ${`acct_${org.id.slice(0, 8)}`}, 'broken', 'The Stripe account was deauthorized.')`
  await signInAs(page, user.email, {
    password: user.password,
    path: '/accounting/integrations?stripe=error&reason=The%20account%20owner%20declined%20access',
  })
  const banner = page.getByTestId('connection-banner')
  await expect(banner).toHaveText(/Stripe could not be connected: The account owner declined access\./)
  await banner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toBeHidden()
  await expect(page).toHaveURL(/\/accounting\/integrations$/)

  await page.goto(`/accounting/integrations?quickbooks=connected&organizationId=${org.id}`)
  await expect(page.getByTestId('connection-banner')).toContainText('QuickBooks is connected.')

  // the API signs a state, the browser goes through the provider's (sandbox) authorization and comes back connected
  await page.getByTestId('integration-Stripe').getByRole('button', { name: 'Reconnect' }).click()
  await expect(page).toHaveURL(/\/accounting\/integrations\?stripe=connected/)
  await expect(page.getByTestId('connection-banner')).toContainText('Stripe is connected.')
  await expect(page.getByTestId('integration-Stripe').getByText('Connected', { exact: true })).toBeVisible()
})

test('a client user who is not an organization admin sees the states but cannot change them', async ({ page }) => {
  const { org } = await newClient()
  const member = await createUser({ firstName: 'Riley', lastName: 'Member' })
  await db()`insert into public.organization_members (organization_id, user_id, org_role) values (${org.id}, ${member.id}, 'user')`
  await db()`insert into public.provider_connections (organization_id, provider, external_id, display_name)
    values (${org.id}, 'stripe', ${`acct_${org.id.slice(0, 8)}`}, 'Morgan Goods (Stripe)')`
  await signInAs(page, member.email, { password: member.password, path: '/accounting/integrations' })
  await expect(page.getByTestId('integration-Stripe').getByText('Connected', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect QuickBooks' })).toHaveCount(0)
  await expect(page.getByTestId('integration-QuickBooks Online')).toContainText('An organization admin connects it.')
})
