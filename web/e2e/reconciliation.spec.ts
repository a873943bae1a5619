/**
 * Statement reconciliation end to end: a bookkeeper uploads last month's statement PDF (written here with the
 * project's PDF writer) for a client's checking account, confirms the figures read from it, accepts the suggested
 * matches in bulk, books the bank fee the ledger lacked (approved), and reconciles the month; meanwhile an admin's
 * bank statement tracker, open in another browser, shows the statement missing, then completed and the month
 * reconciled, without reloading.
 */
import { expect, test } from '@playwright/test'
import { textPdf } from '../../shared/pdf/text-pdf.ts'
import { monthBounds } from '../../shared/rules/reconciliation.ts'
import { expectedStatementMonth } from '../../shared/rules/statement-tracker.ts'
import { bankAccount, bankConnection, bankTransactions, grantFirm } from './bank-fixtures.ts'
import { callApi, db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const DAY = 86_400_000
const iso = (t: number) => new Date(t).toISOString().slice(0, 10)
const plus = (day: string, n: number) => iso(Date.parse(`${day}T00:00:00Z`) + n * DAY)
const daysAgo = (day: string) =>
  Math.round((Date.parse(`${iso(Date.now())}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY)

test('a bookkeeper reconciles last month and the admin’s tracker shows it completed live', async ({ browser }) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Rory', lastName: 'Ledger' })
  const admin = await newStaff('admin')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const month = monthBounds(expectedStatementMonth(iso(Date.now())))
  const d = (n: number) => plus(month.start, n)
  const csv = [
    'date,entry,account,debit,credit,description,account_type',
    `${plus(month.start, -1)},OB,Checking,2000.00,,Opening balance,Bank`,
    `${plus(month.start, -1)},OB,Owner Equity,,2000.00,Opening balance,Equity`,
    `${d(3)},S1,Checking,850.00,,Card sales,Bank`,
    `${d(3)},S1,Sales,,850.00,Card sales,Income`,
    `${d(7)},R1,Rent,1200.00,,Rent,Expense`,
    `${d(7)},R1,Checking,,1200.00,Rent,Bank`,
    `${d(1)},X1,Bank Charges,1.00,,Opening charges,Expense`,
    `${d(1)},X1,Owner Equity,,1.00,Opening charges,Equity`,
  ].join('\n')
  expect((await callApi(keeper, 'POST', `/orgs/${org.id}/ledger/import`, { format: 'csv', text: csv })).status).toBe(
    200,
  )
  const conn = await bankConnection(org.id)
  const feed = await bankAccount(org.id, conn, { name: 'Platypus Checking', mask: '5521' })
  await bankTransactions(org.id, conn.connectionId, feed, [
    { daysAgo: daysAgo(d(3)), cents: 85_000, description: 'CARD SALES' },
    { daysAgo: daysAgo(d(8)), cents: -120_000, description: 'RENT' },
    { daysAgo: daysAgo(d(20)), cents: -1_200, description: 'MONTHLY SERVICE FEE' },
  ])
  // 2,000.00 + 850.00 - 1,200.00 - 12.00 = 1,638.00, the bank's balance since
  await db()`insert into public.bank_balances (bank_account_id, organization_id, current_micros, available_micros, balance_date)
    values (${feed}, ${org.id}, ${163_800 * 10_000}, ${163_800 * 10_000}, now() - interval '1 day')`
  await grantFirm(org.id, [feed])
  const ledger = await callApi<{ ledgerAccounts: { id: string; name: string }[] }>(
    keeper,
    'GET',
    `/organizations/${org.id}/reconciliation`,
  )
  const checking = ledger.json.ledgerAccounts.find((a) => a.name === 'Checking')!
  const mapped = await callApi<{ id: string }>(keeper, 'POST', `/organizations/${org.id}/reconciliation/accounts`, {
    accountChartId: checking.id,
    plaidBankAccountId: feed,
  })
  expect(mapped.status).toBe(201)
  expect(
    (
      await callApi(keeper, 'POST', `/organizations/${org.id}/statement-tracker`, {
        accountName: 'Platypus Checking ****5521',
        responsibility: 'client',
        availability: 1,
        statementAccountId: mapped.json.id,
      })
    ).status,
  ).toBe(201)

  // the admin watches the tracker across clients
  const watcher = await (await browser.newContext()).newPage()
  await signInAs(watcher, admin.email, { password: admin.password, path: '/admin/banking-statement-tracker' })
  const row = watcher.getByTestId('tracker-row').filter({ hasText: org.legalName })
  await expect(row).toHaveAttribute('data-state', 'missing')
  await expect(row).toContainText('Missing')

  const page = await (await browser.newContext()).newPage()
  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}` })
  await page.getByRole('navigation', { name: 'Client workspace' }).getByRole('link', { name: 'Statements' }).click()
  await expect(page).toHaveURL(`/bookkeeper/client/${org.id}/statements`)
  await expect(page.getByTestId('statement-accounts')).toContainText('Checking')
  // the client's own tracker card is the statement-tracker service: shown only while its flag is on for the client
  await expect(page.getByTestId('client-tracker')).toHaveCount(0)
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${org.id}, 'statement-tracker', true)`
  await page.reload()
  await expect(page.getByTestId('client-tracker')).toContainText('Platypus Checking ****5521')

  // a statement of another account is refused with the reason
  const statement = (mask: string) =>
    Buffer.from(
      textPdf({
        title: 'First Platypus Bank statement',
        lines: [
          `Business Checking ****${mask}`,
          `Statement period: ${month.start} to ${month.end}`,
          'Beginning balance: $2,000.00',
          'Ending balance: $1,638.00',
        ],
      }),
    )
  await page.getByLabel('Statement for').selectOption({ label: 'Checking' })
  const upload = page.getByLabel('Upload a statement (PDF or CSV)')
  await upload.setInputFiles({ name: 'wrong.pdf', mimeType: 'application/pdf', buffer: statement('9999') })
  await expect(page.getByText('This statement is for the account ending 9999, not Checking')).toBeVisible()

  await upload.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: statement('5521') })
  const dialog = page.getByRole('dialog', { name: "Confirm the statement's figures" })
  await expect(dialog.getByLabel('Beginning balance')).toHaveValue('2000.00')
  await expect(dialog.getByLabel('Ending balance')).toHaveValue('1638.00')
  await expect(dialog.getByLabel('Period ends')).toHaveValue(month.end)
  await dialog.getByRole('button', { name: 'Confirm figures' }).click()

  // confirming completes the month on the admin's tracker, live
  await expect(row).toHaveAttribute('data-state', 'completed')
  await expect(row).toContainText('Not yet')

  const panel = page.getByTestId('reconciliation-panel')
  await expect(panel.getByTestId('feed-end-delta')).toHaveText('Agrees')
  await expect(panel.getByTestId('ledger-end-delta')).toHaveText('$12.00')
  await expect(panel.getByTestId('match-row')).toHaveCount(2)
  await panel.getByRole('button', { name: 'Accept 2 suggested matches' }).click()
  await expect(panel.getByTestId('match-row').and(page.locator('[data-status="accepted"]'))).toHaveCount(2)
  await expect(panel.getByTestId('unmatched-feed')).toContainText('MONTHLY SERVICE FEE')

  // reconciling with a difference is refused; the fee is booked only once approved
  await panel.getByRole('button', { name: 'Reconcile period' }).click()
  await expect(
    panel.getByText('The balances differ: book an adjusting entry or explain the difference').first(),
  ).toBeVisible()
  const form = panel.getByTestId('adjustment-form')
  await form.getByLabel('Amount (negative takes money out of the account)').fill('-12')
  await form.getByLabel('Account it belongs to').selectOption({ label: 'Bank Charges' })
  await form.getByLabel('What it is for').fill('Monthly service fee')
  await form.getByRole('button', { name: 'Book entry' }).click()
  await expect(form.getByText('Approve the entry before it is booked')).toBeVisible()
  await form.getByLabel('I approve booking this entry in the ledger').check()
  await form.getByRole('button', { name: 'Book entry' }).click()
  await expect(panel.getByTestId('ledger-end-delta')).toHaveText('Agrees')

  await panel.getByRole('button', { name: 'Reconcile period' }).click()
  await expect(panel.getByText(/^Reconciled /)).toBeVisible()
  await expect(page.getByTestId('reconciled-months')).toContainText('reconciled')
  await expect(row).toContainText('Yes')
})
