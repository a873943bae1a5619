/**
 * Staff bank feeds: in a client's workspace a bookkeeper sees the accounts the client granted the firm with their
 * balances, the USD-only total and each feed's health with its flags explained, filters the transactions, and finds
 * the broken feeds again in the list across clients.
 */
import { expect, test } from '@playwright/test'
import { bankAccount, bankConnection, bankFigures, bankTransactions, grantFirm } from './bank-fixtures.ts'
import { newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 60_000 })

test('a bookkeeper reads a client’s bank feeds, health flags and filtered transactions', async ({ page }) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Wren', lastName: 'Ledger' })
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const conn = await bankConnection(org.id)
  const checking = await bankAccount(org.id, conn, { name: 'Operating checking', mask: '1111' })
  const card = await bankAccount(org.id, conn, { name: 'Company card', mask: '2222', type: 'credit' })
  const euro = await bankAccount(org.id, conn, { name: 'Euro account', mask: '3333', currency: 'EUR' })
  const hidden = await bankAccount(org.id, conn, { name: 'Owner savings', mask: '4444' })
  await bankTransactions(org.id, conn.connectionId, checking, [
    { daysAgo: 9, cents: 250_000, description: 'Client payment', vendor: 'Acme Corp' },
    { daysAgo: 6, cents: -1_250, description: 'Coffee beans', vendor: 'Blue Bottle' },
    { daysAgo: 3, cents: -120_000, description: 'Rent', vendor: 'Landlord LLC' },
    { daysAgo: 2, cents: -450, description: 'Coffee', vendor: 'Blue Bottle', pending: true },
  ])
  // 100,000.00 + 2,500.00 - 12.50 - 1,200.00 = 101,287.50 (the pending coffee is not in the balance)
  await bankFigures(org.id, checking, 10, 10_000_000, 10_128_750)
  await bankTransactions(org.id, conn.connectionId, card, [
    { daysAgo: 8, cents: -5_000, description: 'Airfare' },
    { daysAgo: 4, cents: -2_500, description: 'Hotel' },
  ])
  // owed 300.00 + 75.00 = 375.00, but the bank says 376.00
  await bankFigures(org.id, card, 10, 30_000, 37_600)
  await bankTransactions(org.id, conn.connectionId, euro, [
    { daysAgo: 40, cents: 1_000, description: 'Interest' },
    { daysAgo: 1, cents: 1_000, description: 'Interest' },
  ])
  await bankFigures(org.id, euro, 10, 50_000, 51_000)
  await bankTransactions(org.id, conn.connectionId, hidden, [
    { daysAgo: 1, cents: 5_000, description: 'Owner deposit' },
  ])
  await grantFirm(org.id, [checking, card, euro])

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Bank feeds' }).click()
  await expect(page).toHaveURL(`/bookkeeper/client/${org.id}/bank-feeds`)
  const accounts = page.getByTestId('bank-accounts')
  await expect(accounts.getByTestId('bank-account')).toHaveCount(3)
  await expect(page.getByText('Owner savings')).toHaveCount(0)
  const row = (name: string) => accounts.getByTestId('bank-account').filter({ hasText: name })
  await expect(row('Operating checking')).toContainText('$101,287.50')
  await expect(row('Operating checking').getByTestId('feed-health')).toHaveText('Healthy')
  await expect(row('Company card').getByTestId('feed-health')).toHaveText('Balance mismatch')
  await expect(row('Euro account')).toContainText('510.00 EUR')
  await expect(row('Euro account').getByTestId('feed-health')).toHaveText('Gap in data')
  // USD accounts only: 101,287.50 held - 376.00 owed
  await expect(page.getByTestId('usd-total')).toHaveText('$100,911.50')
  await expect(accounts).toContainText('1 account in other currencies not included')

  await row('Company card').getByRole('button', { name: 'Details' }).click()
  const details = page.getByTestId('feed-health-details')
  await expect(details).toContainText('Balance mismatch: A statement or the latest bank balance differs')
  await expect(details.getByTestId('feed-check')).toContainText('expected $375.00')
  await expect(details.getByTestId('feed-check')).toContainText('off by $1.00')
  await row('Euro account').getByRole('button', { name: 'Details' }).click()
  await expect(page.getByTestId('feed-health-details')).toContainText('Days without data (38 days)')

  // transactions: search, an account, a bad amount named in place
  const list = page.getByTestId('bank-transactions')
  await expect(list.getByTestId('bank-transaction')).toHaveCount(8)
  await page.getByLabel('Search').fill('coffee')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(list.getByTestId('bank-transaction')).toHaveCount(2)
  await expect(page.getByTestId('transactions-total')).toHaveText('1–2 of 2')
  await page.getByLabel('Status').selectOption('false')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(list.getByTestId('bank-transaction')).toHaveCount(1)
  await expect(list).toContainText('-$12.50')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByLabel('Search')).toHaveValue('')
  await expect(list.getByTestId('bank-transaction')).toHaveCount(8)
  await row('Company card').getByRole('button', { name: 'Transactions of Company card' }).click()
  await expect(list.getByTestId('bank-transaction')).toHaveCount(2)
  await expect(page.getByLabel('Account', { exact: true })).toHaveValue(card)
  await page.getByLabel('Minimum amount').fill('-30.001')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByText('Amounts have at most two decimals')).toBeVisible()
  await page.getByLabel('Minimum amount').fill('-30')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(list.getByTestId('bank-transaction')).toHaveCount(1)
  await expect(list).toContainText('Hotel')

  // the list across clients has the mismatch and the gap, each linking back to the workspace
  await page.goto('/bookkeeper/bank-feeds')
  const attention = page.getByTestId('attention-account').filter({ hasText: org.legalName })
  await expect(attention).toHaveCount(2)
  await expect(attention.filter({ hasText: 'Company card' })).toContainText('$1.00')
  await expect(attention.filter({ hasText: 'Euro account' })).toContainText('Gap in data')
  await attention.filter({ hasText: 'Company card' }).getByRole('link', { name: org.legalName }).click()
  await expect(page).toHaveURL(`/bookkeeper/client/${org.id}/bank-feeds?accountId=${card}`)
  await expect(page.getByTestId('bank-transactions').getByTestId('bank-transaction')).toHaveCount(2)
})
