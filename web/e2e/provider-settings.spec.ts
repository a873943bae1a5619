/**
 * Provider settings in the browser: a bookkeeper chooses a value on the client page and resets it to the default;
 * an admin defines a setting, with the option errors shown beside the option.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, setRole, signInAs } from './support.ts'

test('a bookkeeper chooses a provider setting for a client and resets it to the default', async ({ page }) => {
  const keeper = await createUser({ firstName: 'Sam', lastName: 'Settings' })
  await setRole(keeper.id, 'bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const key = `e2eDeposit_${Date.now().toString(36)}`
  const name = `Deposit account ${key.slice(-6)}`
  await db()`insert into public.provider_setting_definitions (provider_id, key, name, description, options, default_value, allow_reset)
    values ('ramp', ${key}, ${name}, 'Where card refunds land', ${db().json([
      { key: 'ops', value: 'Operating' },
      { key: 'reserve', value: 'Reserve' },
    ])}, ${db().json('ops')}, true)`
  try {
    await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}` })
    await page.getByRole('tab', { name: 'Provider settings' }).click()
    const select = page.getByRole('combobox', { name })
    await expect(select).toHaveValue('ops')
    const row = page.getByTestId('provider-setting').filter({ has: select })
    await expect(row).toContainText('Default')
    await expect(row.getByRole('button', { name: `Reset ${name} to the default` })).toHaveCount(0)

    await select.selectOption({ label: 'Reserve' })
    const reset = row.getByRole('button', { name: `Reset ${name} to the default` })
    await expect(reset).toBeVisible()
    await expect
      .poll(
        async () =>
          (
            await db()`select setting_value from public.provider_settings where organization_id = ${org.id} and setting_key = ${key}`
          )[0]?.setting_value,
      )
      .toBe('reserve')

    await reset.click()
    await expect(select).toHaveValue('ops')
    await expect(row).toContainText('Default')
    const left =
      await db()`select 1 from public.provider_settings where organization_id = ${org.id} and setting_key = ${key}`
    expect(left.length).toBe(0)
  } finally {
    await db()`delete from public.provider_setting_definitions where provider_id = 'ramp' and key = ${key}`
  }
})

test('an admin defines a provider setting; duplicate option keys are refused beside the option', async ({ page }) => {
  const admin = await createUser({ firstName: 'Dee', lastName: 'Definer' })
  await setRole(admin.id, 'admin')
  const key = `e2eSync_${Date.now().toString(36)}`
  await signInAs(page, admin.email, { password: admin.password, path: '/admin/provider-settings' })
  await page.getByRole('button', { name: 'New setting' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Provider').selectOption({ label: 'Slack' })
  await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill(key)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Digest ${key}`)
  await dialog.getByLabel('Option 1 key').fill('daily')
  await dialog.getByLabel('Option 1 label').fill('Every day')
  await dialog.getByRole('button', { name: 'Add option' }).click()
  await dialog.getByLabel('Option 2 key').fill('daily')
  await dialog.getByLabel('Option 2 label').fill('Every week')
  await dialog.getByRole('button', { name: 'Save setting' }).click()
  await expect(dialog.getByText('Give each option its own key')).toBeVisible()
  await expect(dialog.getByLabel('Option 2 key')).toHaveAttribute('aria-invalid', 'true')

  await dialog.getByLabel('Option 2 key').fill('weekly')
  await dialog.getByRole('combobox', { name: 'Default' }).selectOption({ label: 'Every week' })
  await dialog.getByLabel("Staff may reset an organization's choice to the default").check()
  await dialog.getByRole('button', { name: 'Save setting' }).click()
  await expect(dialog).toBeHidden()

  const row = page.getByRole('table', { name: 'Provider settings' }).getByRole('row').filter({ hasText: key })
  await expect(row).toContainText('Every day, Every week')
  await expect(row).toContainText('Allowed')
  const [d] =
    await db()`select default_value, allow_reset from public.provider_setting_definitions where provider_id = 'slack' and key = ${key}`
  expect(d).toEqual({ default_value: 'weekly', allow_reset: true })

  await row.getByRole('button', { name: 'Delete', exact: true }).click()
  await row.getByRole('button', { name: "Delete with every client's choice" }).click()
  await expect(page.getByRole('row').filter({ hasText: key })).toHaveCount(0)
})
