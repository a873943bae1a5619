/**
 * Business banking end to end in the browser, against the sandbox banking core: a client admin onboards (the form,
 * the beneficial owner's own page from the emailed link, the bank's approval), funds the Operating account, sends a
 * payment over their limit, an approver in a second browser approves it, and the admin's activity shows the payment
 * without a reload. A member without the banking product is refused the cash area and sees no entry to it; opening
 * an account names each wrong field beside it in the spec's words.
 */
import { expect, test, type Page } from '@playwright/test'
import { BANKING_ACCOUNT_TYPES } from '../../shared/rules/banking.ts'
import { callApi, navLabels, openFromNav, signInAs, uniqueEmail } from './support.ts'
import { OWNER_DETAILS, bankingClient, member, openBankingThroughApi, ownerLinkPath } from './cash-fixtures.ts'

test.describe.configure({ timeout: 180_000 })

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function fillApplication(page: Page, ownerEmail: string) {
  await page.getByLabel('Company legal name').fill('Juniper Tea Co')
  await page.getByLabel('EIN').fill('12-3456789')
  await page.getByLabel('Business type').selectOption('llc')
  await page.getByLabel('Date of incorporation').fill('2020-04-01')
  await page.getByLabel('State of incorporation').fill('Delaware')
  await page.getByLabel('Phone number').fill('512-555-0100')
  // a wrong value is named beside its field and kept while the rest is saved
  await expect(page.getByLabel('State of incorporation')).toHaveAccessibleDescription('Must be 2-letter code')
  await page.getByLabel('State of incorporation').fill('DE')
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved')
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByLabel('Street address').fill('1 Main St')
  await page.getByLabel('City').fill('Austin')
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX')
  await page.getByLabel('Postal code').fill('787')
  await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription(
    'Postal code must be in the format 12345 or 12345-6789',
  )
  await page.getByLabel('Postal code').fill('78701')
  await page.getByLabel('Country').selectOption('US')
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved')
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByLabel('Industry').selectOption('retail')
  await page.getByLabel('Monthly cash flow').selectOption('10k_50k')
  await page.getByLabel('What the business does').fill('Sells tea online')
  // a restricted industry is refused in words at once
  await page.getByLabel('Cannabis').check()
  await expect(page.getByTestId('restricted-refusal')).toHaveText(
    'We cannot open business banking for a business in a restricted industry (Cannabis).',
  )
  await page.getByLabel('None of these').check()
  await expect(page.getByTestId('restricted-refusal')).toHaveCount(0)
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved')
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByLabel('Your first name').fill('Morgan')
  await page.getByLabel('Your last name').fill('Client')
  await page.getByLabel('Your email').fill('morgan@example.test')
  await page.getByLabel('Your title').fill('CEO')
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved')
  await page.getByRole('button', { name: 'Continue' }).click()

  const owner = page.getByRole('form', { name: 'Add an owner' })
  await owner.getByLabel('First name').fill('Riley')
  await owner.getByLabel('Last name').fill('Owner')
  await owner.getByLabel('Email').fill(ownerEmail)
  await owner.getByLabel('Ownership (%)').fill('100')
  await owner.getByLabel('Controls the business').check()
  await owner.getByRole('button', { name: 'Add owner' }).click()
  await expect(page.getByTestId('beneficial-owner')).toContainText('Riley Owner')
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByLabel('I accept the banking agreements').check()
  await expect(page.getByLabel('I accept the banking agreements')).toBeChecked()
  await expect(page.getByText('Everything the bank needs is filled in.')).toBeVisible()
}

