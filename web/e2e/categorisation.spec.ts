/**
 * Categorisation end to end: a bookkeeper works a client's queue with the keyboard (j/k to move, a to accept, or to
 * choose the account where there is no guess, c to change the account, s to split, m to send to the client), a split
 * that does not add up is refused in place and nothing typed is lost, a new card line arrives in the open queue without reloading, and the client sees the
 * categorised line with its explanation on /accounting/transactions.
 */
import { expect, test } from '@playwright/test'
import { callApi, createUser, db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const CHART = [
  'date,entry,account,debit,credit,description,account_type',
  '2026-01-02,OB,Checking,5000.00,,Opening balance,Bank',
  '2026-01-02,OB,Owner Equity,,5000.00,Opening balance,Equity',
  '2026-01-03,C0,Company Card,0.01,,placeholder,Credit Card',
  '2026-01-03,C0,Owner Equity,,0.01,placeholder,Equity',
  ...['Software', 'Meals', 'Travel', 'Rent', 'Office Supplies'].flatMap((name, i) => [
    `2026-01-04,E${i},${name},0.01,,placeholder,Expense`,
    `2026-01-04,E${i},Owner Equity,,0.01,placeholder,Equity`,
  ]),
].join('\n')

async function cardLine(orgId: string, vendor: string, description: string, cents: number, daysAgo = 1) {
  await db()`insert into public.provider_transactions (organization_id, provider, transaction_id, transaction_effective_time,
      total_amount_cents, description, vendor, raw)
    values (${orgId}, 'ramp', ${`e2e-ramp-${crypto.randomUUID()}`}, now() - ${`${daysAgo} days`}::interval, ${cents},
      ${description}, ${vendor}, '{}')`
}

test('a bookkeeper works the categorisation queue from the keyboard and the client sees why', async ({
  browser,
  page,
}) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Kit', lastName: 'Keys' })
  const client = await createUser({ firstName: 'Cleo', lastName: 'Client' })
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }], members: [{ userId: client.id }] })
  expect((await callApi(keeper, 'POST', `/orgs/${org.id}/ledger/import`, { format: 'csv', text: CHART })).status).toBe(
    200,
  )
  const accounts = await db()`select id::text, name from public.ledger_accounts where organization_id = ${org.id}`
  const id = (name: string) => accounts.find((a) => a.name === name)!.id as string
  await db()`update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,ramp}', '{"permissionGiven": true}')
    where id = ${org.id}`
  for (let i = 0; i < 5; i++)
    await db()`insert into public.vendor_account_history (organization_id, transaction_id, transaction_date, account_id,
        account_name, vendor, description, amount_cents)
      values (${org.id}, ${`e2e-h-${i}`}, current_date - ${40 + i * 30}::int, ${id('Software')}, 'Software', 'Figma',
        'FIGMA MONTHLY', -1500)`
  await db()`insert into public.expense_categorization_settings (organization_id) values (${org.id})`
  await cardLine(org.id, 'Figma', 'FIGMA MONTHLY RENEWAL', -1_500, 2)
  await cardLine(org.id, 'Zyx Holdings', 'ZYX HOLDINGS 4471', -8_812, 3)
  await cardLine(org.id, 'Blue Fern Studio', 'BLUE FERN STUDIO LLC', -125_000, 4)
  await cardLine(org.id, 'Kestrel Rentals', 'KESTREL RENTALS 0042', -61_250, 5)
  expect((await callApi(keeper, 'POST', `/organizations/${org.id}/categorisation/run`)).status).toBe(200)

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/categorisation` })
  const queue = page.getByRole('list', { name: 'Categorisation queue' })
  const lines = queue.getByTestId('queue-line')
  await expect(lines).toHaveCount(4)
  const detail = page.getByTestId('line-detail')
  // least sure first: the three vendors nobody knows, then Figma from the client's history
  await expect(lines.nth(3)).toContainText('Figma')
  await page.keyboard.press('k')
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await expect(detail.getByTestId('explanation')).toHaveText(
    /^All 5 past lines from “Figma” went to Software\. Latest: /,
  )
  await expect(detail.getByRole('table', { name: 'Past lines' }).getByRole('row')).toHaveCount(4)
  await page.keyboard.press('a')
  await expect(lines).toHaveCount(3)
  await expect(queue).not.toContainText('Figma')

  // c: change the account of the first line, choosing from the chart with the keyboard
  await page.keyboard.press('k')
  await page.keyboard.press('k')
  await expect(lines.first()).toHaveAttribute('aria-current', 'true')
  const first = (await lines.first().getByTestId('line-payee').textContent()) ?? ''
  await expect(detail.getByTestId('explanation')).toHaveText(/^Not sure enough to categorise \(below 80%\)\./)
  // a on a line without a guess says so and opens the account choice, rather than doing nothing
  await page.keyboard.press('a')
  await expect(page.getByRole('alert').filter({ hasText: 'There is no guess to accept on this line' })).toBeVisible()
  const account = page.getByRole('form', { name: 'Change account' }).getByLabel('Account')
  await expect(account).toBeFocused()
  await account.selectOption({ label: 'Meals' })
  await account.press('Enter')
  await expect(lines).toHaveCount(2)
  await expect(queue).not.toContainText(first)
  // the queue takes keys again once the form has closed (the list can refresh a moment before)
  await expect(page.getByRole('form', { name: 'Change account' })).toHaveCount(0)

  // s: split; a split of 60 and 30 is refused in place, the rows kept; 70 and 30 is saved
  await page.keyboard.press('s')
  const split = page.getByRole('form', { name: 'Split' })
  await split.getByLabel('Account 1').selectOption({ label: 'Rent' })
  await split.getByLabel('Account 2').selectOption({ label: 'Office Supplies' })
  await split.getByLabel('Percentage 1').fill('60')
  await split.getByLabel('Percentage 2').fill('30')
  await split.getByRole('button', { name: 'Save split' }).click()
  await expect(split.getByRole('alert')).toHaveText('The percentages add up to 90%: they must add up to 100%')
  await expect(split.getByLabel('Account 1')).toHaveValue(id('Rent'))
  await split.getByLabel('Percentage 1').fill('70')
  await split.getByRole('button', { name: 'Save split' }).click()
  await expect(lines).toHaveCount(1)
  await expect(split).toHaveCount(0)

  // m: send the last line to the client
  await page.keyboard.press('m')
  await expect(page.getByText('Asked the client', { exact: true })).toBeVisible()
  const [q] = await db()`select source::text from public.amc_questions where organization_id = ${org.id}`
  expect(q.source).toBe('expense-categorization')

  // a new card line arrives and the open queue shows it without reloading
  await cardLine(org.id, 'Figma', 'FIGMA MONTHLY RENEWAL', -1_500, 0)
  expect((await callApi(keeper, 'POST', `/organizations/${org.id}/categorisation/run`)).status).toBe(200)
  await expect(lines).toHaveCount(2)

  // the client reads its categorised lines and why
  const clientPage = await (await browser.newContext()).newPage()
  await signInAs(clientPage, client.email, { password: client.password, path: '/accounting/transactions' })
  await clientPage.getByRole('tab', { name: /Bookkeeper Confirmed/ }).click()
  const list = clientPage.getByRole('list', { name: 'Transactions' })
  await list.getByRole('button', { name: /Figma/ }).first().click()
  await expect(clientPage.getByTestId('explanation').first()).toHaveText(
    /All 5 past lines from “Figma” went to Software/,
  )
  await expect(list.getByRole('button', { name: /Blue Fern|Zyx|Kestrel/ })).toHaveCount(2)

  // searching narrows the list and its count; a search that matches nothing says so
  await clientPage.getByRole('tab', { name: /^Total/ }).click()
  const paging = clientPage.getByTestId('transactions-paging')
  await expect(paging).toContainText(/^1–\d+ of \d+/)
  await clientPage.getByLabel('Search transactions').fill('figma')
  await expect(paging).toContainText(/^1–(\d) of \1Previous/)
  await expect(list.getByRole('button').filter({ hasText: /Figma/ }).first()).toBeVisible()
  await expect(list.getByRole('button').filter({ hasNotText: /Figma/ })).toHaveCount(0)
  await clientPage.getByLabel('Search transactions').fill('no such vendor 100%')
  await expect(list).toContainText('No line matches “no such vendor 100%”.')
})
