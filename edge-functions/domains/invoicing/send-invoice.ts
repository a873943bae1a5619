/**
 * Emails an invoice with the link to its public page through the mail outbox (the real sender is the transport's
 * business), and stamps it sent. The same message, with "Reminder:" before it, is a reminder: before the due date and
 * after it, each counted in reminderSentCount. Runs as the service role: the caller's right to send was checked by the
 * route (or the invoice came from a schedule).
 *
 * Each email is claimed before it is written: one UPDATE whose condition is the email's own marker (not yet sent; no
 * reminder this week; no email in the last minute for a resend). Two senders that overlap (the daily job and one after
 * a recurring run, or a person pressing Send twice) queue on the invoice's row lock, and the second finds the marker
 * already set (READ COMMITTED re-reads the row it waited for), so it mails nothing. At most once: an email whose
 * transport fails after the claim is in the outbox with its error, not sent again on its own.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { centsText } from '../../../shared/rules/invoicing.ts'
import { sendMail } from '../mail/send-mail.ts'
import { linkToken, tokenHash } from './public-token.ts'
import { writeCreditNotesToLedger } from './write-credit-notes.ts'
import { writeInvoiceToLedger } from './write-ledger.ts'

export const invoiceLink = (invoiceId: string) => `${env.webUrl}/invoice/${linkToken(invoiceId)}`

/** The first email of an invoice, a reminder, or a person sending an already-sent invoice again. */
export type TSendKind = 'invoice' | 'reminder' | 'resend'

/** The reminder rule: three days before the due date, then every seven days, at most one a week. */
const reminderDue = (tx: Tx, today: string) => tx`invoice_due_date - 3 <= ${today}::date
  and (last_reminder_at is null or last_reminder_at < ${today}::date - 6)`

const claim = (tx: Tx, kind: TSendKind, today: string) =>
  kind === 'invoice'
    ? tx`email_status <> 'EmailSent'`
    : kind === 'reminder'
      ? tx`email_status = 'EmailSent' and ${reminderDue(tx, today)}`
      : tx`(last_emailed_at is null or last_emailed_at < now() - interval '1 minute')`

/**
 * Sends one email of `kind`. Null when the invoice is not open (paid, cancelled, or not found); `mailed: false` when
 * another sender already claimed this email.
 */
export async function sendInvoice({
  invoiceId,
  kind = 'invoice',
  today = new Date().toISOString().slice(0, 10),
}: {
  invoiceId: string
  kind?: TSendKind
  today?: string
}): Promise<{ link: string; mailed: boolean } | null> {
  const link = invoiceLink(invoiceId)
  const reminder = kind === 'reminder'
  const inv = await asService(async (tx: Tx) => {
    const [row] = await tx`
      update public.invoices set public_token_hash = ${tokenHash(linkToken(invoiceId))},
        email_status = 'EmailSent', sent_at = coalesce(sent_at, now()), last_emailed_at = now(),
        reminder_sent_count = reminder_sent_count + ${reminder ? 1 : 0},
        -- the sweep's day, which the reminder rule counts from (now() on the day itself)
        last_reminder_at = case when ${reminder} then greatest(now(), ${today}::date) else last_reminder_at end
      where id = ${invoiceId} and status in ('Sent', 'WaitingPayment') and ${claim(tx, kind, today)}
      returning invoice_number, invoice_due_date::text, (amount_micros - credited_micros)::text as due_micros,
        reply_to_email, cc_emails,
        (select email from public.invoice_customers c where c.id = customer_id) as email,
        (select name from public.invoice_customers c where c.id = customer_id) as customer,
        (select o.legal_name from public.organizations o where o.id = organization_id) as sender`
    if (row) return row
    const [open] =
      await tx`select 1 from public.invoices where id = ${invoiceId} and status in ('Sent', 'WaitingPayment')`
    return open ? ('claimed' as const) : null
  })
  if (!inv) return null
  if (inv === 'claimed') return { link, mailed: false }
  // the books get the Invoice once it is sent (no-op when written already, or while the chart has no income account),
  // then any credit notes that waited for it
  await writeInvoiceToLedger(invoiceId)
  await writeCreditNotesToLedger(invoiceId)
  const subject = `${reminder ? 'Reminder: ' : ''}Invoice ${inv.invoice_number} from ${inv.sender}`
  const text = [
    `Hello ${inv.customer},`,
    '',
    `${inv.sender} sent you invoice ${inv.invoice_number} for $${centsText(BigInt(inv.due_micros))}, due ${inv.invoice_due_date}.`,
    `View, download and pay it here: ${link}`,
    inv.reply_to_email ? `\nQuestions? Reply to ${inv.reply_to_email}.` : '',
  ].join('\n')
  for (const to of [inv.email as string, ...(inv.cc_emails as string[])])
    await sendMail({ message: { to, subject, text } })
  return { link, mailed: true }
}

/**
 * The send job's sweep: every invoice waiting to be emailed (issued by a schedule), and the reminders owed (the rule
 * above). Each is claimed again by sendInvoice, so a sweep overlapping another mails each email once.
 */
export async function sendDueInvoices(today = new Date().toISOString().slice(0, 10)) {
  const due = await asService(
    (tx) => tx`
      select id, email_status = 'NeedToSend' as first from public.invoices
      where status in ('Sent', 'WaitingPayment') and (email_status = 'NeedToSend'
        or (email_status = 'EmailSent' and ${reminderDue(tx, today)}))
      order by created_at limit 500`,
  )
  let sent = 0
  for (const r of due)
    if ((await sendInvoice({ invoiceId: r.id, kind: r.first ? 'invoice' : 'reminder', today }))?.mailed) sent++
  return { sent }
}