test('a client onboards, funds an account, and a payment over their limit is approved in another browser while the activity updates live', async ({
  browser,
}) => {
  const { user: admin, org } = await bankingClient({ legalName: 'Juniper Tea Co' })
  const approver = await member(org.id, { banking: true, firstName: 'Avery' })
  const ownerEmail = uniqueEmail('owner')

  const adminContext = await browser.newContext()
  const page = await adminContext.newPage()
  await signInAs(page, admin.email, { password: admin.password, path: '/accounting/dashboard' })
  await openFromNav(page, 'Cash')
  await expect(page).toHaveURL(/\/cash\/get-started$/)
  await page.getByRole('link', { name: 'Start your application' }).click()

  await fillApplication(page, ownerEmail)
  // a reload keeps everything: the draft is saved
  await page.reload()
  await expect(page.getByText('Everything the bank needs is filled in.')).toBeVisible()
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'owners_pending')
  await expect(page.getByTestId('beneficial-owner')).toContainText('Invited')

  // the owner completes their part from the emailed link, without an account
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await ownerPage.goto(await ownerLinkPath(ownerEmail))
  await expect(ownerPage.getByRole('heading', { name: 'Riley, complete your part' })).toBeVisible()
  await ownerPage.getByLabel('Social Security number').fill('12345')
  await ownerPage.getByRole('button', { name: 'Send my details' }).click()
  await expect(ownerPage.getByLabel('Social Security number')).toHaveAccessibleDescription(
    'Enter the SSN as nine digits, like 123-45-6789',
  )
  await ownerPage.getByLabel('Date of birth').fill(OWNER_DETAILS.dateOfBirth)
  await ownerPage.getByLabel('Social Security number').fill(OWNER_DETAILS.ssn)
  await ownerPage.getByLabel('Home address').fill(OWNER_DETAILS.homeAddress.line1)
  await ownerPage.getByLabel('City').fill(OWNER_DETAILS.homeAddress.city)
  await ownerPage.getByRole('combobox', { name: 'State', exact: true }).selectOption(OWNER_DETAILS.homeAddress.state)
  await ownerPage.getByLabel('Postal code').fill(OWNER_DETAILS.homeAddress.postalCode)
  await ownerPage.getByRole('button', { name: 'Send my details' }).click()
  await expect(ownerPage.getByTestId('owner-completed')).toContainText('ending 6789')
  // the same link again: used
  await ownerPage.reload()
  await expect(ownerPage.getByRole('heading', { name: 'This link was already used' })).toBeVisible()
  await ownerContext.close()

  // the bank verifies the business; the admin's page follows by itself
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'approved', { timeout: 30_000 })
  await page.getByRole('link', { name: 'Go to the cash dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Cash', level: 1 })).toBeVisible()

  // fund the Operating account in the sandbox
  await page.getByRole('navigation', { name: 'Cash' }).getByRole('link', { name: 'Accounts' }).click()
  await page.getByRole('link', { name: 'Operating' }).click()
  await page.getByRole('button', { name: 'Add funds' }).click()
  await page.getByLabel('Amount (USD)').fill('5,000')
  await page.getByRole('form', { name: 'Add funds' }).getByRole('button', { name: 'Add funds' }).click()
  await expect(page.getByTestId('account-balance')).toContainText('$5,000.00', { timeout: 30_000 })

  // the admin may send $100 at most without approval; Avery approves
  const base = `/organizations/${org.id}/banking`
  expect(
    (
      await callApi(admin, 'PUT', `${base}/limits/${admin.id}`, {
        perPaymentLimitMicros: '100000000',
        dailyLimitMicros: null,
      })
    ).status,
  ).toBe(200)
  expect(
    (
      await callApi(admin, 'POST', `${base}/approval-layers`, {
        name: 'Finance',
        minApprovals: 1,
        enabled: true,
        memberIds: [approver.id],
      })
    ).status,
  ).toBe(201)

  await page.getByRole('navigation', { name: 'Cash' }).getByRole('link', { name: 'Payments' }).click()
  await page.getByRole('button', { name: 'Add payee' }).click()
  const payee = page.getByRole('form', { name: 'Add a payee' })
  await payee.getByLabel('Name').fill('Leaf Supply')
  await payee.getByLabel('Routing number').fill('021000021')
  await payee.getByLabel('Account number').fill('123456789')
  await payee.getByRole('button', { name: 'Add payee' }).click()
  await expect(page.getByTestId('payee')).toContainText('Leaf Supply')

  await page.getByRole('button', { name: 'Send money' }).click()
  const send = page.getByRole('form', { name: 'Send money' })
  await send.getByLabel('Payee').selectOption({ label: 'Leaf Supply (•••• 6789)' })
  await send.getByLabel('Amount (USD)').fill('250.00')
  await send.getByLabel('Description').fill('Tea leaves')
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(page.getByTestId('payment-review')).toContainText('$250.00')
  // a double click sends one payment (one Idempotency-Key per submission)
  await page.getByRole('button', { name: 'Confirm and send' }).dblclick()
  await expect(page.getByTestId('payment')).toHaveCount(1)
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'awaiting_approval')
  await expect(page.getByTestId('payment')).toContainText("Over the requester's limit per payment")

  // the admin watches the activity while Avery approves in another browser
  await page.getByRole('navigation', { name: 'Cash' }).getByRole('link', { name: 'Activity' }).click()
  await expect(page.getByTestId('banking-entry').filter({ hasText: 'ACH deposit' })).toHaveCount(1)
  await expect(page.getByTestId('banking-entry').filter({ hasText: '-$250.00' })).toHaveCount(0)

  const approverContext = await browser.newContext()
  const approverPage = await approverContext.newPage()
  await signInAs(approverPage, approver.email, { password: approver.password, path: '/cash/payments' })
  const waiting = approverPage.getByTestId('payment').filter({ hasText: 'Leaf Supply' })
  await expect(waiting).toHaveAttribute('data-status', 'awaiting_approval')
  await waiting.getByRole('button', { name: 'Approve' }).click()
  await expect(waiting).not.toHaveAttribute('data-status', 'awaiting_approval')
  await approverContext.close()

  const sent = page.getByTestId('banking-entry').filter({ hasText: '-$250.00' })
  await expect(sent).toContainText('ACH payment sent', { timeout: 30_000 })
  await expect(sent).toContainText('Tea leaves')
  await adminContext.close()
})

