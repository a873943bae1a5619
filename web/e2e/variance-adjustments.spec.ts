/**
 * Variance-analysis adjustments on the demo (docs/close.md "Adjustments"): Acme's analysis lists the posted demo
 * adjustment and the reviewer's proposal; the bookkeeper proposes one on the Marketing line (the form's refusals in
 * the user's words first), posts it and reverses it (so the demo's figures end as they began), then follows it to
 * its entry on the Entries screen, which names the analysis and leads back to the adjustment.
 */
import { expect, test } from '@playwright/test'
import { DEMO, DEMO_ORGS, signInAs } from './support.ts'

test('a bookkeeper proposes, posts and reverses an adjustment on a line, traced to its entry and back', async ({
  page,
}) => {
  await signInAs(page, DEMO.bookkeeper, { path: `/bookkeeper/client/${DEMO_ORGS.acme.id}/variance` })
  const rows = page.getByTestId('variance-adjustment')
  await expect(rows.filter({ hasText: 'Figma annual seats' })).toHaveAttribute('data-status', 'posted')
  await expect(rows.filter({ hasText: 'Delta flights' })).toHaveAttribute('data-status', 'proposed')

  await page.getByTestId('variance-line').filter({ hasText: '6200 Marketing' }).first().click()
  const form = page.getByTestId('adjustment-form')
  await form.getByRole('button', { name: 'Propose adjustment' }).click()
  await expect(form).toContainText('Enter an amount')
  await expect(form).toContainText('Choose the account the amount belongs in')
  await expect(form).toContainText('Say why the amount moves')
  await form.getByLabel('Amount ($)').fill('45.125')
  await form.getByRole('button', { name: 'Propose adjustment' }).click()
  await expect(form).toContainText('Enter dollars and cents, at most two decimals, like 12.34')

  const memo = `Stock photos are software, not marketing ${Date.now()}`
  await form.getByLabel('Amount ($)').fill('1,045.50')
  await form.getByLabel('Into').selectOption({ label: '6500 Software and Hosting' })
  await form.getByLabel('Why it moves').fill(memo)
  await form.getByRole('button', { name: 'Propose adjustment' }).click()
  const mine = rows.filter({ hasText: memo })
  await expect(mine).toHaveAttribute('data-status', 'proposed')
  await expect(mine).toContainText('$1,045.50')
  await expect(mine).toContainText('6200 Marketing → 6500 Software and Hosting')

  await mine.getByRole('button', { name: 'Post' }).click()
  await expect(mine).toHaveAttribute('data-status', 'posted')
  await mine.getByRole('button', { name: 'Reverse' }).click()
  await expect(mine).toHaveAttribute('data-status', 'reversed')

  await mine.getByRole('link', { name: 'Entry' }).click()
  await expect(page).toHaveURL(/\/entries\?type=variance_analysis&entry=/)
  const entry = page.locator('tr.bg-brand-50')
  await expect(entry).toContainText('$1,045.50')
  const back = entry.getByRole('link', { name: /^An adjustment from the variance analysis of / })
  await back.click()
  await expect(page).toHaveURL(/\/variance\?analysis=.+&adjustment=/)
  await expect(rows.filter({ hasText: memo })).toHaveClass(/bg-brand-50/)
})
