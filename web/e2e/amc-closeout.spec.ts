/**
 * AMC closeout date: the bookkeeper sets this month's day on the client's question page; the client is told the date
 * while a question waits for them, and told nothing once everything is answered.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, newStaff, signInAs } from './support.ts'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

test('a closeout date set by the bookkeeper reaches the client', async ({ browser }) => {
  const now = new Date()
  const day = 27
  const keeper = await newStaff('bookkeeper')
  const clientUser = await createUser({ firstName: 'Cleo', lastName: 'Closeout' })
  const org = await newOrg({
    members: [{ userId: clientUser.id }],
    bookkeepers: [{ userId: keeper.id, isPrimary: true }],
  })
  const bk = await (await browser.newContext()).newPage()
  await signInAs(bk, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/amc` })
  const field = bk.getByLabel(/Closeout day for/)
  await field.fill('0')
  await bk.getByRole('button', { name: 'Save closeout date' }).click()
  await expect(bk.getByText('Choose a day of the month')).toBeVisible()
  await field.fill(String(day))
  await bk.getByRole('button', { name: 'Save closeout date' }).click()
  await expect(bk.getByText(`Currently day ${day}`)).toBeVisible()

  const client = await (await browser.newContext()).newPage()
  await signInAs(client, clientUser.email, { password: clientUser.password, path: '/accounting/amc' })
  // nothing waits for the client: no date is asked of them
  await expect(client.getByTestId('amc-open-count')).toBeVisible()
  await expect(client.getByTestId('closeout-notice')).toHaveCount(0)

  await db()`insert into public.amc_questions (organization_id, account_name, transaction_id, amount, status, vendor_name)
    values (${org.id}, '9000 Ask My Client', ${`closeout-${Date.now()}`}, 4200, 'pending', 'Wombat Supplies')`
  await client.reload()
  const expected = `${MONTHS[now.getUTCMonth()]} ${day}, ${now.getUTCFullYear()}`
  const notice = client.getByTestId('closeout-notice')
  await expect(notice).toContainText(expected)
  // a day already gone says it was due then, not "answer by" a past date
  await expect(notice).toContainText(now.getUTCDate() > day ? 'Your answers were due' : 'Please answer by')
})
