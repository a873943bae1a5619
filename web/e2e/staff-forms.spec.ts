/**
 * Issue 30 item 8, the forms: a staff form reports every field at once, on its field, in the rule's words. A new
 * amortization sent empty names its five fields, and 0 periods is refused on Periods. (The 2099 incorporation date
 * and the split form's allocation are proved by shared/schemas/form-messages.test.ts and categorisation.test.ts.)
 */
import { expect, test } from '@playwright/test'
import { db, newOrg, newStaff, signInAs } from './support.ts'

test('a new amortization sent empty names each of its five fields, and 0 periods on Periods', async ({ page }) => {
  const keeper = await newStaff('bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  await db()`insert into public.ledger_accounts (organization_id, name, account_type)
    values (${org.id}, 'Insurance', 'Expense'), (${org.id}, 'Prepaid Insurance', 'Other Current Asset')`
  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/schedules` })
  await page.getByRole('button', { name: 'New amortization' }).click()
  const form = page.getByRole('form', { name: 'Amortization' })
  await form.getByLabel('Periods').fill('0')
  await form.getByRole('button', { name: 'Create schedule' }).click()
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Enter a name for the schedule')
  await expect(form.getByLabel('Amount')).toHaveAccessibleDescription('Enter the amount to amortize')
  await expect(form.getByLabel('Start date')).toHaveAccessibleDescription('Enter the start date')
  await expect(form.getByLabel('Periods')).toHaveAccessibleDescription('Enter at least one period')
  await expect(form.getByLabel('Debit (expense) account')).toHaveAccessibleDescription('Required')
  await expect(form.getByLabel('Credit (prepaid) account')).toHaveAccessibleDescription('Required')
  // what was typed stays: the refusal changes only the messages
  await expect(form.getByLabel('Periods')).toHaveValue('0')
})
