/**
 * A client emails a receipt to their receipt address: it is filed, read and matched to its card line, and appears on
 * the receipts screen for the client; a mail from a stranger is listed as not filed, with why.
 */
import { expect, test } from '@playwright/test'
import { textPdf } from '../../shared/pdf/text-pdf.ts'
import { bankAccount, bankConnection, bankTransactions, grantFirm } from './bank-fixtures.ts'
import { env, newClient, newStaff, signInAs } from './support.ts'

test('an emailed receipt appears on the receipts screen, matched to its transaction', async ({ page }) => {
  const { user, org } = await newClient({ legalName: `Quokka Cafe ${Date.now()} LLC` })
  const admin = await newStaff('admin')
  // the card line, three days ago, on an account the firm was given access to
  const conn = await bankConnection(org.id, 'Quokka Bank')
  const card = await bankAccount(org.id, conn, { name: 'Quokka Card', mask: '4411', type: 'credit' })
  await bankTransactions(org.id, conn.connectionId, card, [
    { daysAgo: 3, cents: -1_875, description: 'PAPERCLIP OFFICE SUPPLY', vendor: 'Paperclip Office Supply' },
  ])
  await grantFirm(org.id, [card])
  const bought = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10)
  const pdf = textPdf({ title: 'Receipt', lines: ['Paperclip Office Supply LLC', `Date: ${bought}`, 'Total: $18.75'] })
  const deliver = (from: string, messageId: string) =>
    fetch(`${env.sandboxUrl}/pubsub/_webhooks/deliver`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        route: 'receipts',
        subscription: 'projects/local-project/subscriptions/receipts-push',
        body: {
          messageId,
          to: `receipts+${org.id}@receipts.example.test`,
          from,
          subject: 'Printer paper',
          attachments: [
            {
              fileName: 'paper.pdf',
              contentType: 'application/pdf',
              contentBase64: Buffer.from(pdf).toString('base64'),
            },
          ],
        },
      }),
    }).then((r) => r.json() as Promise<{ status: number }>)
  expect((await deliver(user.email, `mail-${Date.now()}-a`)).status).toBe(200)
  expect((await deliver('someone@elsewhere.example', `mail-${Date.now()}-b`)).status).toBe(200)

  await signInAs(page, admin.email, { password: admin.password, path: '/admin/receipts' })
  await page.getByLabel('Client').selectOption({ label: org.legalName })
  const row = page.getByTestId('receipt-row').filter({ hasText: 'paper.pdf' })
  await expect(row).toContainText(`Emailed by ${user.email}`, { timeout: 30_000 })
  await expect(row).toContainText('$18.75')
  await expect(row.getByTestId('receipt-match')).toContainText('Paperclip Office Supply')
  await expect(page.getByTestId('receipt-email-row').filter({ hasText: 'someone@elsewhere.example' })).toContainText(
    'The sender is not a member or staff of this organization',
  )
})
