/**
 * QuickBooks end to end in the browser: a client connects through the sandbox and the first sync runs by itself,
 * its progress updates live on the integrations page; staff see the same status on the client page and "Sync now".
 * Also the demo after start: both demo organizations show metrics, not "No metrics yet".
 */
import { expect, test } from '@playwright/test'
import { DEMO, DEMO_ORGS, createUser, db, newClient, setRole, signInAs } from './support.ts'

test('connecting QuickBooks runs the first sync with live progress; staff can sync now', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const { user, org } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/accounting/integrations' })
  const row = page.getByTestId('integration-QuickBooks Online')
  await row.getByRole('button', { name: 'Connect QuickBooks' }).click()
  await expect(page).toHaveURL(/\/accounting\/integrations/)
  await expect(row.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 })
  // The first sync starts from the connection event alone; nobody pressed anything.
  await expect(row.getByTestId('quickbooks-sync')).toContainText(/Synced .* records/, { timeout: 90_000 })
  await expect(row.getByRole('button', { name: 'Sync now' })).toHaveCount(0)

  // Progress arrives over realtime: a sync midway shows its step and bar without a reload, then its end.
  await db()`update public.quickbooks_syncs set state = 'running', step = 'Purchase', steps_done = 5, steps_total = 11 where organization_id = ${org.id}`
  await expect(row.getByTestId('quickbooks-sync')).toContainText('Syncing Purchase · step 6 of 11')
  await expect(row.getByRole('progressbar', { name: 'QuickBooks sync progress' })).toHaveAttribute(
    'aria-valuenow',
    '45',
  )
  await db()`update public.quickbooks_syncs set state = 'done', step = null, steps_done = 11, finished_at = now() where organization_id = ${org.id}`
  await expect(row.getByTestId('quickbooks-sync')).toContainText('Synced')

  const bookkeeper = await createUser({ firstName: 'Sam', lastName: 'Books' })
  await setRole(bookkeeper.id, 'bookkeeper')
  await db()`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${org.id}, ${bookkeeper.id}, true)`
  const staff = await browser.newPage()
  await signInAs(staff, bookkeeper.email, { password: bookkeeper.password, path: `/bookkeeper/client/${org.id}` })
  const panel = staff.getByRole('region', { name: 'QuickBooks sync' })
  await expect(panel.getByTestId('quickbooks-sync')).toContainText('Synced')
  const before = (
    await db()`select count(*)::int as n from public.jobs where job_type = 'quickbooks.sync' and organization_id = ${org.id}`
  )[0].n
  await panel.getByRole('button', { name: 'Sync now' }).click()
  await expect(staff.getByText('QuickBooks sync started')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 60_000 })
  await expect(panel.getByTestId('quickbooks-sync')).toContainText('Synced')
  const [job] =
    await db()`select status from public.jobs where job_type = 'quickbooks.sync' and organization_id = ${org.id} order by created_at desc limit 1`
  expect(before).toBe(0)
  expect(job.status).toBe('Completed')
  // The client's page heard the staff sync too.
  await expect(row.getByTestId('quickbooks-sync')).toContainText('Synced')
})

test('after start, both demo clients land on metrics, not "No metrics yet"', async ({ page }) => {
  test.setTimeout(120_000)
  for (const [email, org] of [
    [DEMO.client, DEMO_ORGS.acme],
    [DEMO.client2, DEMO_ORGS.birch],
  ] as const) {
    // The start-up jobs (seeded) may still be running on a fresh stack: wait for them like a person would reload.
    await expect
      .poll(
        async () =>
          (await db()`select count(*)::int as n from public.monthly_metrics where organization_id = ${org.id}`)[0].n,
        { timeout: 90_000, message: `${org.legalName} has metrics` },
      )
      .toBeGreaterThan(0)
    await signInAs(page, email, { path: '/accounting/dashboard' })
    await expect(page.getByText('Cash on hand').first()).toBeVisible()
    await expect(page.getByText('No metrics yet')).toHaveCount(0)
  }
  // Birch's QuickBooks copies were synced at start, and operations show the work that did it.
  const [{ n }] =
    await db()`select count(*)::int as n from public.quickbooks_purchases where organization_id = ${DEMO_ORGS.birch.id}`
  expect(n).toBeGreaterThan(0)
  await signInAs(page, DEMO.admin, { path: '/admin/operations' })
  await expect(page.getByText('quickbooks.first-sync').first()).toBeVisible()
  await expect(page.getByText('metrics.compute-monthly').first()).toBeVisible()
})
