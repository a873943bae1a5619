/** Message templates in the browser: an admin adds, edits and deletes one; a bookkeeper only reads. */
import { expect, test } from '@playwright/test'
import { createUser, db, setRole, signInAs } from './support.ts'

test('an admin adds a template (errors beside each field), edits and deletes it', async ({ page }) => {
  const admin = await createUser({ firstName: 'Tess', lastName: 'Template' })
  await setRole(admin.id, 'admin')
  const title = `E2E Reminder ${Date.now().toString(36)}`
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/message-templates' })

  await page.getByRole('button', { name: 'New template' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Save template' }).click()
  await expect(dialog.getByText('Enter a title', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Enter the message', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Message').fill('Hi {{firstName}}, a reminder about {{month}}.')
  await dialog.getByRole('button', { name: 'Save template' }).click()
  await expect(dialog).toBeHidden()

  const item = page.getByTestId('template').filter({ hasText: title })
  await expect(item).toContainText('Hi {{firstName}}, a reminder about {{month}}.')
  await item.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('dialog').getByLabel('Message').fill('Hi {{firstName}}, last reminder.')
  await page.getByRole('dialog').getByRole('button', { name: 'Save template' }).click()
  await expect(item).toContainText('last reminder.')

  await item.getByRole('button', { name: 'Delete' }).click()
  await item.getByRole('button', { name: 'Delete for everyone' }).click()
  await expect(page.getByTestId('template').filter({ hasText: title })).toHaveCount(0)
  const [n] = await db()`select count(*)::int as n from public.message_templates where title = ${title}`
  expect(n.n).toBe(0)
})

test('a bookkeeper reads templates without edit controls', async ({ page }) => {
  const keeper = await createUser({ firstName: 'Bo', lastName: 'Reader' })
  await setRole(keeper.id, 'bookkeeper')
  const title = `E2E Read only ${Date.now().toString(36)}`
  await db()`insert into public.message_templates (title, content) values (${title}, 'Read me')`
  try {
    await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/message-templates' })
    const item = page.getByTestId('template').filter({ hasText: title })
    await expect(item).toContainText('Read me')
    await expect(item.getByRole('button', { name: 'Copy' })).toBeVisible()
    await expect(item.getByRole('button', { name: 'Edit' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'New template' })).toHaveCount(0)
  } finally {
    await db()`delete from public.message_templates where title = ${title}`
  }
})
