/**
 * Cash settings and documents. Auto-transfer rules (/cash/settings/auto-transfers-rules, flag `auto-transfer`): a
 * banking admin adds a sweep; the form names each wrong field beside it in the words of
 * shared/rules/auto-transfer-rules.ts before anything is sent, keeps what was typed, and the saved rule is listed with
 * its accounts and amounts. An account's wire instructions download as a whole PDF through the API client.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { RULE_MESSAGES } from '../../shared/rules/auto-transfer-rules.ts'
import { callApi, signInAs } from './support.ts'
import { bankingClient, openBankingThroughApi, turnOn } from './cash-fixtures.ts'

test('a sweep rule is refused beside each wrong field, then added and listed', async ({ page }) => {
  const { user: admin, org } = await bankingClient()
  await openBankingThroughApi(admin, org.id)
  await turnOn(org.id, 'auto-transfer')
  const reserve = await callApi<{ id: string }>(admin, 'POST', `/organizations/${org.id}/banking/accounts`, {
    accountName: 'Reserve',
    accountType: 'Savings',
  })
  expect(reserve.status, JSON.stringify(reserve.json)).toBe(201)

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/settings/auto-transfers-rules' })
  await expect(page.getByText('No rules yet')).toBeVisible()
  await page.getByRole('button', { name: 'Add a rule' }).click()
  const form = page.getByRole('form', { name: 'Auto-transfer rule' })

  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByLabel('From account')).toHaveAccessibleDescription(RULE_MESSAGES.sourceRequired)
  await expect(form.getByLabel('To account')).toHaveAccessibleDescription(RULE_MESSAGES.targetRequired)
  await expect(form.getByLabel('Threshold (USD)')).toHaveAccessibleDescription(RULE_MESSAGES.thresholdRequired)
  await expect(form.getByLabel('Target amount (USD)')).toHaveAccessibleDescription(RULE_MESSAGES.targetAmountRequired)

  await form.getByLabel('From account').selectOption({ label: 'Operating' })
  await form.getByLabel('To account').selectOption({ label: 'Operating' })
  await form.getByLabel('Threshold (USD)').fill('5,000')
  await form.getByLabel('Target amount (USD)').fill('6000.01')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByLabel('To account')).toHaveAccessibleDescription(RULE_MESSAGES.sameAccount)
  await expect(form.getByLabel('Target amount (USD)')).toHaveAccessibleDescription(RULE_MESSAGES.sweepTarget)
  await expect(form.getByLabel('Threshold (USD)')).toHaveValue('5,000')

  await form.getByLabel('To account').selectOption({ label: 'Reserve' })
  await form.getByLabel('Target amount (USD)').fill('4000')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form).toHaveCount(0)
  const row = page.getByRole('row').filter({ hasText: 'Sweep' })
  await expect(row).toContainText('Operating')
  await expect(row).toContainText('Reserve')
  await expect(row).toContainText('$5,000.00')
  await expect(row).toContainText('$4,000.00')

  // the API holds the same rule for a caller that skips the screen
  const direct = await callApi<{ error: { details: { fields: { path: string; message: string }[] } } }>(
    admin,
    'POST',
    `/organizations/${org.id}/banking/auto-transfer-rules`,
    {
      kind: 'top_off',
      sourceAccountId: reserve.json.id,
      targetAccountId: reserve.json.id,
      thresholdMicros: '1000000',
      targetMicros: '1',
    },
  )
  expect(direct.status).toBe(422)
  expect(direct.json.error.details.fields).toEqual([
    { path: 'targetAccountId', message: RULE_MESSAGES.sameAccount },
    { path: 'targetMicros', message: RULE_MESSAGES.topOffTarget },
  ])
})

test('an account’s wire instructions download as a PDF named for the account', async ({ page }) => {
  const { user: admin, org } = await bankingClient()
  await openBankingThroughApi(admin, org.id)

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/accounts' })
  await page.getByRole('link', { name: 'Operating' }).click()
  await expect(page.getByTestId('wire-instructions')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).first().click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Wire instructions - Operating.pdf')
  const bytes = readFileSync((await file.path()) as string)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
})
