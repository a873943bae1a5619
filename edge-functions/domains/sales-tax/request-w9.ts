/**
 * Asking a vendor for a W-9 (issue 36 item 6): the request is recorded as the caller (members and staff, under the
 * policies of w9_requests), then emailed with the link to the public form. A vendor without an email is refused with
 * the reason and nothing is sent. Asking again sends the same request anew (a fresh form, the reminders counted from
 * zero). The email and every reminder go through the mail outbox; a transport that refuses the address makes the
 * W-9 BOUNCED, which the 1099 screen shows.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TW9Status } from '../../../shared/rules/vendor-1099.ts'
import { W9_MESSAGES } from '../../../shared/schemas/w9.ts'
import { sendMail } from '../mail/send-mail.ts'
import { assertSalesTaxAccess } from './access.ts'
import { w9Link, w9PlaceholderHash, w9Token, w9TokenHash } from './w9-link.ts'

/** Records (or renews) the request; answers its id. Runs as the caller. */
export async function recordW9Request({
  tx,
  organizationId,
  nameId,
  year,
}: {
  tx: Tx
  organizationId: string
  nameId: string
  year: number
}): Promise<string> {
  await assertSalesTaxAccess(tx, organizationId, { edit: true })
  const [vendor] = await tx`
    select n.id, v.vendor_email from public.ledger_names n
      left join public.vendor_tax_records v on v.organization_id = n.organization_id and v.name_id = n.id
        and v.year = ${year}
     where n.organization_id = ${organizationId} and n.id = ${nameId} and n.kind = 'vendor'`
  if (!vendor) throw new AppError('not_found', 'Vendor not found')
  if (!vendor.vendor_email)
    throw new AppError('validation_failed', W9_MESSAGES.noEmail, {
      field: 'email',
      fields: [{ path: 'email', message: W9_MESSAGES.noEmail }],
    })
  const [row] = await tx`
    insert into public.w9_requests (organization_id, name_id, year, email, token_hash, created_by)
    values (${organizationId}, ${nameId}, ${year}, ${vendor.vendor_email}, ${w9PlaceholderHash()}, auth.uid())
    on conflict (organization_id, name_id, year) do update set email = excluded.email, sent_at = now(),
      last_sent_at = now(), reminder_count = 0, opened_at = null, completed_at = null, form = null,
      created_by = excluded.created_by
    returning id`
  return row.id as string
}

/**
 * Emails the request (or, with `reminder`, reminds), stamps the token's hash and the vendor's W-9 status: SENT, or
 * BOUNCED when the transport refused the address; a reminder leaves SENT or OPENED as it was. Nothing for a request
 * already completed. Runs as the service role: the caller's right was checked when the request was recorded.
 */
export async function sendW9Request(requestId: string, { reminder = false } = {}) {
  const token = w9Token(requestId)
  const req = await asService(async (tx) => {
    const [r] = await tx`
      update public.w9_requests set token_hash = ${w9TokenHash(token)}, last_sent_at = now(),
        reminder_count = reminder_count + ${reminder ? 1 : 0}
      where id = ${requestId} and completed_at is null
      returning organization_id, name_id, year, email, reminder_count,
        (select display_name from public.ledger_names n
          where n.organization_id = w9_requests.organization_id and n.id = w9_requests.name_id) as vendor,
        (select legal_name from public.organizations o where o.id = w9_requests.organization_id) as requester`
    return r
  })
  if (!req) return null
  const link = w9Link(requestId)
  const subject = `${reminder ? 'Reminder: ' : ''}${req.requester} asks for your W-9 for ${req.year}`
  const text = [
    `Hello ${req.vendor},`,
    '',
    `${req.requester} needs your Form W-9 (Request for Taxpayer Identification Number and Certification) to file`,
    `its ${req.year} 1099s. It takes a few minutes; your TIN is stored encrypted and shown to no one but the`,
    `business's administrators and its bookkeepers.`,
    '',
    `Fill it in here: ${link}`,
  ].join('\n')
  const sent = await sendMail({ message: { to: req.email, subject, text } })
  const status: TW9Status | null = sent.error ? 'BOUNCED' : reminder ? null : 'SENT'
  await asService(
    (tx) => tx`
      update public.vendor_tax_records set
        w9_status = coalesce(${status}, w9_status),
        sent_email = jsonb_build_object('to', ${req.email}::text, 'sentAt', now(), 'reminders', ${req.reminder_count}::int,
          'error', ${sent.error}::text),
        updated_at = now()
      where organization_id = ${req.organization_id} and name_id = ${req.name_id} and year = ${req.year}`,
  )
  return { status: (status ?? 'SENT') as TW9Status, sentTo: req.email as string, link }
}

/**
 * The reminders job's sweep: each W-9 sent or opened and not completed gets a reminder a week after its last email,
 * three at most. Bounced ones wait for a new address.
 */
export async function sendW9Reminders() {
  const due = await asService(
    (tx) => tx`
      select r.id from public.w9_requests r
        join public.vendor_tax_records v on v.organization_id = r.organization_id and v.name_id = r.name_id
          and v.year = r.year
       where r.completed_at is null and v.w9_status in ('SENT', 'OPENED') and r.reminder_count < 3
         and r.last_sent_at < now() - interval '7 days'
       order by r.last_sent_at limit 500`,
  )
  let sent = 0
  for (const r of due) if (await sendW9Request(r.id, { reminder: true })) sent++
  return { sent }
}
