/**
 * The notes a firm shares with its client, in the browser: a bookkeeper shares a note on a line of the variance
 * analysis and the client's open Month-end notes page shows it without a reload (the line, the text, who wrote it);
 * the client's empty reply is refused in place, their reply joins the thread, and the bookkeeper's open workspace
 * shows it under the note, again without a reload; the bookkeeper cannot change the client's reply, the client can,
 * live, and the bookkeeper sees it marked edited with the earlier words. An internal note never reaches the client. And the demo client
 * finds Acme's shared note on the dashboard on first sign-in (read only: the demo stays as seeded).
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEMO, callApi, createUser, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

type User = { email: string; password: string }
const iso = (d: Date) => d.toISOString().slice(0, 10)
const now = new Date()
const month = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)))
const previous = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)))
const day = (m: string, d: number) => `${m.slice(0, 8)}${String(d).padStart(2, '0')}`
const monthName = new Date(`${month}T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' })

async function openAs(browser: Browser, user: User, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, user.email, { password: user.password, path })
  return page
}

test('a note the bookkeeper shares reaches the client live, and the client’s reply reaches the bookkeeper', async ({
  browser,
}) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Kim', lastName: 'Keeper' })
  const client = await createUser({ firstName: 'Cleo', lastName: 'Client' })
  const org = await newOrg({ members: [{ userId: client.id }], bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const csv = [
    'date,entry,account,debit,credit,description,account_type',
    `${day(previous, 1)},OB,Checking,9000.00,,Opening balance,Bank`,
    `${day(previous, 1)},OB,Owner Equity,,9000.00,Opening balance,Equity`,
    `${day(previous, 5)},R1,Rent,1000.00,,Rent,Expense`,
    `${day(previous, 5)},R1,Checking,,1000.00,Rent,Bank`,
    `${day(month, 5)},R2,Rent,1500.00,,Rent,Expense`,
    `${day(month, 5)},R2,Checking,,1500.00,Rent,Bank`,
  ].join('\n')
  expect((await callApi(keeper, 'POST', `/orgs/${org.id}/ledger/import`, { format: 'csv', text: csv })).status).toBe(
    200,
  )
  const analysis = await callApi<{ id: string; profitAndLoss: { path: string; label: string; kind: string }[] }>(
    keeper,
    'POST',
    `/organizations/${org.id}/variance-analyses`,
    { month, thresholdPercentage: 10, thresholdAmount: 100 },
  )
  expect(analysis.status, JSON.stringify(analysis.json)).toBe(201)
  const rent = analysis.json.profitAndLoss.find((l) => l.label === 'Rent' && l.kind === 'data')!
  // an internal note the client must never see
  const internal = await callApi(
    keeper,
    'POST',
    `/organizations/${org.id}/variance-analyses/${analysis.json.id}/notes`,
    {
      path: rent.path,
      content: 'Internal: check the lease file',
    },
  )
  expect(internal.status).toBe(201)

  const mine = await openAs(browser, client, '/accounting/month-end-notes')
  await expect(mine.getByRole('heading', { name: 'Month-end notes' })).toBeVisible()
  await expect(mine.getByText('No notes shared with you')).toBeVisible()
  await expect(mine.getByTestId('live-indicator')).toHaveText('Live', { timeout: 15_000 })

  // the bookkeeper shares a note on the Rent line from the workspace
  const desk = await openAs(browser, keeper, `/bookkeeper/client/${org.id}/variance`)
  await desk.getByTestId('variance-line').filter({ hasText: 'Rent' }).first().click()
  const panel = desk.getByTestId('notes-panel')
  await panel.getByLabel('New note').fill('Rent rose by half: did the lease renew?')
  await panel.getByLabel('Who sees the note').selectOption('client')
  await panel.getByRole('button', { name: 'Add note' }).click()
  await expect(panel.getByTestId('note-thread')).toHaveCount(2)

  // the client's page shows it without a reload: the month, the line, the text, who wrote it
  const shared = mine.getByTestId('shared-note')
  await expect(shared).toHaveCount(1, { timeout: 15_000 })
  await expect(mine.getByTestId('shared-notes-month')).toContainText(monthName)
  await expect(shared).toContainText('Expenses > Rent')
  await expect(shared).toContainText('Rent rose by half: did the lease renew?')
  await expect(shared.getByTestId('shared-note-byline')).toContainText('Kim Keeper · Bookkeeper')
  await expect(shared).toContainText('Waiting for your reply')
  await expect(mine.getByText('Internal: check the lease file')).toHaveCount(0)
  await expect(mine.getByTestId('shared-notes-waiting')).toHaveText('1 note waiting for your reply')
  await expect(mine.getByTestId('shared-notes-nav-badge')).toHaveAttribute('data-count', '1')

  // an empty reply is refused in place; the reply then joins the thread
  await shared.getByRole('button', { name: 'Send reply' }).click()
  await expect(shared.getByText('Write your reply')).toBeVisible()
  await shared.getByLabel('Your reply').fill('Yes: the new lease started this month, at $1,500.')
  await shared.getByRole('button', { name: 'Send reply' }).click()
  const reply = shared.getByTestId('shared-note-reply')
  await expect(reply).toHaveCount(1)
  await expect(reply).toContainText('Yes: the new lease started this month, at $1,500.')
  await expect(reply.getByTestId('shared-note-byline')).toContainText('You')
  await expect(shared.getByLabel('Your reply')).toHaveValue('')
  await expect(mine.getByTestId('shared-notes-waiting')).toHaveText('0 notes waiting for your reply')
  // answered, the note is no longer the client's to do
  await expect(shared).toContainText('Replied: with your bookkeeper')
  await expect(mine.getByTestId('shared-notes-nav-badge')).toHaveCount(0)

  // the bookkeeper's open workspace shows the reply under the note, without a reload
  const thread = panel.getByTestId('note-thread').filter({ hasText: 'Shared with the client' })
  await expect(thread.getByText('Cleo Client')).toBeVisible({ timeout: 15_000 })
  await expect(thread.getByTestId('live-note').nth(1)).toHaveValue('Yes: the new lease started this month, at $1,500.')

  // the client's words are the client's: the bookkeeper reads the reply live but cannot change it
  const theirs = thread.getByTestId('live-note').nth(1)
  await expect(theirs).toHaveAttribute('readonly', '')
  await expect(thread.getByText('Only the person who wrote this reply can change it')).toBeVisible()

  // the client changes their reply; the bookkeeper's open reply follows as they type, marked edited, with the
  // earlier words a click away
  await reply.getByRole('button', { name: 'Edit' }).click()
  const editor = reply.getByLabel('Your reply')
  await expect(editor).toHaveAttribute('data-status', 'live', { timeout: 15_000 })
  await editor.fill('Yes: the new lease started this month, at $1,500 a month for two years.')
  await expect(theirs).toHaveValue('Yes: the new lease started this month, at $1,500 a month for two years.', {
    timeout: 15_000,
  })
  await reply.getByRole('button', { name: 'Done' }).click()
  await expect(reply).toContainText('at $1,500 a month for two years.', { timeout: 15_000 })
  const edited = thread.getByTestId('edited-mark')
  await expect(edited).toHaveCount(1, { timeout: 15_000 })
  await edited.getByRole('button', { name: 'Edited' }).click()
  await expect(edited.getByTestId('earlier-version')).toContainText('Yes: the new lease started this month, at $1,500.')
  await expect(edited.getByTestId('earlier-version')).toContainText('Before Cleo Client changed it')
})

test('the demo client finds the note shared on Acme’s sales on the dashboard', async ({ page }) => {
  await signInAs(page, DEMO.client, { path: '/accounting/dashboard' })
  const section = page.getByTestId('dashboard-shared-notes')
  await expect(section).toContainText(/Your bookkeeping team shared \d+ notes? for/)
  await section.getByRole('link', { name: 'Open month-end notes' }).click()
  await expect(page).toHaveURL(/\/accounting\/month-end-notes$/)
  const note = page.getByTestId('shared-note').filter({ hasText: 'Income > 4000 Sales' })
  await expect(note).toContainText('could you confirm whether any invoices for the month are still to be sent?')
  await expect(note.getByTestId('shared-note-byline').first()).toContainText('Bookkeeper')
  // Acme's internal notes (marketing, travel) stay with the firm
  await expect(page.getByText('Google Ads ran the autumn campaign')).toHaveCount(0)
  await expect(page.getByText('Travel fell to nothing')).toHaveCount(0)
})
