/**
 * An organization admin decides who sees which bank account on /onboarding/bank-accounts-user-permissions; a client
 * user sees on /accounting/bank-accounts exactly the accounts granted to them, and nothing once the grant is gone.
 */
import { expect, test } from '@playwright/test'
import { bankAccount, bankConnection, bankTransactions } from './bank-fixtures.ts'
import { createUser, db, newClient, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

test('the permissions grid saves, and a client user sees only the accounts granted to them', async ({
  page,
  browser,
}) => {
  const { user: admin, org } = await newClient()
  const member = await createUser({ firstName: 'Riley', lastName: 'Member' })
  const other = await createUser({ firstName: 'Sasha', lastName: 'Other' })
  for (const m of [member, other])
    await db()`insert into public.organization_members (organization_id, user_id, org_role) values (${org.id}, ${m.id}, 'user')`
  const conn = await bankConnection(org.id)
  const checking = await bankAccount(org.id, conn, { name: 'Operating checking', mask: '4321' })
  const savings = await bankAccount(org.id, conn, { name: 'Owner savings', mask: '8765' })
  await bankTransactions(org.id, conn.connectionId, checking, [
    { daysAgo: 2, cents: -4_250, description: 'Office chairs' },
  ])
  await bankTransactions(org.id, conn.connectionId, savings, [
    { daysAgo: 3, cents: 90_000, description: 'Owner deposit' },
  ])

  await signInAs(page, admin.email, { password: admin.password, path: '/onboarding/bank-accounts-user-permissions' })
  const grid = page.getByTestId('permissions-grid')
  await expect(grid.getByRole('columnheader', { name: 'Your bookkeeping team' })).toBeVisible()
  await expect(grid.getByRole('columnheader', { name: 'Riley Member' })).toBeVisible()
  await expect(grid.getByRole('row', { name: /Operating checking/ })).toContainText('First Platypus Bank · •••• 4321')
  await expect(grid.getByRole('row', { name: /Stripe/ })).toContainText('Payments provider · not connected')
  await expect(page.getByRole('button', { name: 'Save permissions' })).toBeDisabled()
  await page.getByLabel('Operating checking for Riley Member').check()
  await page.getByLabel('Operating checking for Your bookkeeping team').check()
  await page.getByLabel('Ramp for Riley Member').check()
  await page.getByRole('button', { name: 'Save permissions' }).click()
  await expect(page.getByText('Permissions saved')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save permissions' })).toBeDisabled()
  const rows =
    await db()`select d.kind, a.name from public.data_permissions d left join public.bank_accounts a on a.id = d.bank_account_id
    where d.organization_id = ${org.id} and d.user_id = ${member.id} and d.permission_given order by d.kind`
  expect(rows.map((r) => [r.kind, r.name])).toEqual([
    ['bankAccounts', 'Operating checking'],
    ['ramp', null],
  ])
  const [meta] =
    await db()`select metadata #> '{userPermissions,bankAccounts}' as accounts from public.organizations where id = ${org.id}`
  expect(meta.accounts).toContainEqual({
    permissionGiven: true,
    plaidBankAccountId: checking,
    accountName: 'Operating checking',
    institutionName: 'First Platypus Bank',
  })

  // the grantee sees the checking account and its line, nothing of the savings account
  const memberPage = await browser.newPage()
  await signInAs(memberPage, member.email, { password: member.password, path: '/accounting/bank-accounts' })
  const accounts = memberPage.getByTestId('bank-accounts')
  await expect(accounts.getByTestId('bank-account')).toHaveCount(1)
  await expect(accounts).toContainText('Operating checking')
  await expect(memberPage.getByTestId('bank-transactions')).toContainText('Office chairs')
  await expect(memberPage.getByText('Owner savings')).toHaveCount(0)
  await expect(memberPage.getByText('Owner deposit')).toHaveCount(0)
  // the grid is the organization admin's alone
  await memberPage.goto('/onboarding/bank-accounts-user-permissions')
  await expect(memberPage.getByText(/Only an organization admin decides who sees/)).toBeVisible()

  // a client user without a grant sees no account at all
  const otherPage = await browser.newPage()
  await signInAs(otherPage, other.email, { password: other.password, path: '/accounting/bank-accounts' })
  await expect(otherPage.getByText('No bank accounts to show')).toBeVisible()
  await expect(otherPage.getByText('Office chairs')).toHaveCount(0)

  // revoking takes it away again
  await page.getByLabel('Operating checking for Riley Member').uncheck()
  await page.getByRole('button', { name: 'Save permissions' }).click()
  // the first save's notice may still be showing beside the second's
  await expect(page.getByText('Permissions saved').last()).toBeVisible()
  await memberPage.goto('/accounting/bank-accounts')
  await expect(memberPage.getByText('No bank accounts to show')).toBeVisible()
  await expect(memberPage.getByText('Office chairs')).toHaveCount(0)
})
