/** The audit-log viewer in the browser: filters by organization and actor, a date error in place, paging. */
import { expect, test } from '@playwright/test'
import { createUser, db, env, newOrg, passwordSession, setRole, signInAs } from './support.ts'

test('an admin filters the audit log to one organization, pages through it, and sees who changed what', async ({
  page,
}) => {
  const admin = await createUser({ firstName: 'Audra', lastName: 'Auditor' })
  await setRole(admin.id, 'admin')
  const org = await newOrg()
  // 55 changes by the system (fixture connection, no user), then one by the admin through the API: 57 rows with the insert.
  for (let i = 0; i < 55; i++)
    await db()`update public.organizations set books_priority = ${(i % 2) + 1} where id = ${org.id}`
  const session = await passwordSession(admin.email, admin.password)
  const res = await fetch(`${env.supabaseUrl}/functions/v1/api/organizations/${org.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ legalName: `${org.legalName} Renamed` }),
    headers: {
      apikey: env.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
  })
  expect(res.status).toBe(200)

  await signInAs(page, admin.email, { password: admin.password, path: '/admin/audit-log' })
  const filters = page.getByRole('form', { name: 'Audit log filters' })
  await filters.getByLabel('From').fill('2026-03-02')
  await filters.getByLabel('To').fill('2026-03-01')
  await filters.getByRole('button', { name: 'Apply' }).click()
  await expect(filters.getByText('The end date must be on or after the start date')).toBeVisible()
  await expect(filters.getByLabel('To')).toHaveAttribute('aria-invalid', 'true')
  await filters.getByRole('button', { name: 'Clear' }).click()

  await filters.getByLabel('Organization').selectOption({ label: `${org.legalName} Renamed` })
  await filters.getByRole('button', { name: 'Apply' }).click()
  const entries = page.getByTestId('audit-entry')
  await expect(entries).toHaveCount(50)
  const newest = entries.first()
  await expect(newest).toContainText('Audra Auditor')
  // the action and the change in people's words; the database's record only behind "Details"
  await expect(newest.getByRole('cell', { name: 'Changed organization', exact: true })).toBeVisible()
  await expect(newest.getByText(`Legal name: ${org.legalName} → ${org.legalName} Renamed`)).toBeVisible()
  const raw = newest.locator('pre')
  await expect(raw).toBeHidden()
  await newest.getByText('Details', { exact: true }).click()
  await expect(raw).toContainText('update organizations')
  await expect(raw).toContainText('"legal_name"')
  await page.getByRole('button', { name: 'Show older' }).click()
  await expect(entries).toHaveCount(57)
  await expect(entries.last().getByRole('cell', { name: 'Added organization', exact: true })).toBeVisible()
  await expect(entries.last()).toContainText('System')
  await expect(page.getByRole('button', { name: 'Show older' })).toHaveCount(0)

  await filters.getByLabel('Action').selectOption({ label: 'Changed organization' })
  await filters.getByLabel('Done by').selectOption('user')
  await filters.getByRole('button', { name: 'Apply' }).click()
  await expect(entries).toHaveCount(1)
  await expect(entries.first()).toContainText('Audra Auditor')
})
