/** Organization groups in the browser: an admin of the test's own creates, renames, fills and empties a group. */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, setRole, signInAs } from './support.ts'

test('an admin creates a group, adds and removes organizations and renames it; an empty name is refused in place', async ({
  page,
}) => {
  const admin = await createUser({ firstName: 'Gia', lastName: 'Grouper' })
  await setRole(admin.id, 'admin')
  const [north, south] = [await newOrg(), await newOrg()]
  const name = `Grouped ${Date.now().toString(36)}`
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/groups' })

  await page.getByRole('button', { name: 'New group' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Create group' }).click()
  await expect(dialog.getByText('Enter a group name', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Group name')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Group name').fill(name)
  await dialog.getByRole('button', { name: 'Create group' }).click()
  await expect(dialog).toBeHidden()

  const card = page.getByTestId('group-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(card).toContainText('No member organizations yet.')
  for (const org of [north, south]) {
    await card.getByRole('button', { name: 'Add organization' }).click()
    await card.getByLabel('Add an organization').selectOption({ label: org.legalName })
    await card.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(card.getByRole('list', { name: `Members of ${name}` })).toContainText(org.legalName)
  }

  await card.getByRole('button', { name: `Remove ${south.legalName}` }).click()
  await expect(card.getByRole('list')).not.toContainText(south.legalName)
  await expect(card.getByRole('list')).toContainText(north.legalName)

  await card.getByRole('button', { name: 'Rename' }).click()
  await page.getByRole('dialog').getByLabel('Group name').fill(`${name} Inc.`)
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click()
  await expect(
    page.getByTestId('group-card').filter({ has: page.getByRole('heading', { name: `${name} Inc.`, exact: true }) }),
  ).toContainText(north.legalName)

  const rows =
    await db()`select o.id::text, g.name from public.organizations o left join public.organization_groups g on g.id = o.organization_group_id
    where o.id in (${north.id}, ${south.id}) order by o.legal_name`
  expect(Object.fromEntries(rows.map((r) => [r.id, r.name]))).toEqual({ [north.id]: `${name} Inc.`, [south.id]: null })
  await db()`delete from public.organization_groups where name = ${`${name} Inc.`}`
})
