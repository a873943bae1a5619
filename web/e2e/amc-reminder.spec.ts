/**
 * "Send reminder" on a client's questions page: the bookkeeper reminds the client of the question waiting for them,
 * sees when the reminder went out, and is told why a second click within the cool-down sends nothing.
 */
import { expect, test } from '@playwright/test'
import { createUser, db, newOrg, newStaff, signInAs } from './support.ts'

test('a bookkeeper reminds the client now; a second reminder within the cool-down is refused', async ({ page }) => {
  const keeper = await newStaff('bookkeeper')
  const client = await createUser({ firstName: 'Remy', lastName: 'Client' })
  const org = await newOrg({ members: [{ userId: client.id }], bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  // A parked purchase, as a ledger sync delivers it: the database makes it a question waiting for the client.
  await db()`select private.amc_sync_transaction(${org.id}::uuid, ${`e2e:${crypto.randomUUID()}`}, 'purchase',
    '9000 Ask My Client', 12000, '2026-03-05', 'Staples', 'Desk chair', '{}'::jsonb, true)`

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/amc` })
  const card = page.getByTestId('amc-reminder')
  await expect(card).toContainText('No reminder sent yet')
  await expect(card).toContainText('1 question is waiting for the client.')
  await card.getByRole('button', { name: 'Send reminder' }).click()
  await expect(page.getByText('Reminder sent to 1 person')).toBeVisible()
  await expect(page.getByTestId('amc-last-reminder')).toHaveText(
    /^Last reminder sent [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/,
  )
  const [mail] =
    await db()`select subject from public.email_outbox where to_email = ${client.email} order by created_at desc limit 1`
  expect(mail.subject).toBe(`1 question about ${org.legalName}'s books is waiting for you`)

  await card.getByRole('button', { name: 'Send reminder' }).click()
  await expect(card.getByRole('status')).toHaveText(
    'A reminder went out less than a minute ago. You can send another in 15 minutes.',
  )
  const [{ n }] = await db()`select count(*)::int as n from public.email_outbox where to_email = ${client.email}`
  expect(n, 'the refused reminder sent no second email').toBe(1)
})
