/**
 * Ask My Client in the browser: answers and categorisation travel between open browsers without reload, vendor groups
 * are answered together, drafts survive a reload, conflicts keep the draft, and other organizations see nothing.
 * Every test makes its own firm (a bookkeeper and a client of an organization with a small chart) and parks its own
 * transactions, so tests run in parallel and repeatedly.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { callApi, createUser, db, newChart, newClient, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

type User = { email: string; password: string }

/** A bookkeeper and a client of a fresh organization whose chart has the accounts and class these journeys use. */
async function newFirm() {
  const keeper = await newStaff('bookkeeper')
  const client = await createUser({ firstName: 'Quinn', lastName: 'Client' })
  const org = await newOrg({ members: [{ userId: client.id }], bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await newChart(
    org.id,
    [
      { name: '2100 Company Card', type: 'Credit Card', subType: 'CreditCard' },
      { name: '6800 Travel', type: 'Expense', subType: 'Travel' },
      { name: '9000 Ask My Client', type: 'Expense', subType: 'OtherMiscellaneousServiceCost' },
    ],
    ['Hardware', 'Services'],
  )
  return { keeper, client, org }
}
type Firm = Awaited<ReturnType<typeof newFirm>>

type Q = {
  id: string
  transactionId: string
  status: string
  version: number
  groupId: string | null
  answers: Record<string, unknown>
}

/** Posts purchases on "9000 Ask My Client" as the bookkeeper; the database turns each into a question at commit. */
async function parkPurchases(
  firm: Firm,
  vendor: string,
  items: { description: string; amount: number }[],
): Promise<Q[]> {
  const orgId = firm.org.id
  await db()`insert into public.ledger_names (organization_id, kind, display_name) values (${orgId}, 'vendor', ${vendor}) on conflict do nothing`
  const [v] =
    await db()`select id::text from public.ledger_names where organization_id = ${orgId} and kind = 'vendor' and display_name = ${vendor}`
  const { json: accounts } = await callApi<{ QueryResponse: { Account: { Id: string; Name: string }[] } }>(
    firm.keeper,
    'GET',
    `/orgs/${orgId}/ledger/accounts`,
  )
  const id = (name: string) => accounts.QueryResponse.Account.find((a) => a.Name === name)!.Id
  const out: Q[] = []
  for (const item of items) {
    const { status, json } = await callApi<{ Purchase: { Id: string } }>(
      firm.keeper,
      'POST',
      `/orgs/${orgId}/ledger/Purchase`,
      {
        TxnDate: '2026-03-05',
        PaymentType: 'CreditCard',
        AccountRef: { value: id('2100 Company Card') },
        EntityRef: { value: v.id, type: 'Vendor' },
        Line: [
          {
            Amount: item.amount,
            DetailType: 'AccountBasedExpenseLineDetail',
            Description: item.description,
            AccountBasedExpenseLineDetail: { AccountRef: { value: id('9000 Ask My Client') } },
          },
        ],
      },
    )
    expect(status, JSON.stringify(json)).toBe(201)
    const { json: list } = await callApi<{ questions: Q[] }>(firm.keeper, 'GET', `/orgs/${orgId}/amc/questions`)
    const q = list.questions.find((x) => x.transactionId === `Purchase:${json.Purchase.Id}`)
    expect(q, 'the parked purchase became a question').toBeTruthy()
    out.push(q!)
  }
  return out
}

async function openAs(browser: Browser, user: User, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, user.email, { password: user.password, path })
  await expect(page.getByTestId('live-indicator')).toHaveText('Live', { timeout: 15_000 })
  return page
}

const questionCard = (scope: Page | Locator, text: string) =>
  scope.getByTestId('amc-question').filter({ hasText: text })

test('a client answer appears for the bookkeeper, and the categorisation for the client, without reload', async ({
  browser,
}) => {
  const t = tag()
  const firm = await newFirm()
  const orgId = firm.org.id
  const description = `Offsite catering ${t}`
  await parkPurchases(firm, `Caterer ${t}`, [{ description, amount: 87.42 }])

  const bookkeeper = await openAs(browser, firm.keeper, '/bookkeeper/amc')
  const row = bookkeeper.getByTestId('amc-row').filter({ hasText: description })
  await expect(row.getByTestId('amc-status')).toHaveText('Pending')

  const client = await openAs(browser, firm.client, '/accounting/amc')
  const card = questionCard(client, description)
  await expect(card.getByTestId('amc-status')).toHaveText('Waiting for you')
  await expect(card).toContainText('Thursday, March 5, 2026')
  await expect(card).toContainText('$87.42')

  // an empty answer is refused in place, with the schema's wording
  await card.getByRole('button', { name: 'Send answer' }).click()
  await expect(card.getByText('Please enter an answer')).toBeVisible()

  // the draft survives a reload
  await card.getByLabel('What was this expense for?').fill('Lunch for the team offsite')
  await expect(card.getByTestId('amc-draft-saved')).toBeVisible()
  await client.reload()
  await expect(questionCard(client, description).getByLabel('What was this expense for?')).toHaveValue(
    'Lunch for the team offsite',
  )
  await questionCard(client, description).getByRole('button', { name: 'Send answer' }).click()
  await expect(questionCard(client, description).getByTestId('amc-status')).toHaveText('Answered')

  // the bookkeeper's open list shows the answer without a reload
  await expect(row.getByTestId('amc-status')).toHaveText('Responded')
  await expect(row.getByTestId('amc-row-answer')).toHaveText('Lunch for the team offsite')

  await row.getByRole('button', { name: 'Open' }).click()
  const panel = bookkeeper.getByTestId('amc-panel')
  await expect(panel.getByTestId('answers-view')).toContainText('Lunch for the team offsite')
  await panel.getByRole('button', { name: 'Categorise and complete' }).click()
  await expect(panel.getByText('Required').first()).toBeVisible()
  await panel.getByTestId('amc-account').selectOption({ label: '6800 Travel' })
  await panel.getByLabel('Class (optional)').selectOption({ label: 'Services' })
  await panel.getByRole('button', { name: 'Categorise and complete' }).click()
  await expect(panel.getByTestId('amc-status')).toHaveText('Completed')

  // and the client sees it done, still without a reload
  const done = client.getByRole('region', { name: 'Done' })
  await expect(questionCard(done, description).getByTestId('amc-status')).toHaveText('Done')
  await expect(questionCard(done, description)).toContainText('6800 Travel')

  // the ledger line really moved out of ASK MY CLIENT, tagged with the class
  const moved = await db()`select distinct a.name as account, c.name as class from public.amc_questions q
    join public.ledger_postings p on p.transaction_id = (q.ledger_record ->> 'id')::bigint and p.line_id = q.ledger_record ->> 'lineId'
    join public.ledger_accounts a on a.id = p.account_id left join public.ledger_classes c on c.id = p.class_id
    where q.organization_id = ${orgId} and q.description = ${description}`
  expect(moved.map((r) => ({ ...r }))).toEqual([{ account: '6800 Travel', class: 'Services' }])
})

test('a vendor group is answered once for all its questions; one can be taken out and put back', async ({
  browser,
}) => {
  const t = tag()
  const firm = await newFirm()
  const orgId = firm.org.id
  const vendor = `Printshop ${t}`
  const [a, b, c] = await parkPurchases(firm, vendor, [
    { description: `Flyers ${t}`, amount: 120 },
    { description: `Banners ${t}`, amount: 340.5 },
    { description: `Cards ${t}`, amount: 45 },
  ])
  expect(new Set([a.groupId, b.groupId, c.groupId]).size).toBe(1)
  const client = await openAs(browser, firm.client, '/accounting/amc')
  const group = client.getByTestId('amc-group').filter({ hasText: vendor })
  await expect(group.getByRole('button', { name: 'Answer all 3 together' })).toBeVisible()

  // take one out: the group now answers 2, the third gets its own form inside the vendor card
  await questionCard(group, `Cards ${t}`).getByRole('button', { name: 'Answer this one separately' }).click()
  await expect(group.getByRole('button', { name: 'Answer all 2 together' })).toBeVisible()
  const separate = questionCard(group, `Cards ${t}`)
  await expect(separate.getByRole('button', { name: `Put back in the ${vendor} group` })).toBeVisible()
  await separate.getByRole('button', { name: `Put back in the ${vendor} group` }).click()
  await expect(group.getByRole('button', { name: 'Answer all 3 together' })).toBeVisible()

  await group.getByRole('button', { name: 'Answer all 3 together' }).click()
  await group.getByLabel('What was this expense for?').fill('Trade show printing')
  await group.getByRole('button', { name: 'Send one answer for all 3' }).click()
  for (const d of [`Flyers ${t}`, `Banners ${t}`, `Cards ${t}`]) {
    await expect(questionCard(group, d).getByTestId('amc-status')).toHaveText('Answered')
  }
  const { json } = await callApi<{ questions: (Q & { description: string })[] }>(
    firm.keeper,
    'GET',
    `/orgs/${orgId}/amc/questions?status=responded`,
  )
  const mine = json.questions.filter((q) => [a.id, b.id, c.id].includes(q.id))
  expect(mine.map((q) => q.answers)).toEqual([1, 2, 3].map(() => ({ expense_for: { value: 'Trade show printing' } })))
})

test('when someone else saves first, the client sees their answer and can re-apply the draft on top', async ({
  browser,
}) => {
  const t = tag()
  const firm = await newFirm()
  const orgId = firm.org.id
  const description = `Conference tickets ${t}`
  const [q] = await parkPurchases(firm, `Events ${t}`, [{ description, amount: 899 }])
  const client = await openAs(browser, firm.client, '/accounting/amc')
  const card = questionCard(client, description)
  await card.getByLabel('What was this expense for?').fill('SaaStr tickets for two')
  await expect(card.getByTestId('amc-draft-saved')).toBeVisible()

  // a colleague answers from another browser meanwhile
  const other = await callApi<{ question: Q }>(firm.client, 'POST', `/amc/questions/${q.id}/answer`, {
    answers: { expense_for: { value: 'Marketing event' } },
    version: q.version,
  })
  expect(other.status).toBe(200)

  const conflict = card.getByTestId('amc-conflict')
  await expect(conflict).toContainText('Someone else saved this question while you were editing it.')
  await expect(conflict).toContainText('Marketing event')
  await expect(card.getByLabel('What was this expense for?')).toHaveValue('SaaStr tickets for two')
  await conflict.getByRole('button', { name: 'Re-apply my answer on top' }).click()
  await expect(card.getByTestId('amc-status')).toHaveText('Answered')
  await expect(card.getByTestId('answers-view')).toContainText('SaaStr tickets for two')
  const { json } = await callApi<{ questions: Q[] }>(firm.keeper, 'GET', `/orgs/${orgId}/amc/questions`)
  expect(json.questions.find((x) => x.id === q.id)!.answers).toEqual({
    expense_for: { value: 'SaaStr tickets for two' },
  })
})

test('feedback that asks again reaches the client live as "Needs more info"', async ({ browser }) => {
  const t = tag()
  const firm = await newFirm()
  const orgId = firm.org.id
  const description = `Hardware order ${t}`
  const [q] = await parkPurchases(firm, `Parts ${t}`, [{ description, amount: 1500 }])
  const answered = await callApi<{ question: Q }>(firm.client, 'POST', `/amc/questions/${q.id}/answer`, {
    answers: { expense_for: { value: 'Parts' } },
    version: q.version,
  })
  expect(answered.status).toBe(200)

  const client = await openAs(browser, firm.client, '/accounting/amc')
  const card = questionCard(client, description)
  await expect(card.getByTestId('amc-status')).toHaveText('Answered')

  const bookkeeper = await openAs(browser, firm.keeper, `/bookkeeper/client/${orgId}/amc?question=${q.id}`)
  const panel = bookkeeper.getByTestId('amc-panel')
  await panel.getByRole('button', { name: 'Send feedback' }).click()
  await expect(panel.getByText('Write some feedback for the client')).toBeVisible()
  await panel.getByLabel('Feedback').fill('Which product line were the parts for?')
  // Not pre-ticked on an answered question (issue 10 item 18): asking again is the bookkeeper's deliberate choice.
  await expect(panel.getByLabel('Ask again (send it back to the client)')).not.toBeChecked()
  await expect(bookkeeper.getByRole('dialog')).not.toContainText(q.transactionId)
  await panel.getByLabel('Ask again (send it back to the client)').check()
  await panel.getByRole('button', { name: 'Send feedback' }).click()
  await expect(panel.getByTestId('amc-status')).toHaveText('Pending')

  await expect(card.getByTestId('amc-status')).toHaveText('Needs more info')
  await expect(card.getByTestId('amc-feedback')).toContainText('Which product line were the parts for?')
  await expect(card.getByLabel('What was this expense for?')).toHaveValue('Parts')
})

test("a client of another organization sees none of this organization's questions", async ({ browser }) => {
  const t = tag()
  const firm = await newFirm()
  const orgId = firm.org.id
  const description = `Private retainer ${t}`
  const [q] = await parkPurchases(firm, `Counsel ${t}`, [{ description, amount: 2500 }])
  const acme = await openAs(browser, firm.client, '/accounting/amc')
  await expect(questionCard(acme, description)).toBeVisible()

  const stranger = await newClient()
  const outsider = await openAs(browser, stranger.user, '/accounting/amc')
  await expect(outsider.getByRole('heading', { name: 'Questions from your bookkeeper' })).toBeVisible()
  await expect(outsider.getByText(firm.org.legalName)).toHaveCount(0)
  await expect(outsider.getByText(description)).toHaveCount(0)
  // nor through the API, by listing or by answering its question directly
  const listed = await callApi<{ questions: Q[] }>(stranger.user, 'GET', `/orgs/${orgId}/amc/questions`)
  expect(listed.json.questions ?? []).toEqual([])
  const everywhere = await callApi<{ questions: { organizationId: string }[] }>(stranger.user, 'GET', '/amc/questions')
  expect(everywhere.json.questions.filter((x) => x.organizationId === orgId)).toEqual([])
  const answer = await callApi(stranger.user, 'POST', `/amc/questions/${q.id}/answer`, {
    answers: { expense_for: { value: 'x' } },
    version: q.version,
  })
  expect(answer.status).toBe(404)
  // a new question here while the other client's screen is open does not show up there either
  await parkPurchases(firm, `Counsel ${t}`, [{ description: `Second retainer ${t}`, amount: 10 }])
  await expect(questionCard(acme, `Second retainer ${t}`)).toBeVisible()
  await expect(outsider.getByText(`Second retainer ${t}`)).toHaveCount(0)
})

test('a file attached to an answer is recorded like every upload and opens for the bookkeeper', async ({ browser }) => {
  const t = tag()
  const firm = await newFirm()
  const description = `Monitor stand ${t}`
  const [q] = await parkPurchases(firm, `Desk shop ${t}`, [{ description, amount: 64.5 }])
  const asked = await callApi<{ question: Q }>(firm.keeper, 'POST', `/amc/questions/${q.id}/questions`, {
    questions: ['invoice'],
    version: q.version,
  })
  expect(asked.status, JSON.stringify(asked.json)).toBe(200)

  const client = await openAs(browser, firm.client, '/accounting/amc')
  const card = questionCard(client, description)
  await card
    .getByLabel('Please upload the invoice or receipt for this transaction.')
    .setInputFiles({ name: `invoice-${t}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') })
  await expect(card.getByRole('list', { name: 'Attached files' })).toContainText(`invoice-${t}.pdf`)
  await card.getByRole('button', { name: 'Send answer' }).click()
  await expect(card.getByTestId('amc-status')).toHaveText('Answered')

  // the answer holds the id of a files row for the object under the question's folder
  const [row] = await db()`select f.id::text, f.title, f.path from public.files f
    where f.organization_id = ${firm.org.id} and f.path like ${`${firm.org.id}/amc/${q.id}/%`}`
  expect(row.title).toBe(`invoice-${t}.pdf`)
  const [answer] =
    await db()`select answers -> 'invoice' -> 'fileIds' as ids from public.amc_questions where id = ${q.id}`
  expect(answer.ids).toEqual([row.id])

  const bookkeeper = await openAs(browser, firm.keeper, '/bookkeeper/amc')
  const r = bookkeeper.getByTestId('amc-row').filter({ hasText: description })
  await r.getByRole('button', { name: 'Open' }).click()
  await expect(bookkeeper.getByTestId('amc-panel').getByTestId('answers-view')).toContainText(`invoice-${t}.pdf`)
})
