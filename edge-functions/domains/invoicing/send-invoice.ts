/**
 * Emails an invoice with the link to its public page through the mail outbox (the real sender is the transport's
 * business), and stamps it sent. The same message, with "Reminder:" before it, is a reminder: before the due date and
 * after it, each counted in reminderSentCount. Runs as the service role: the caller's right to send was checked by the
 * route (or the invoice came from a schedule).
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { centsText } from '../../../shared/rules/invoicing.ts'
import { sendMail } from '../mail/send-mail.ts'
import { linkToken, tokenHash } from './public-token.ts'
import { writeInvoiceToLedger } from './write-ledger.ts'

export const invoiceLink = (invoiceId: string) => `${env.webUrl}/invoice/${linkToken(invoiceId)}`

export async function sendInvoice({ invoiceId, reminder = false }: { invoiceId: string; reminder?: boolean }) {
  const link = invoiceLink(invoiceId)
  const inv = await asService(async (tx: Tx) => {
    const [row] = await tx`
      update public.invoices set public_token_hash = ${tokenHash(linkToken(invoiceId))},
        email_status = 'EmailSent', sent_at = coalesce(sent_at, now()),
        reminder_sent_count = reminder_sent_count + ${reminder ? 1 : 0},
        last_reminder_at = case when ${reminder} then now() else last_reminder_at end
      where id = ${invoiceId} and status in ('Sent', 'WaitingPayment')
      returning invoice_number, invoice_due_date::text, amount_micros::text, reply_to_email, cc_emails,
        (select email from public.invoice_customers c where c.id = customer_id) as email,
        (select name from public.invoice_customers c where c.id = customer_id) as customer,
        (select o.legal_name from public.organizations o where o.id = organization_id) as sender`
    return row
  })
  if (!inv) return null
  // the books get the Invoice once it is sent (no-op when written already, or while the chart has no income account)
  await writeInvoiceToLedger(invoiceId)
  const subject = `${reminder ? 'Reminder: ' : ''}Invoice ${inv.invoice_number} from ${inv.sender}`
  const text = [
    `Hello ${inv.customer},`,
    '',
    `${inv.sender} sent you invoice ${inv.invoice_number} for $${centsText(BigInt(inv.amount_micros))}, due ${inv.invoice_due_date}.`,
    `View, download and pay it here: ${link}`,
    inv.reply_to_email ? `\nQuestions? Reply to ${inv.reply_to_email}.` : '',
  ].join('\n')
  for (const to of [inv.email as string, ...(inv.cc_emails as string[])])
    await sendMail({ message: { to, subject, text } })
  return { link }
}

/**
 * The send job's sweep: every invoice waiting to be emailed (issued by a schedule), and the reminders owed: three days
 * before the due date, then every seven days once it is late, at most one a week per invoice.
 */
export async function sendDueInvoices(today = new Date().toISOString().slice(0, 10)) {
  const due = await asService(
    (tx) => tx`
      select id, email_status = 'NeedToSend' as first from public.invoices
      where status in ('Sent', 'WaitingPayment') and (email_status = 'NeedToSend'
        or (email_status = 'EmailSent' and invoice_due_date - 3 <= ${today}::date
            and (last_reminder_at is null or last_reminder_at < ${today}::date - 6)))
      order by created_at limit 500`,
  )
  let sent = 0
  for (const r of due) if (await sendInvoice({ invoiceId: r.id, reminder: !r.first })) sent++
  return { sent }
}