test('a member without the banking product is refused the cash area and sees no entry to it', async ({ page }) => {
  const { org } = await bankingClient()
  const plain = await member(org.id, { banking: false })

  await signInAs(page, plain.email, { password: plain.password, path: '/accounting/dashboard' })
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  // neither in the row nor folded under "More"
  expect(await navLabels(page, 'Dashboard')).not.toContain('Cash')
  for (const path of ['/cash', '/cash/dashboard', '/cash/payments']) {
    await page.goto(path)
    await expect(page.getByTestId('cash-refused')).toContainText('Business banking is not part of your access')
  }
  // the API refuses as well
  const accounts = await callApi<{ error: { code: string } }>(plain, 'GET', `/organizations/${org.id}/banking/accounts`)
  expect(accounts.status).toBe(403)
})

test('a beneficial-owner link that does not work says so, without signing in', async ({ page }) => {
  await page.goto('/beneficial-owner/not-a-link-anyone-was-sent')
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await expect(page.getByTestId('owner-link-problem')).toContainText('ask the business to send you a new link')
})

test('opening an account names each wrong field beside it in the words of the spec', async ({ page }) => {
  const { user: admin, org } = await bankingClient()
  await openBankingThroughApi(admin, org.id)

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/accounts' })
  await expect(page.getByTestId('account-row')).toContainText('Operating')
  await page.getByRole('button', { name: 'Open an account' }).click()
  const form = page.getByRole('form', { name: 'Open an account' })
  await form.getByRole('button', { name: 'Open account' }).click()
  await expect(form.getByLabel('Account name')).toHaveAccessibleDescription('Account name is required')
  await expect(form.getByLabel('Account type')).toHaveAccessibleDescription(
    `Account type must be one of ${BANKING_ACCOUNT_TYPES.join(', ')}`,
  )
  await form.getByLabel('Account name').fill('Payroll 2')
  await form.getByLabel('Account type').selectOption('Checking')
  await form.getByRole('button', { name: 'Open account' }).click()
  await expect(form.getByLabel('Account name')).toHaveAccessibleDescription(
    'Account name can only contain letters and spaces',
  )
  await form.getByLabel('Account name').fill('Payroll')
  await form.getByRole('button', { name: 'Open account' }).click()
  await expect(page.getByTestId('account-row').filter({ hasText: 'Payroll' })).toContainText('Checking')
})
