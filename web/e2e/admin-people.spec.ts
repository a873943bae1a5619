/** The admin area's people screens: all users with search and role filter, admin users, bookkeepers and reviewers. */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, signInAs } from './support.ts'

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function withRole(role: 'user' | 'bookkeeper' | 'admin', firstName: string, lastName: string) {
  const u = await createUser({ firstName, lastName })
  if (role !== 'user') await db()`update public.users set role = ${role} where id = ${u.id}`
  return u
}

test('users: search finds a person by name, and the role filter narrows the list', async ({ page }) => {
  const tag = run()
  const admin = await withRole('admin', 'Avery', `Admin${tag}`)
  const client = await withRole('user', 'Casey', `Client${tag}`)
  const keeper = await withRole('bookkeeper', 'Blake', `Keeper${tag}`)
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/users' })
  const table = page.getByTestId('users-table')
  await page.getByLabel('Search users').fill(tag)
  await expect(table.getByRole('row')).toHaveCount(4) // header + three people of this run
  await expect(table.getByRole('row', { name: new RegExp(`Casey Client${tag}`) })).toContainText(client.email)
  await page.getByLabel('Filter by role').selectOption('bookkeeper')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText(keeper.email)
  await page.getByLabel('Search users').fill(`nobody-${tag}`)
  await expect(page.getByText('No users match')).toBeVisible()
})

test('admin users lists admins and not clients', async ({ page }) => {
  const tag = run()
  const admin = await withRole('admin', 'Avery', `Admin${tag}`)
  const client = await withRole('user', 'Casey', `Client${tag}`)
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/admin-users' })
  await page.getByLabel('Search users').fill(tag)
  const table = page.getByTestId('users-table')
  await expect(table).toContainText(admin.email)
  await expect(table).not.toContainText(client.email)
})

test('bookkeepers and reviewers show whose books each person keeps or reviews, and link to the client', async ({
  page,
}) => {
  const tag = run()
  const admin = await withRole('admin', 'Avery', `Admin${tag}`)
  const keeper = await withRole('bookkeeper', 'Blake', `Keeper${tag}`)
  const reviewer = await withRole('bookkeeper', 'Robin', `Reviewer${tag}`)
  const org = await newOrg({
    legalName: `People Check ${tag} LLC`,
    bookkeepers: [{ userId: keeper.id, isPrimary: true }],
    reviewers: [reviewer.id],
  })
  await db()`insert into public.user_permissions (user_id, permission) values (${keeper.id}, 'view_organization_list')`

  await signInAs(page, admin.email, { password: admin.password, path: '/admin/bookkeepers' })
  const keepers = page.getByTestId('bookkeepers-table')
  const keeperRow = keepers.getByRole('row').filter({ hasText: keeper.email })
  await expect(keeperRow).toContainText(`${org.legalName} · primary`)
  await expect(keeperRow).toContainText('View organization list')
  await expect(keeperRow.getByText('Bookkeeper', { exact: true })).toBeVisible()
  // a reviewer who keeps nobody's books is not shown as a bookkeeper with no clients
  await expect(keepers.getByRole('row').filter({ hasText: keeper.email })).toHaveCount(1)
  await expect(keepers).not.toContainText(reviewer.email)

  await page.goto('/admin/reviewers')
  const reviewers = page.getByTestId('reviewers-table')
  const reviewerRow = reviewers.getByRole('row').filter({ hasText: reviewer.email })
  await expect(reviewerRow).toContainText(org.legalName)
  await expect(reviewerRow.getByText('Reviewer', { exact: true })).toBeVisible() // told apart from a bookkeeper
  await expect(reviewerRow).toContainText('Role defaults only')
  await expect(reviewers).not.toContainText(keeper.email) // a bookkeeper who reviews nobody is not a reviewer
  await reviewerRow.getByRole('link', { name: org.legalName }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/client/${org.id}$`))
})
