/** A client turns a notification type off from the bell, and the product then stays silent about it. */
import { expect, test } from '@playwright/test'
import { db, newClient, signInAs } from './support.ts'

test('a client turns off "Books ready" and is not told when books are sent', async ({ page }) => {
  const { user, org } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/dashboard' })
  await page.getByTestId('notifications-menu').click()
  await page.getByRole('menuitem', { name: 'Notification settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Notification settings' })
  const books = dialog.getByLabel('Books ready')
  await expect(books).toBeChecked()
  // a click, then the outcome: the box and the stored choice (uncheck() insists the box changes within the click)
  await books.click()
  await expect(books).not.toBeChecked()
  await expect
    .poll(
      async () =>
        (await db()`select enabled from public.notification_preferences where user_id = ${user.id}`)[0]?.enabled,
    )
    .toBe(false)
  await page.keyboard.press('Escape')

  await db()`insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
    values (${org.id}, '2026-10-01', now(), ${user.id})`
  const [{ n }] =
    await db()`select count(*)::int as n from public.notifications where user_id = ${user.id} and type = 'books'`
  expect(n).toBe(0)

  // turned on again, the next month's books are announced in the bell
  await page.getByTestId('notifications-menu').click()
  await page.getByRole('menuitem', { name: 'Notification settings' }).click()
  await expect(dialog.getByLabel('Books ready')).not.toBeChecked()
  await dialog.getByLabel('Books ready').click()
  await expect(dialog.getByLabel('Books ready')).toBeChecked()
  await expect
    .poll(
      async () =>
        (await db()`select enabled from public.notification_preferences where user_id = ${user.id}`)[0]?.enabled,
    )
    .toBe(true)
  await page.keyboard.press('Escape')
  await db()`insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
    values (${org.id}, '2026-11-01', now(), ${user.id})`
  await page.reload()
  await page.getByTestId('notifications-menu').click()
  await expect(
    page.getByTestId('notification-item').filter({ hasText: 'Your books for November 2026 are ready' }),
  ).toBeVisible()
})
