/**
 * Transaction search as a bookkeeper: one table over an assigned client's built-in ledger and another's QuickBooks
 * copies, filters in the URL (a pasted link repeats the search), field errors in place, empty state, the Amount
 * column whole at 1400 px, and nothing from a client assigned to someone else. The spec seeds its own books.
 */
import { expect, test, type Page } from '@playwright/test'
import { createUser, db, newOrg, setRole, signInAs } from './support.ts'

test.use({ viewport: { width: 1400, height: 900 } })
// as amc.spec: a cold stack on a busy machine needs more than the default 30 s for the first page
test.describe.configure({ timeout: 90_000 })

async function seed() {
  const tag = `ts${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const keeper = await createUser({ firstName: 'Sasha', lastName: 'Search' })
  await setRole(keeper.id, 'bookkeeper')
  const ledgerOrg = await newOrg({ legalName: `Ledger Works ${tag}`, bookkeepers: [{ userId: keeper.id }] })
  const qbOrg = await newOrg({ legalName: `QB Bakery ${tag}`, bookkeepers: [{ userId: keeper.id }] })
  const hidden = await newOrg({ legalName: `Hidden Co ${tag}` })
  const sql = db()
  // built-in ledger books (superuser fixtures; the database's triggers index them for search as for any write)
  for (const org of [ledgerOrg, hidden]) {
    const [bank] =
      await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org.id}, 'Operating Checking', 'Bank') returning id`
    const [exp] =
      await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org.id}, 'Software and Hosting', 'Expense') returning id`
    const [vendor] =
      await sql`insert into public.ledger_names (organization_id, kind, display_name) values (${org.id}, 'vendor', ${`Figma ${tag}`}) returning id`
    const rows: [string, number, string][] =
      org === hidden
        ? [['2026-04-15', 5000, 'should stay hidden']]
        : [
            ['2026-03-04', 4250, 'Design seats'],
            ['2026-05-02', 123456789, 'Enterprise licence'],
          ]
    await sql.begin(async (tx) => {
      for (const [date, cents, description] of rows) {
        const [t] =
          await tx`insert into public.ledger_transactions (organization_id, kind, txn_date, name_id, private_note, total_cents, body, source)
          values (${org.id}, 'Purchase', ${date}, ${vendor.id}, 'card', ${cents}, '{}', 'seed') returning id`
        await tx`insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date, description) values
          (${org.id}, ${t.id}, 'H', ${bank.id}, ${-cents}, ${date}, 'card'), (${org.id}, ${t.id}, '1', ${exp.id}, ${cents}, ${date}, ${description})`
      }
    })
  }
  // QuickBooks copies, as the sync stores them
  await sql`insert into public.quickbooks_purchases (organization_id, qb_purchase_id, tx_date, amount_cents, description, account_ref_name, raw_data)
    values (${qbOrg.id}, '501', '2026-04-01', 12050, 'Rye flour', 'Checking', ${sql.json({ Id: '501', EntityRef: { value: '7', name: `Hicks Mill ${tag}` }, PrivateNote: `flour order ${tag}` })})`
  return { tag, keeper, ledgerOrg, qbOrg, hidden }
}

const rows = (page: Page) => page.getByTestId('search-row')

test('a bookkeeper searches both ledgers of their clients and shares the search as a link', async ({
  page,
  context,
}) => {
  const { tag, keeper, ledgerOrg, qbOrg } = await seed()
  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/clients' })
  await page.getByRole('link', { name: 'Transactions' }).click()
  await expect(page).toHaveURL(/\/bookkeeper\/transactions\/search$/)

  await page.getByLabel('Text').fill(tag)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`))
  await expect(rows(page)).toHaveCount(3)
  await expect(page.getByTestId('search-total')).toHaveText('1–3 of 3')
  // newest first, both ledgers, never the unassigned client
  await expect(rows(page).nth(0)).toContainText('Enterprise licence')
  await expect(rows(page).nth(1)).toContainText(`Hicks Mill ${tag}`)
  await expect(rows(page).nth(1)).toContainText('QuickBooks')
  await expect(rows(page).nth(2)).toContainText('Design seats')
  await expect(page.getByTestId('search-results')).not.toContainText('Hidden Co')

  // the Amount column is whole at 1400 px, even for a seven-figure amount
  const amount = rows(page).nth(0).getByTestId('search-amount')
  await expect(amount).toHaveText('$1,234,567.89')
  const fit = await amount.evaluate((el) => ({
    fits: el.scrollWidth <= el.clientWidth,
    right: el.getBoundingClientRect().right,
    width: window.innerWidth,
  }))
  expect(fit.fits).toBe(true)
  expect(fit.right).toBeLessThanOrEqual(fit.width)

  // filters combine; the URL carries them, so a pasted link repeats the search with the form filled in
  await page.getByLabel('Minimum amount').fill('100')
  await page.getByLabel('Maximum amount').fill('200.00')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(qbOrg.legalName)
  const shared = page.url()
  const other = await context.newPage()
  await other.goto(shared)
  await expect(other.getByTestId('search-row')).toHaveCount(1)
  await expect(other.getByLabel('Minimum amount')).toHaveValue('100')
  await other.close()

  // a bad range is refused beside the field, and the search stays as it was
  await page.getByLabel('Minimum amount').fill('500')
  await page.getByLabel('Maximum amount').fill('10')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('The maximum amount must be at least the minimum amount')).toBeVisible()
  expect(page.url()).toBe(shared)

  // nothing found is said plainly
  await page.getByRole('button', { name: 'Clear' }).click()
  // the form has been reset before typing (on a busy machine the reset could land after the typing and empty it)
  await expect(page.getByLabel('Minimum amount')).toHaveValue('')
  await page.getByLabel('Text').fill(`${tag} nothing-like-this`)
  await expect(page.getByLabel('Text')).toHaveValue(`${tag} nothing-like-this`)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('No transactions match')).toBeVisible()

  // a result leads to the client's staff page
  await page.goto(`/bookkeeper/transactions/search?q=${tag}&account=software&organizationId=${ledgerOrg.id}`)
  await expect(rows(page)).toHaveCount(2)
  await rows(page).first().getByRole('link', { name: ledgerOrg.legalName }).click()
  await expect(page).toHaveURL(new RegExp(`/bookkeeper/client/${ledgerOrg.id}$`))
})

test('a link naming a client the bookkeeper does not serve shows nothing of it', async ({ page }) => {
  const { tag, keeper, hidden } = await seed()
  await signInAs(page, keeper.email, {
    password: keeper.password,
    path: `/bookkeeper/transactions/search?q=${tag}&organizationId=${hidden.id}`,
  })
  await expect(page.getByText('That organization is not one of yours, or it does not exist.')).toBeVisible()
  await expect(rows(page)).toHaveCount(0)
})
