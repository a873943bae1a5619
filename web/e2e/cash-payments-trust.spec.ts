/**
 * Money never waits forever and never moves unseen (issue 30, item 2), as a client meets it on /cash/payments:
 * an amount with more than two decimals is refused at the field in dollars; every payment is reviewed (amount, from,
 * to, rail, expected arrival) before it is sent; a payment only its sender could approve is refused with the reason
 * and nothing waits; a waiting payment says when it expires, can be cancelled, and expires with a message.
 */
import { expect, test } from '@playwright/test'
import { PAYMENT_MESSAGES } from '../../shared/rules/banking.ts'
import { CASH_FIGURES } from '../../shared/rules/figures.ts'
import { callApi, db, signInAs } from './support.ts'
import { bankingClient, member, openBankingThroughApi } from './cash-fixtures.ts'

test.describe.configure({ timeout: 180_000 })

test('a payment is reviewed before it is sent, never waits for its own sender, and a waiting one can be cancelled or expires', async ({
  page,
}) => {
  const { user: admin, org } = await bankingClient({ legalName: 'Quince Bakery' })
  const operating = await openBankingThroughApi(admin, org.id)
  const base = `/organizations/${org.id}/banking`
  const ok = (r: { status: number; json: unknown }) => expect(r.status, JSON.stringify(r.json)).toBeLessThan(300)
  ok(await callApi(admin, 'POST', `${base}/accounts/${operating}/sandbox-fund`, { amountMicros: '10000000000' }))
  ok(
    await callApi(admin, 'POST', `${base}/accounts`, {
      accountName: 'Reserve',
      accountType: 'Savings',
      currency: 'USD',
    }),
  )
  ok(
    await callApi(admin, 'PUT', `${base}/limits/${admin.id}`, {
      perPaymentLimitMicros: '100000000',
      dailyLimitMicros: null,
    }),
  )
  // the admin is the only member of the only layer: no one else could approve the admin's own payment
  const layer = await callApi<{ id: string }>(admin, 'POST', `${base}/approval-layers`, {
    name: 'Owners',
    minApprovals: 1,
    enabled: true,
    memberIds: [admin.id],
  })
  ok(layer)

  await signInAs(page, admin.email, { password: admin.password, path: '/cash/payments' })
  const openDialog = async (amount: string) => {
    await page.getByRole('button', { name: 'Send money' }).click()
    const form = page.getByRole('form', { name: 'Send money' })
    await form.getByLabel('How').selectOption('book')
    await form.getByLabel('To account').selectOption({ label: 'Reserve' })
    await form.getByLabel('Amount (USD)').fill(amount)
    await form.getByLabel('Description').fill('Move to savings')
    return form
  }

  // more than two decimals: refused at the field, in dollars, and nothing is reviewed or sent
  const form = await openDialog('12.345')
  await form.getByRole('button', { name: 'Review' }).click()
  await expect(form.getByLabel('Amount (USD)')).toHaveAccessibleDescription(
    'Enter dollars and cents, at most two decimals, like 12.34',
  )
  await expect(page.getByTestId('payment-review')).toHaveCount(0)

  // the review names what will move, from where, to whom, how and when; nothing has been sent yet
  await form.getByLabel('Amount (USD)').fill('500')
  await form.getByRole('button', { name: 'Review' }).click()
  const review = page.getByTestId('payment-review')
  await expect(review).toContainText('Amount$500.00')
  await expect(review).toContainText('FromOperating')
  await expect(review).toContainText('ToReserve')
  await expect(review).toContainText('RailBook transfer')
  await expect(review).toContainText('Expected arrival')
  await expect(review).toContainText('(within seconds)')
  expect((await callApi<{ payments: unknown[] }>(admin, 'GET', `${base}/payments`)).json.payments).toHaveLength(0)

  // over the limit with only the sender able to approve: refused with the reason, no payment waits
  await page.getByRole('button', { name: 'Confirm and send' }).click()
  const refusal = page.getByTestId('payment-error')
  await expect(refusal).toContainText(PAYMENT_MESSAGES.onlyYouApprove)
  await expect(refusal).toContainText('layer "Owners"')
  await expect(refusal).not.toContainText(/micro/i)
  await expect(page.getByTestId('payment')).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancel' }).click()

  // with another approver the same payment waits, says when it expires, and its sender can cancel it
  const avery = await member(org.id, { banking: true, firstName: 'Avery' })
  ok(await callApi(admin, 'PATCH', `${base}/approval-layers/${layer.json.id}`, { memberIds: [admin.id, avery.id] }))
  await openDialog('500')
  await page.getByRole('form', { name: 'Send money' }).getByRole('button', { name: 'Review' }).click()
  await page.getByRole('button', { name: 'Confirm and send' }).click()
  const waiting = page.getByTestId('payment')
  await expect(waiting).toHaveAttribute('data-status', 'awaiting_approval')
  await expect(waiting.getByTestId('payment-expires')).toContainText(/Expires \w+ \d+, \d{4} .* unless approved/)
  await waiting.getByRole('button', { name: 'Cancel' }).click()
  await expect(waiting).toHaveAttribute('data-status', 'cancelled')

  // one more waits; three days on without an approver, the expiry job ends it with its message
  await openDialog('400')
  await page.getByRole('form', { name: 'Send money' }).getByRole('button', { name: 'Review' }).click()
  await page.getByRole('button', { name: 'Confirm and send' }).click()
  const second = page.getByTestId('payment').filter({ hasText: '$400.00' })
  await expect(second).toHaveAttribute('data-status', 'awaiting_approval')
  await db()`update public.banking_payments set created_at = now() - interval '3 days 1 minute'
    where organization_id = ${org.id} and status = 'awaiting_approval'`
  await db()`select private.enqueue_job('banking.expire-payments', '{}'::jsonb, 'banking.expire-payments')`
  await expect(second).toHaveAttribute('data-status', 'expired', { timeout: 30_000 })
  await expect(second.getByTestId('payment-message')).toHaveText(PAYMENT_MESSAGES.expired)
  await expect(second.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
})

test('each cash figure says what it is, and the screen says why the bank and the books can differ', async ({
  page,
}) => {
  const { user: admin, org } = await bankingClient({ legalName: 'Rowan Cafe' })
  const operating = await openBankingThroughApi(admin, org.id)
  const fund = await callApi(admin, 'POST', `/organizations/${org.id}/banking/accounts/${operating}/sandbox-fund`, {
    amountMicros: '2500000000',
  })
  expect(fund.status).toBeLessThan(300)
  await signInAs(page, admin.email, { password: admin.password, path: '/cash/dashboard' })
  await expect(page.getByTestId('total-balance')).toContainText(CASH_FIGURES.bankBalance)
  await expect(page.getByTestId('total-balance')).toContainText('$2,500.00', { timeout: 30_000 })
  await expect(page.getByTestId('total-available')).toContainText(CASH_FIGURES.bankAvailable)
  await expect(page.getByTestId('total-pending')).toContainText(CASH_FIGURES.pending)
  await expect(page.getByTestId('total-pending')).toContainText('$0.00')
  await expect(page.getByTestId('cash-why-differ')).toHaveText(CASH_FIGURES.whyDiffer)

  // the bank's own accounts are bank accounts on the Bank accounts page too, with the same figures named the same way
  await page.goto('/accounting/bank-accounts')
  const banking = page.getByTestId('banking-feed-account').filter({ hasText: 'Operating' })
  await expect(banking).toContainText('Business banking')
  await expect(banking).toContainText('$2,500.00')
  await expect(page.getByTestId('banking-feed-accounts')).toContainText(CASH_FIGURES.bankAvailable)
  await expect(page.getByTestId('banking-feed-accounts')).toContainText(CASH_FIGURES.whyDiffer)
})
