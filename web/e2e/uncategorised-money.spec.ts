/**
 * Uncategorised money reaches the client and the queue (issue 30, item 6): a client whose books hold uncategorised
 * income and expense, with no question asked, is told how much is still uncategorised instead of "nothing open"; the
 * hourly run over the books puts every one of those lines in the bookkeeper's queue.
 */
import { expect, test } from '@playwright/test'
import { callApi, createUser, db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const BOOKS = [
  'date,entry,account,debit,credit,description,account_type',
  '2026-10-02,OB,Checking,5000.00,,Opening balance,Bank',
  '2026-10-02,OB,Owner Equity,,5000.00,Opening balance,Equity',
  '2026-11-03,U1,Checking,150.00,,MOBILE DEPOSIT 8812,Bank',
  '2026-11-03,U1,Uncategorized Income,,150.00,MOBILE DEPOSIT 8812,Income',
  '2026-11-04,U2,Uncategorized Expense,240.00,,POS PURCHASE HALVARD 0042,Expense',
  '2026-11-04,U2,Checking,,240.00,POS PURCHASE HALVARD 0042,Bank',
].join('\n')

test('a client is told of the uncategorised money in their books, and every line of it reaches the queue', async ({
  browser,
  page,
}) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Una', lastName: 'Keeper' })
  const client = await createUser({ firstName: 'Cato', lastName: 'Client' })
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }], members: [{ userId: client.id }] })
  const imported = await callApi(keeper, 'POST', `/orgs/${org.id}/ledger/import`, { format: 'csv', text: BOOKS })
  expect(imported.status, JSON.stringify(imported.json)).toBe(200)

  // no question was asked, yet the client is not told that nothing is open
  await signInAs(page, client.email, { password: client.password, path: '/accounting/amc' })
  await expect(page.getByTestId('amc-open-count')).toHaveText('0 questions waiting for you')
  await expect(page.getByTestId('uncategorised-notice')).toHaveText(
    'Your books still hold 2 uncategorised lines ($150.00 of income and $240.00 of expenses). Your bookkeeper is working through them and will ask you here about any they cannot place.',
  )
  await expect(page.getByText('your books hold no uncategorised money')).toHaveCount(0)

  // the hourly run over every organization's books puts both lines in this client's queue
  await db()`select private.enqueue_uncategorised_ledger_runs(${org.id})`
  await expect
    .poll(
      async () =>
        (
          await callApi<{ queued: number; new: number }>(
            keeper,
            'GET',
            `/organizations/${org.id}/categorisation/uncategorised`,
          )
        ).json,
      { timeout: 30_000, message: 'both lines queued' },
    )
    .toMatchObject({ queued: 2, new: 0 })
  const staff = await browser.newPage()
  await signInAs(staff, keeper.email, {
    password: keeper.password,
    path: `/bookkeeper/client/${org.id}/categorisation`,
  })
  const lines = staff.getByRole('list', { name: 'Categorisation queue' }).getByTestId('queue-line')
  await expect(lines).toHaveCount(2)
  await expect(lines.filter({ hasText: '-$240.00' })).toHaveCount(1)
  await expect(lines.filter({ hasText: '$150.00' }).filter({ hasNotText: '-$' })).toHaveCount(1)
  await staff.close()
})

test('a client whose books hold no uncategorised money reads that nothing waits', async ({ page }) => {
  const client = await createUser({ firstName: 'Nell', lastName: 'Neat' })
  const org = await newOrg({ members: [{ userId: client.id }] })
  await db()`insert into public.ledger_accounts (organization_id, name, account_type) values (${org.id}, 'Checking', 'Bank')`
  await signInAs(page, client.email, { password: client.password, path: '/accounting/amc' })
  await expect(page.getByText('your books hold no uncategorised money')).toBeVisible()
  await expect(page.getByTestId('uncategorised-notice')).toHaveCount(0)
})
