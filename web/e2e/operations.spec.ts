/**
 * /admin/operations: a failed job shows with its error and an admin grants it another attempt; restarted processes are
 * listed; clients never get in.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newClient, signInAs } from './support.ts'

async function newAdmin() {
  const admin = await createUser({ firstName: 'Avery', lastName: 'Admin' })
  await db()`update public.users set role = 'admin' where id = ${admin.id}`
  return admin
}

test('an admin finds a failed job with its error and retries it with one more attempt', async ({ page }) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const jobType = `e2e.broken-${run}`
  const [job] =
    await db()`insert into public.jobs (job_type, description, status, retry_count, max_attempts, last_error, failed_at)
    values (${jobType}, ${`Broken job ${run}`}, 'Failed', 3, 3, ${`boom ${run}`}, now()) returning id::text, max_attempts`
  const admin = await newAdmin()
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/operations' })
  await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible()
  await page
    .getByRole('group', { name: 'Filter jobs by status' })
    .getByRole('button', { name: /^Failed/ })
    .click()
  const row = page.getByTestId('job-row').filter({ hasText: jobType })
  await expect(row).toContainText(`Broken job ${run}`)
  await expect(row).toContainText(`boom ${run}`)
  await row.getByRole('button', { name: `Retry ${jobType}` }).click()
  await expect(page.getByText(`Retried ${jobType}`)).toBeVisible()
  await expect
    .poll(async () => (await db()`select max_attempts from public.jobs where id = ${job.id}`)[0].max_attempts)
    .toBe(job.max_attempts + 1)
})

test('an admin sees a process the supervisor restarted, how it ended and the wait', async ({ page }) => {
  const process = `e2e-worker-${Date.now().toString(36)}`
  await db()`insert into public.process_restarts (process, exit_code, exit_signal, restart_number, delay_ms)
    values (${process}, null, 'SIGKILL', 3, 2000)`
  const admin = await newAdmin()
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/operations' })
  await page.getByRole('tab', { name: 'Restarts' }).click()
  const row = page.getByTestId('restart-row').filter({ hasText: process })
  await expect(row).toContainText('killed (SIGKILL)')
  await expect(row).toContainText('2.0 s')
  await expect(row).toContainText('3')
})

test('a client who opens /admin/operations is sent to their own home', async ({ page }) => {
  const { user } = await newClient()
  await signInAs(page, user.email, { password: user.password, path: '/admin/operations' })
  await expect(page).toHaveURL(/\/accounting\/dashboard$/)
})
