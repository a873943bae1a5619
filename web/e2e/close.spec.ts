/**
 * The month-end close in the browser: two reviewers type in the same variance note at once and both see the merged
 * text (the note's Yjs document on the collab server), each seeing the other as editing; and a client answering the
 * last open question moves the client's row in an admin's open books tracker, without a reload.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { callApi, createUser, db, newChart, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

type User = { email: string; password: string }
const iso = (d: Date) => d.toISOString().slice(0, 10)
const now = new Date()
/** The tracker's default month (the month before this one) and the month before it. */
const month = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)))
const previous = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)))
const day = (m: string, d: number) => `${m.slice(0, 8)}${String(d).padStart(2, '0')}`

async function openAs(browser: Browser, user: User, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, user.email, { password: user.password, path })
  return page
}

async function prepare(keeper: User, orgId: string) {
  const csv = [
    'date,entry,account,debit,credit,description,account_type',
    `${day(previous, 1)},OB,Checking,9000.00,,Opening balance,Bank`,
    `${day(previous, 1)},OB,Owner Equity,,9000.00,Opening balance,Equity`,
    `${day(previous, 5)},R1,Rent,1000.00,,Rent,Expense`,
    `${day(previous, 5)},R1,Checking,,1000.00,Rent,Bank`,
    `${day(month, 5)},R2,Rent,1500.00,,Rent,Expense`,
    `${day(month, 5)},R2,Checking,,1500.00,Rent,Bank`,
  ].join('\n')
  expect((await callApi(keeper, 'POST', `/orgs/${orgId}/ledger/import`, { format: 'csv', text: csv })).status).toBe(200)
  const created = await callApi<{ id: string; profitAndLoss: { path: string; label: string; kind: string }[] }>(
    keeper,
    'POST',
    `/organizations/${orgId}/variance-analyses`,
    { month, thresholdPercentage: 10, thresholdAmount: 100 },
  )
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json
}

test('two reviewers typing in one note at once both see the merged text', async ({ browser }) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Kim', lastName: 'Keeper' })
  const ann = await newStaff('bookkeeper', { firstName: 'Ann', lastName: 'Review' })
  const ben = await newStaff('bookkeeper', { firstName: 'Ben', lastName: 'Review' })
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }], reviewers: [ann.id, ben.id] })
  const analysis = await prepare(keeper, org.id)
  const rent = analysis.profitAndLoss.find((l) => l.label === 'Rent' && l.kind === 'data')!
  const note = await callApi<{ id: string }>(
    keeper,
    'POST',
    `/organizations/${org.id}/variance-analyses/${analysis.id}/notes`,
    {
      path: rent.path,
      content: 'Rent rose 50%.',
    },
  )
  expect(note.status).toBe(201)

  const open = async (user: User) => {
    const page = await openAs(browser, user, `/bookkeeper/client/${org.id}/variance`)
    await page.getByTestId('variance-line').filter({ hasText: 'Rent' }).first().click()
    const editor = page.getByTestId('notes-panel').getByTestId('live-note').first()
    await expect(editor).toHaveAttribute('data-status', 'live', { timeout: 15_000 })
    await expect(editor).toHaveValue('Rent rose 50%.')
    return { page, editor }
  }
  const a = await open(ann)
  const b = await open(ben)
  await expect(a.page.getByTestId('note-presence').first()).toContainText('Ben Review is editing')
  await expect(b.page.getByTestId('note-presence').first()).toContainText('Ann Review is editing')

  // Ann writes at the end while Ben writes at the start, at the same time
  await a.editor.click()
  await a.editor.press('ControlOrMeta+End')
  await b.editor.click()
  await b.editor.press('ControlOrMeta+Home')
  await Promise.all([
    a.editor.pressSequentially(' New lease from March.', { delay: 15 }),
    b.editor.pressSequentially('Checked: ', { delay: 15 }),
  ])
  const merged = 'Checked: Rent rose 50%. New lease from March.'
  await expect(a.editor).toHaveValue(merged)
  await expect(b.editor).toHaveValue(merged)
  // the plain text reaches the record too (saved a moment after the last keystroke)
  await expect
    .poll(async () => (await db()`select content from public.variance_notes where id = ${note.json.id}`)[0].content)
    .toBe(merged)
})

test("a client's answer to the last open question moves the row in an open admin tracker", async ({ browser }) => {
  const admin = await newStaff('admin')
  const keeper = await newStaff('bookkeeper')
  const client = await createUser({ firstName: 'Cleo', lastName: 'Client' })
  const org = await newOrg({ members: [{ userId: client.id }], bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await newChart(org.id, [
    { name: '2100 Company Card', type: 'Credit Card', subType: 'CreditCard' },
    { name: '9000 Ask My Client', type: 'Expense', subType: 'OtherMiscellaneousServiceCost' },
  ])
  const analysis = await prepare(keeper, org.id)
  expect(
    (await callApi(keeper, 'POST', `/organizations/${org.id}/variance-analyses/${analysis.id}/actions/send`)).status,
  ).toBe(200)
  // one question for the client: a card purchase parked on Ask My Client
  const { json: accounts } = await callApi<{ QueryResponse: { Account: { Id: string; Name: string }[] } }>(
    keeper,
    'GET',
    `/orgs/${org.id}/ledger/accounts`,
  )
  const id = (name: string) => accounts.QueryResponse.Account.find((x) => x.Name === name)!.Id
  const parked = await callApi<{ Purchase: { Id: string } }>(keeper, 'POST', `/orgs/${org.id}/ledger/Purchase`, {
    TxnDate: day(month, 12),
    PaymentType: 'CreditCard',
    AccountRef: { value: id('2100 Company Card') },
    Line: [
      {
        Amount: 64.2,
        DetailType: 'AccountBasedExpenseLineDetail',
        Description: 'Hardware store',
        AccountBasedExpenseLineDetail: { AccountRef: { value: id('9000 Ask My Client') } },
      },
    ],
  })
  expect(parked.status, JSON.stringify(parked.json)).toBe(201)
  const { json: list } = await callApi<{ questions: { id: string; version: number; status: string }[] }>(
    keeper,
    'GET',
    `/orgs/${org.id}/amc/questions`,
  )
  expect(list.questions.map((q) => q.status)).toEqual(['pending'])

  const watcher = await openAs(browser, admin, '/admin/tracker')
  await expect(watcher.getByTestId('live-indicator')).toHaveText('Live', { timeout: 15_000 })
  const row = watcher.locator(`[data-testid="books-tracker-row"][data-org="${org.id}"]`)
  await expect(row).toHaveAttribute('data-state', 'in_progress')
  await expect(row.getByTestId('tracker-state')).toHaveText('In progress')

  const q = list.questions[0]
  const answered = await callApi(client, 'POST', `/amc/questions/${q.id}/answer`, {
    answers: { expense_for: { value: 'Shelves for the workshop' } },
    version: q.version,
  })
  expect(answered.status, JSON.stringify(answered.json)).toBe(200)
  // review ready, nothing unanswered, the month not reconciled (no statement accounts): rule 4, without a reload
  await expect(row).toHaveAttribute('data-state', 'statements-reconciliation-os', { timeout: 15_000 })
  await expect(row.getByTestId('tracker-state')).toHaveText('Statements / reconciliation outstanding')
})
