/** Staff screens: client notes, the customer requests board, receipts upload and user permissions with labels. */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, newStaff, setRole, signInAs } from './support.ts'

test('an admin writes a note on a client; an empty title is refused beside the field', async ({ page }) => {
  const admin = await newStaff('admin', { firstName: 'Nora', lastName: 'Notewright' })
  const org = await newOrg()
  await signInAs(page, admin.email, { password: admin.password, path: `/admin/client/${org.id}` })
  await page.getByRole('tab', { name: 'Notes' }).click()
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await page.getByLabel('Title').fill('Year-end scope')
  await page.getByLabel('Note', { exact: true }).fill('Catch up through December.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByTestId('notes-list')).toContainText('Year-end scope')
  await expect(page.getByTestId('notes-list')).toContainText('Nora Notewright')
})

test('a bookkeeper adds a customer request and moves it across the board', async ({ page }) => {
  const keeper = await createUser({ firstName: 'Rae', lastName: 'Quest' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/requests' })
  await page.getByRole('button', { name: 'New request' }).click()
  await page.getByRole('button', { name: 'Add request' }).click()
  await expect(page.getByText('Describe the request')).toBeVisible()
  await page.getByLabel(/^Request\*?$/).fill('Please send the Q3 sales tax filing')
  await page.getByLabel('Link').fill('not a link')
  await page.getByRole('button', { name: 'Add request' }).click()
  await expect(page.getByText('Enter a link starting with http:// or https://')).toBeVisible()
  await page.getByLabel('Link').fill('')
  await page.getByRole('button', { name: 'Add request' }).click()
  const todo = page.getByTestId('column-todo')
  await expect(todo.getByTestId('request-card')).toContainText('Q3 sales tax filing')
  await expect(todo.getByTestId('request-card')).toContainText(org.legalName)
  await todo.getByRole('button', { name: 'Move to In progress' }).click()
  await expect(page.getByTestId('column-in_progress').getByTestId('request-card')).toContainText('Q3 sales tax filing')
  await page.getByTestId('column-in_progress').getByRole('button', { name: 'Move to Completed' }).click()
  await expect(page.getByTestId('column-completed').getByTestId('request-card')).toContainText('Q3 sales tax filing')
  const [row] =
    await db()`select status::text, completed_at is not null as done from public.customer_requests where organization_id = ${org.id}`
  expect(row).toEqual({ status: 'completed', done: true })
})

test('a bookkeeper uploads a receipt for an assigned client', async ({ page }) => {
  const keeper = await createUser({ firstName: 'Rico', lastName: 'Seat' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id }] })
  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/receipts' })
  await page.getByLabel('Client').selectOption({ label: org.legalName })
  await page
    .getByLabel('Receipt file')
    .setInputFiles({ name: 'lunch.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 lunch') })
  await expect(page.getByTestId('receipts-table')).toContainText('lunch.pdf')
  await expect(page.getByTestId('receipts-table')).toContainText(org.legalName)
  await expect(page.getByTestId('receipts-table').getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    /\/storage\/v1\/object\/sign\/files\//,
  )
})

test('an admin grants an individual permission shown by its label', async ({ page }) => {
  const user = await createUser({ firstName: 'Perry', lastName: 'Mission' })
  await setRole(user.id, 'bookkeeper')
  const admin = await newStaff('admin')
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/users' })
  await page.getByLabel('Search users').fill(user.email)
  await page.getByRole('button', { name: 'Edit Perry Mission' }).click()
  const perms = page.getByTestId('permissions')
  await expect(perms.getByRole('checkbox')).toHaveCount(3)
  await perms.getByRole('checkbox', { name: 'View organization list' }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Perry Mission updated')).toBeVisible()
  const rows = await db()`select permission::text from public.user_permissions where user_id = ${user.id}`
  expect(rows.map((r) => r.permission)).toEqual(['view_organization_list'])
})
