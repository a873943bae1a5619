/**
 * Connecting a bank end to end in the browser: the organization admin starts on the integrations screen, goes
 * through Plaid's Hosted Link in the sandbox, comes back connected, and (after the first sync the worker runs) sees
 * the accounts and their transactions. A member of the same organization without the bank-account grant sees none.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newClient, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

test('an organization admin connects a bank through Plaid; a member without the grant sees no account', async ({
  page,
}) => {
  const { user, org } = await newClient({ legalName: 'Juniper Tea Co' })
  const member = await createUser({ firstName: 'Sam' })
  await db()`insert into public.organization_members (organization_id, user_id, org_role) values (${org.id}, ${member.id}, 'user')`

  await signInAs(page, user.email, { password: user.password, path: '/accounting/integrations' })
  const plaid = page.getByTestId('integration-Bank accounts (Plaid)')
  await expect(plaid).toContainText('Not connected')
  await plaid.getByRole('button', { name: 'Connect a bank' }).click()

  // Plaid's Hosted Link (the sandbox's): pick the first bank, sign in with the sandbox credentials, continue
  await expect(page.getByRole('heading', { name: 'Connect your bank' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/accounting\/integrations\?plaid=connected/)
  await expect(plaid.getByText('Connected', { exact: true })).toBeVisible()
  const [conn] = await db()`select status::text, external_id from public.provider_connections
    where organization_id = ${org.id} and provider = 'plaid'`
  expect(conn.status).toBe('active')

  // the first sync runs in the worker; the screen follows live
  await page.goto('/accounting/bank-accounts')
  await expect(page.getByTestId('bank-account').first()).toBeVisible({ timeout: 60_000 })
  const accounts = await page.getByTestId('bank-account').count()
  expect(accounts).toBeGreaterThan(0)
  await expect(page.getByTestId('bank-transaction').first()).toBeVisible({ timeout: 60_000 })
  const [{ n }] = await db()`select count(*)::int as n from public.provider_transactions t
    join public.bank_accounts a on a.id = t.bank_account_id where a.organization_id = ${org.id}`
  expect(n).toBeGreaterThan(0)

  // a member who was not granted the accounts sees none of them, nor their transactions
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signInAs(page, member.email, { password: member.password, path: '/accounting/bank-accounts' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('bank-account')).toHaveCount(0)
  await expect(page.getByTestId('bank-transaction')).toHaveCount(0)
})
