/**
 * Client onboarding in the browser: an invited client signs up and goes through the fourteen steps (documents
 * uploaded, the call booked on the Calendly sandbox's page, QuickBooks and a bank connected through the sandboxes), closes the
 * browser halfway and resumes in another one where they stopped with what they had typed, while their bookkeeper
 * watches the progress move on the client page without reloading.
 */
import { expect, type Page, test } from '@playwright/test'
import { callApi, db, env, newClient, newOrg, newStaff, signInAs, uniqueEmail } from './support.ts'

test.describe.configure({ timeout: 180_000 })

const PDF = { mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }

async function cont(page: Page, name = 'Continue') {
  await page
    .getByRole('region', { name: /^Step: / })
    .getByRole('button', { name, exact: true })
    .click()
}

test('an invited client onboards from sign-up to connected books; resumes elsewhere; the bookkeeper watches live', async ({
  browser,
}) => {
  const bookkeeper = await newStaff('bookkeeper', { firstName: 'Bea', lastName: 'Keeper' })
  const admin = await newStaff('admin')
  const org = await newOrg({
    legalName: `Lovelace Analytics ${Date.now()} LLC`,
    bookkeepers: [{ userId: bookkeeper.id, isPrimary: true }],
  })
  const email = uniqueEmail('onboard')
  const invited = await callApi(admin, 'POST', '/invitations', {
    organizationId: org.id,
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    orgRole: 'admin',
  })
  expect(invited.status).toBe(201)
  const outbox = await callApi<{ messages: { text: string; html: string | null }[] }>(
    admin,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(email)}`,
  )
  const link = /\/invited\/user\/sign-up\?token=[A-Za-z0-9_-]{43}/.exec(
    outbox.json.messages[0].html ?? outbox.json.messages[0].text,
  )?.[0]
  expect(link).toBeTruthy()

  // the bookkeeper opens the client page and keeps it open
  const staffContext = await browser.newContext({ baseURL: env.webUrl })
  const staff = await staffContext.newPage()
  await signInAs(staff, bookkeeper.email, { password: bookkeeper.password, path: `/bookkeeper/client/${org.id}` })
  const panel = staff.getByTestId('onboarding-panel')
  await expect(panel.getByTestId('onboarding-summary')).toContainText('not started')
  // the bookkeeper gives the client the scheduling page of the onboarding call
  const callLink = staff.getByRole('form', { name: 'Onboarding call link' })
  await callLink.getByLabel(/Calendly event/).fill('onboarding/intro-call')
  await callLink.getByRole('button', { name: 'Save link' }).click()
  await expect(staff.getByText('Scheduling link saved')).toBeVisible()
  const [cfg] =
    await db()`select config ->> 'onboardingCalendlySlug' as slug from public.organizations where id = ${org.id}`
  expect(cfg.slug).toBe('onboarding/intro-call')

  // the invitee signs up
  let context = await browser.newContext({ baseURL: env.webUrl })
  let page = await context.newPage()
  await page.goto(link!)
  const signUp = page.getByRole('form', { name: 'Create your account' })
  await signUp.getByLabel(/^Password\*?$/).fill('onboard-password-1')
  await signUp.getByLabel('Confirm password').fill('onboard-password-1')
  await signUp.getByRole('button', { name: 'Create account and sign in' }).click()
  await expect(page).toHaveURL(/\/accounting\/dashboard$/)

  await page.goto('/onboarding/form')
  await expect(page).toHaveURL(/\/onboarding\/form\/name$/)
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ada')
  await cont(page)

  await expect(page).toHaveURL(/\/services$/)
  await cont(page)
  await expect(page.getByText('Choose at least one service')).toBeVisible()
  await page.getByRole('checkbox', { name: /Bookkeeping/ }).check()
  await page.getByRole('checkbox', { name: /^Taxes/ }).check()
  await cont(page)
  // the bookkeeper sees the client move on, without a reload
  await expect(panel.getByTestId('onboarding-step-services')).toHaveAttribute('data-complete', 'true')
  await expect(panel.getByTestId('onboarding-summary')).toContainText('on Organization type')

  await page.getByLabel(/^Organization type/).selectOption('llc')
  await cont(page)

  await expect(page).toHaveURL(/\/business-information$/)
  const fill = async (label: RegExp, value: string) => page.getByLabel(label).fill(value)
  await fill(/^Legal business name/, 'Lovelace Analytics LLC')
  await fill(/^EIN/, '12-345')
  await fill(/^Date of incorporation/, '2021-03-04')
  await page.getByLabel(/^Business taxation/).selectOption('partnership')
  await fill(/^Street address/, '1 Main St')
  await fill(/^City/, 'Boston')
  await page.getByLabel(/^State/).selectOption('MA')
  await fill(/^ZIP code/, '02110')
  await fill(/^Country/, 'US')
  await fill(/^Phone number/, '(617) 555-0100')
  await cont(page)
  await expect(page.getByText('EIN: Enter the EIN as nine digits, like 12-3456789')).toBeVisible()
  await fill(/^EIN/, '12-3456789')
  await cont(page)

  // halfway: the client types their business activities and closes the browser before continuing
  await expect(page).toHaveURL(/\/business-profile$/)
  await fill(/^Business activities/, 'Analytics consulting for hospitals')
  await fill(/^Banks/, 'Chase')
  await expect(page.getByTestId('draft-status')).toHaveText('All changes saved')
  await context.close()
  await expect(panel.getByTestId('onboarding-summary')).toContainText('on Business profile')

  // another browser: they land where they stopped, with what they typed
  context = await browser.newContext({ baseURL: env.webUrl })
  page = await context.newPage()
  await signInAs(page, email, { password: 'onboard-password-1', path: '/onboarding/form' })
  await expect(page).toHaveURL(/\/onboarding\/form\/business-profile$/)
  await expect(page.getByLabel(/^Business activities/)).toHaveValue('Analytics consulting for hospitals')
  await expect(page.getByLabel(/^Banks/)).toHaveValue('Chase')
  await fill(/^Credit cards/, 'Amex')
  await cont(page)

  await expect(page).toHaveURL(/\/tax-information$/)
  for (const label of [
    /hold a majority of another business/,
    /own foreign entities/,
    /acquire another business/,
    /cryptocurrency on the balance sheet/,
    /government grants/,
  ])
    await page.getByLabel(label).selectOption('no')
  await page.getByLabel(/fiscal year end on December 31/).selectOption('yes')
  await fill(/^Tax year/, '2025')
  await cont(page)

  await page.getByRole('checkbox', { name: /I accept the payment authorization/ }).check()
  await cont(page, 'Accept and continue')

  await expect(page).toHaveURL(/\/officers-control$/)
  await page
    .getByTestId('officer-row')
    .getByLabel(/^Officer name/)
    .fill('Ada Lovelace')
  await page
    .getByTestId('officer-row')
    .getByLabel(/^Title/)
    .fill('CEO')
  await page.getByRole('button', { name: 'Add an owner' }).click()
  const owner = page.getByTestId('owner-row')
  await owner.getByLabel(/^Owner name/).fill('Ada Lovelace')
  await owner.getByLabel(/^SSN/).fill('123456789')
  await expect(owner.getByLabel(/^SSN/)).toHaveValue('123-45-6789')
  await owner.getByLabel(/^Ownership %/).fill('100')
  await cont(page)
  await expect(page).toHaveURL(/\/document-upload$/)
  const [stored] = await db()`select additional_data::text as raw from public.organizations where id = ${org.id}`
  expect(stored.raw).not.toContain('123456789')
  expect(stored.raw).toContain('"ssn_last4": "6789"')

  for (const key of ['articles_of_incorporation_file_id', 'proof_of_ein_file_id', 'bylaws_file_id']) {
    await page.getByTestId(`upload-${key}`).setInputFiles({ name: `${key}.pdf`, ...PDF })
    await expect(page.getByText(`Uploaded: ${key}.pdf`)).toBeVisible()
  }
  await cont(page)

  await page.getByRole('checkbox', { name: 'My answers are complete and correct' }).check()
  await cont(page, 'Confirm')

  // the call, on the scheduling provider's page (the Calendly sandbox), which sends the browser back with the booking
  await expect(page).toHaveURL(/\/book-call$/)
  await page.getByRole('link', { name: 'Choose a time' }).click()
  await expect(page.getByRole('heading', { name: 'Intro call' })).toBeVisible()
  await page.getByRole('button', { name: 'Schedule Event' }).click()
  await expect(page.getByTestId('call-booked')).toContainText('Your call is booked for')
  await cont(page)

  // QuickBooks through the sandbox's consent page; the callback brings the client back to this step
  await expect(page).toHaveURL(/\/quickbooks$/)
  await page.getByRole('button', { name: 'Connect QuickBooks' }).click()
  await expect(page).toHaveURL(/\/onboarding\/form\/quickbooks\?quickbooks=connected/)
  await page.getByLabel(/^Books up to date through/).fill('2026-10-31')
  await cont(page)

  // a bank through Plaid's Hosted Link (the sandbox's), back on this step
  await expect(page).toHaveURL(/\/financial-tools$/)
  await page.getByTestId('integration-Bank accounts (Plaid)').getByRole('button', { name: 'Connect a bank' }).click()
  await expect(page.getByRole('heading', { name: 'Connect your bank' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/onboarding\/form\/financial-tools\?plaid=connected/)
  await cont(page)

  await page.getByRole('checkbox', { name: /I have granted the access/ }).check()
  await cont(page, 'Finish')
  await expect(page.getByTestId('onboarding-done')).toBeVisible()

  await expect(panel.getByTestId('onboarding-summary')).toContainText('14 of 14 complete · finished')
  await expect(panel.getByTestId('onboarding-step-quickbooks')).toHaveAttribute('data-complete', 'true')
  await expect(panel.getByTestId('onboarding-step-financial-tools')).toHaveAttribute('data-complete', 'true')
  const tasks =
    await db()`select d.slug, t.status::text from public.organization_tasks t join public.task_definitions d on d.id = t.task_id
    where t.organization_id = ${org.id} and d.slug in ('articles-of-incorporation', 'entity-bylaws', 'ss-4')`
  expect(tasks.map((t) => t.status)).toEqual(['waiting_confirmation', 'waiting_confirmation', 'waiting_confirmation'])
  await context.close()
  await staffContext.close()
})

test('two windows typing the same field: the later one is asked, nothing is silently lost', async ({ browser }) => {
  const { user, org } = await newClient({ firstName: 'Nora' })
  const open = async () => {
    const context = await browser.newContext({ baseURL: env.webUrl })
    const page = await context.newPage()
    await signInAs(page, user.email, { password: user.password, path: '/onboarding/form' })
    await expect(page).toHaveURL(/\/onboarding\/form\/name$/)
    await expect(page.getByLabel(/^First name/)).toHaveValue('Nora')
    return { context, page }
  }
  const a = await open()
  const b = await open()
  // B types while its network is down; A saves the same field meanwhile; B's save is retried when it is back
  await b.context.setOffline(true)
  await b.page.getByLabel(/^First name/).fill('Bea')
  await expect(b.page.getByTestId('draft-status')).toHaveText('Could not save: retrying')
  await a.page.getByLabel(/^First name/).fill('Ann')
  await expect(a.page.getByTestId('draft-status')).toHaveText('All changes saved')
  await b.context.setOffline(false)
  const conflict = b.page
    .getByRole('status')
    .filter({ hasText: 'Another window saved “Ann” for First name while you typed “Bea”' })
  await expect(conflict).toBeVisible()
  await conflict.getByRole('button', { name: 'Keep mine' }).click()
  await expect(conflict).toHaveCount(0)
  // the other window, which has not touched the field since, follows
  await expect(a.page.getByLabel(/^First name/)).toHaveValue('Bea')
  const [row] =
    await db()`select onboarding_draft -> 'flow' ->> 'firstName' as v from public.organizations where id = ${org.id}`
  expect(row.v).toBe('Bea')
  await a.context.close()
  await b.context.close()
})

test('the general form is submitted for review; the bookkeeper approves it on the client page', async ({ browser }) => {
  const bookkeeper = await newStaff('bookkeeper')
  const { user, org } = await newClient()
  await db()`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${org.id}, ${bookkeeper.id}, true)`
  const context = await browser.newContext({ baseURL: env.webUrl })
  const page = await context.newPage()
  await signInAs(page, user.email, { password: user.password, path: '/onboarding/form/general' })
  await page.getByLabel(/^Legal business name/).fill('Fern Farms LLC')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/onboarding\/form\/general\/contact-information$/)
  await expect(page.getByTestId('draft-status')).toHaveText('All changes saved')
  await page.goto('/onboarding/form/general/special-cases')
  await page.getByLabel(/Cryptocurrency on the balance sheet/).selectOption('false')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  // required answers missing: the form goes to the first one and names it
  await expect(page).toHaveURL(/\/general\/business-information$/)
  await expect(page.getByText('Entity type is required')).toBeVisible()
  await page.getByLabel(/^Entity type/).fill('LLC')
  await expect(page.getByTestId('draft-status')).toHaveText('All changes saved')
  await page.goto('/onboarding/form/general/contact-information')
  await page.getByLabel(/^Main contact/).fill('Morgan Client')
  await page.getByLabel(/^Contact email/).fill('morgan@fern.example')
  await expect(page.getByTestId('draft-status')).toHaveText('All changes saved')
  await page.goto('/onboarding/form/general/business-operations')
  await page.getByLabel(/What does the business do/).fill('Organic produce')
  await page.getByLabel(/Employees on payroll/).fill('7')
  await expect(page.getByTestId('draft-status')).toHaveText('All changes saved')
  await page.goto('/onboarding/form/general/ownership')
  await page.getByLabel(/Owners and their percentages/).fill('Morgan 100%')
  await expect(page.getByTestId('draft-status')).toHaveText('All changes saved')
  await page.goto('/onboarding/form/general/special-cases')
  await expect(page.getByLabel(/Cryptocurrency on the balance sheet/)).toHaveValue('false')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByTestId('form-submission')).toContainText('In review')
  const [s] =
    await db()`select amendments, status from public.onboarding_form_submissions where organization_id = ${org.id}`
  expect(s.status).toBe('InReview')
  expect(s.amendments).toMatchObject({
    'business-information.legal_name': 'Fern Farms LLC',
    'business-operations.employees': 7,
    'special-cases.crypto': false,
  })

  const staffContext = await browser.newContext({ baseURL: env.webUrl })
  const staff = await staffContext.newPage()
  await signInAs(staff, bookkeeper.email, { password: bookkeeper.password, path: '/bookkeeper/onboarding-forms' })
  const queued = staff.getByTestId('queue-submission').filter({ hasText: org.legalName })
  await expect(queued).toContainText('In review')
  await queued.getByRole('link', { name: org.legalName }).click()
  await expect(staff).toHaveURL(new RegExp(`/bookkeeper/client/${org.id}$`))
  const row = staff.getByTestId('staff-submission')
  await expect(row).toContainText('General information form from Morgan Client')
  await row.getByRole('button', { name: 'Approve' }).click()
  await expect(row).toContainText('Approved')
  // the client's page follows without a reload
  await expect(page.getByTestId('form-submission')).toContainText('Approved')
  await context.close()
  await staffContext.close()
})
