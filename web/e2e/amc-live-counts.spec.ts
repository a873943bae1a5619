/**
 * Question counts stay live: the open-question column of /admin/clients, the client's "Questions" badge and the
 * bookkeeper's "answers to review" badge follow a new parked transaction (and its answer) without a reload.
 * The test makes its own firm (admin, bookkeeper, client, organization with a small chart); each check compares the
 * screen with what the API counts for that user at the same moment, and proves liveness by the counts refetch that
 * follows our own change.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { callApi, createUser, db, newChart, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

type Counts = Record<string, Record<string, number>>
type User = { email: string; password: string }

const counts = async (user: User) => (await callApi<{ counts: Counts }>(user, 'GET', '/amc/counts')).json.counts
const open = (org: string) => (c: Counts) => (c[org]?.pending ?? 0) + (c[org]?.not_responded ?? 0)
const toReview = (c: Counts) => Object.values(c).reduce((n, s) => n + (s.responded ?? 0), 0)

/** Parks one purchase on "9000 Ask My Client" as the bookkeeper; the database makes it a question at commit. */
async function parkPurchase(orgId: string, keeper: User, vendor: string, description: string) {
  await db()`insert into public.ledger_names (organization_id, kind, display_name) values (${orgId}, 'vendor', ${vendor}) on conflict do nothing`
  const [v] =
    await db()`select id::text from public.ledger_names where organization_id = ${orgId} and kind = 'vendor' and display_name = ${vendor}`
  const { json: accounts } = await callApi<{ QueryResponse: { Account: { Id: string; Name: string }[] } }>(
    keeper,
    'GET',
    `/orgs/${orgId}/ledger/accounts`,
  )
  const id = (name: string) => accounts.QueryResponse.Account.find((a) => a.Name === name)!.Id
  const { status, json } = await callApi<{ Purchase: { Id: string } }>(
    keeper,
    'POST',
    `/orgs/${orgId}/ledger/Purchase`,
    {
      TxnDate: '2026-03-06',
      PaymentType: 'CreditCard',
      AccountRef: { value: id('2100 Company Card') },
      EntityRef: { value: v.id, type: 'Vendor' },
      Line: [
        {
          Amount: 42.5,
          DetailType: 'AccountBasedExpenseLineDetail',
          Description: description,
          AccountBasedExpenseLineDetail: { AccountRef: { value: id('9000 Ask My Client') } },
        },
      ],
    },
  )
  expect(status, JSON.stringify(json)).toBe(201)
  const { json: list } = await callApi<{ questions: { id: string; version: number; transactionId: string }[] }>(
    keeper,
    'GET',
    `/orgs/${orgId}/amc/questions`,
  )
  const q = list.questions.find((x) => x.transactionId === `Purchase:${json.Purchase.Id}`)
  expect(q, 'the parked purchase became a question').toBeTruthy()
  return q!
}

async function openAs(browser: Browser, user: User, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, user.email, { password: user.password, path })
  await expect(page.getByTestId('live-indicator')).toHaveText('Live', { timeout: 15_000 })
  return page
}

const navBadge = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Questions/ })
    .getByTestId('amc-nav-badge')
const badgeCount = async (badge: Locator) =>
  (await badge.count()) ? Number(await badge.getAttribute('data-count')) : 0
const openCell = (page: Page, legalName: string) =>
  page.getByTestId('clients-table').getByRole('row').filter({ hasText: legalName }).getByTestId('open-questions')
const cellCount = async (cell: Locator) => Number((await cell.textContent())?.trim())

/** The screen shows what the API counts for that user right now (polled: the screen catches up asynchronously). */
async function expectShown(read: () => Promise<number>, truth: () => Promise<number>, message: string) {
  await expect
    .poll(
      async () => {
        const [shown, now] = await Promise.all([read(), truth()])
        return shown === now ? 'same' : `${shown} shown, ${now} counted`
      },
      { message, timeout: 15_000 },
    )
    .toBe('same')
}

const countsRefetch = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/amc/counts') && r.request().method() === 'GET', { timeout: 15_000 })

test('question counts in the navigation and on /admin/clients follow a new question and its answer without reload', async ({
  browser,
}) => {
  const t = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const adminUser = await newStaff('admin')
  const keeper = await newStaff('bookkeeper')
  const clientUser = await createUser({ firstName: 'Lou', lastName: 'Counts' })
  const org = await newOrg({
    members: [{ userId: clientUser.id }],
    bookkeepers: [{ userId: keeper.id, isPrimary: true }],
  })
  await newChart(org.id, [
    { name: '2100 Company Card', type: 'Credit Card', subType: 'CreditCard' },
    { name: '9000 Ask My Client', type: 'Expense', subType: 'OtherMiscellaneousServiceCost' },
  ])
  const orgId = org.id
  const ourOpenCell = (page: Page) => openCell(page, org.legalName)
  const openHere = open(orgId)
  const admin = await openAs(browser, adminUser, '/admin/clients')
  const bookkeeper = await openAs(browser, keeper, '/bookkeeper/clients')
  const client = await openAs(browser, clientUser, '/accounting/dashboard')
  await expect(ourOpenCell(admin)).toBeVisible()
  await expect(
    bookkeeper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Questions/ }),
  ).toBeVisible()
  await expect(client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Questions/ })).toBeVisible()
  await expectShown(
    () => cellCount(ourOpenCell(admin)),
    async () => openHere(await counts(adminUser)),
    'admin list before',
  )
  await expectShown(
    () => badgeCount(navBadge(client)),
    async () => openHere(await counts(clientUser)),
    'client badge before',
  )
  const clientBefore = await badgeCount(navBadge(client))
  const adminBefore = await cellCount(ourOpenCell(admin))

  // a new parked transaction: every open screen refetches its counts on the broadcast, no reload
  const refetched = [countsRefetch(admin), countsRefetch(bookkeeper), countsRefetch(client)]
  const q = await parkPurchase(orgId, keeper, `Live counts ${t}`, `Unlabelled card charge ${t}`)
  await Promise.all(refetched)
  await expectShown(
    () => cellCount(ourOpenCell(admin)),
    async () => openHere(await counts(adminUser)),
    'admin list after the new question',
  )
  await expectShown(
    () => badgeCount(navBadge(client)),
    async () => openHere(await counts(clientUser)),
    'client badge after the new question',
  )
  // the organization is this test's own, so the new question is exactly one more
  expect(await badgeCount(navBadge(client))).toBe(clientBefore + 1)
  expect(await cellCount(ourOpenCell(admin))).toBe(adminBefore + 1)

  // the client answers: it leaves the client's count and joins the bookkeeper's answers to review, live
  const reviewRefetch = countsRefetch(bookkeeper)
  const answered = await callApi(clientUser, 'POST', `/amc/questions/${q.id}/answer`, {
    answers: { expense_for: { value: 'Team lunch' } },
    version: q.version,
  })
  expect(answered.status).toBe(200)
  await reviewRefetch
  await expectShown(
    () => badgeCount(navBadge(bookkeeper)),
    async () => toReview(await counts(keeper)),
    'bookkeeper badge after the answer',
  )
  expect(await badgeCount(navBadge(bookkeeper))).toBe(1)
  await expectShown(
    () => badgeCount(navBadge(client)),
    async () => openHere(await counts(clientUser)),
    'client badge after the answer',
  )
})
