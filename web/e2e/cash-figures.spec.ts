/**
 * One number for cash (issue 30, item 3), where the client meets it: the bank's own settled lines are transactions
 * like any feed's, so the client's Transactions counts them (it said "Total 0" beside hundreds of banking lines).
 */
import { expect, test } from '@playwright/test'
import { callApi, db, signInAs } from './support.ts'
import { bankingClient, openBankingThroughApi, turnOn } from './cash-fixtures.ts'

test.describe.configure({ timeout: 180_000 })

test("the bank's settled lines reach the client's Transactions and its total", async ({ page }) => {
  const { user: admin, org } = await bankingClient({ legalName: 'Sorrel Deli' })
  const operating = await openBankingThroughApi(admin, org.id)
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${org.id}, 'transactions-tab', true) on conflict (organization_id, flag_name) do update set enabled = true`
  await turnOn(org.id, 'banking')
  const fund = await callApi(admin, 'POST', `/organizations/${org.id}/banking/accounts/${operating}/sandbox-fund`, {
    amountMicros: '1234560000',
  })
  expect(fund.status).toBeLessThan(300)
  // the sync writes the settled deposit as a line of the organization
  await expect
    .poll(
      async () =>
        (
          await db()`select count(*)::int as n from public.provider_transactions
            where organization_id = ${org.id} and provider = 'bank' and deleted_at is null`
        )[0].n,
      { timeout: 30_000, message: 'the banking line is stored' },
    )
    .toBeGreaterThan(0)

  // the hourly run over organizations with books takes the banking lines too
  await db()`select private.enqueue_uncategorised_ledger_runs(${org.id})`
  await signInAs(page, admin.email, { password: admin.password, path: '/accounting/transactions' })
  await expect
    .poll(
      async () => {
        await page.reload()
        return (await page.getByRole('tab', { name: /^Total/ }).textContent()) ?? ''
      },
      { timeout: 100_000, message: 'Transactions counts the banking line' },
    )
    .toMatch(/^Total\s*[1-9]/)
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('$1,234.56')
})
