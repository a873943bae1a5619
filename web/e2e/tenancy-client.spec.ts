/**
 * The client side of tenancy: organization info with field errors in place, onboarding tasks with a file upload to
 * Storage, integrations status, and the notifications menu with mark-as-read.
 */
import { expect, test } from '@playwright/test'
import { db, newClient, signInAs } from './support.ts'

test('an org admin edits organization info; too-long and malformed fields are refused beside the field, in words', async ({
  page,
}) => {
  const { user, org } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/info-and-services' })
  const form = page.getByRole('form', { name: 'Organization info' })
  await form.getByLabel('Zip code').fill('9'.repeat(31))
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByText('Keep this to 30 characters or fewer')).toBeVisible()
  await expect(form.getByText(/zip_code/)).toHaveCount(0)
  // Shapes that used to save without complaint (issue 10 item 14).
  await form.getByLabel('Zip code').fill('94107')
  await form.getByLabel('EIN').fill('12-34')
  await form.getByLabel('Website').fill('not a url')
  await form.getByLabel('Phone number').fill('call me maybe')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByText('Enter the EIN as nine digits, like 12-3456789')).toBeVisible()
  await expect(form.getByText('Enter a website address, like example.com or https://example.com')).toBeVisible()
  await expect(form.getByText(/Enter a phone number of 7 to 15 digits/)).toBeVisible()
  await form.getByLabel('Website').fill('https://acme.example.com')
  await form.getByLabel('Phone number').fill('(555) 123-4567')
  await form.getByLabel('Zip code').fill('94107')
  await form.getByLabel('EIN').fill('123456789')
  await form.getByLabel('City').fill('San Francisco')
  await form.getByRole('checkbox', { name: 'Taxes' }).check()
  // Counts are the spec's optional numbers: a fraction is refused in place, an empty one is "not given".
  await form.getByLabel('Bank accounts').fill('2.5')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByText('Enter a whole number from 0 to 1000, like 3')).toBeVisible()
  await form.getByLabel('Bank accounts').fill('3')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Organization info saved')).toBeVisible()
  const [row] =
    await db()`select additional_data, accounting_services::text[] as services from public.organizations where id = ${org.id}`
  expect(row.additional_data).toMatchObject({
    zip_code: '94107',
    ein: '12-3456789',
    city: 'San Francisco',
    number_of_bank_accounts: '3',
  })
  expect(row.additional_data).not.toHaveProperty('number_of_credit_cards')
  expect(row.services).toContain('taxes')
  await page.reload()
  await expect(page.getByLabel('EIN')).toHaveValue('12-3456789')
  await expect(page.getByLabel('Bank accounts')).toHaveValue('3')
  await page.getByLabel('Bank accounts').fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect
    .poll(
      async () =>
        (await db()`select additional_data from public.organizations where id = ${org.id}`)[0].additional_data,
    )
    .not.toHaveProperty('number_of_bank_accounts')
})

test('a client uploads a file to a task and sends it for confirmation', async ({ page }) => {
  const { user, org } = await newClient()
  await db()`insert into public.organization_tasks (organization_id, task_id)
    select ${org.id}, id from public.task_definitions where slug in ('articles-of-incorporation', 'ledger-access')`
  await signInAs(page, user.email, { password: user.password, path: '/accounting/tasks' })
  const task = page.getByTestId('task-articles-of-incorporation')
  await expect(task.getByTestId('task-status')).toHaveText('To do')
  await expect(task.getByRole('button', { name: 'Mark as done' })).toBeDisabled()
  await task
    .getByTestId('task-file-input')
    .setInputFiles({ name: 'articles.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 articles') })
  await expect(task.getByRole('link', { name: /articles\.pdf/ })).toBeVisible()
  await task.getByRole('button', { name: 'Mark as done' }).click()
  await expect(task.getByTestId('task-status')).toHaveText('Waiting for confirmation')
  const [file] =
    await db()`select path, org_task_id is not null as linked from public.files where organization_id = ${org.id}`
  expect(file.path.startsWith(`${org.id}/`)).toBe(true)
  expect(file.linked).toBe(true)
})

test('integrations list QuickBooks status and what the other connections need', async ({ page }) => {
  const { user } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/integrations' })
  await expect(page.getByTestId('integration-QuickBooks Online')).toContainText('Not connected')
  await expect(
    page.getByTestId('integration-QuickBooks Online').getByRole('button', { name: 'Connect QuickBooks' }),
  ).toBeVisible()
  await expect(page.getByTestId('integration-Stripe')).toContainText('To connect:')
})

test('the notifications menu shows the unread count and marks notifications read', async ({ page }) => {
  const { user, org } = await newClient()
  await db()`insert into public.notifications (type, user_id, organization_id, metadata) values
    ('amc', ${user.id}, ${org.id}, '{"message": "3 questions need your answer"}'), ('books', ${user.id}, ${org.id}, '{}')`
  await signInAs(page, user.email, { password: user.password, path: '/accounting/dashboard' })
  await expect(page.getByTestId('notifications-unread')).toHaveText('2')
  await page.getByTestId('notifications-menu').click()
  await page.getByRole('menuitem', { name: /3 questions need your answer/ }).click()
  await expect(page.getByTestId('notifications-unread')).toHaveText('1')
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0)
  const [{ n }] =
    await db()`select count(*)::int as n from public.notifications where user_id = ${user.id} and status = 'unread'`
  expect(n).toBe(0)
})
