/**
 * Asking a vendor for a W-9 (issue 36 item 6, docs/tax-forms.md): the request is recorded as the caller (members and
 * staff, under the policies of w9_requests), then sent through the tax-form service, which emails the vendor its
 * hosted form. A vendor without an email is refused with the reason and nothing is sent; so is an organization that
 * has not created its business with the service. Asking again sends the same request anew (a fresh form, the
 * reminders counted from zero).
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TW9Status } from '../../../shared/rules/vendor-1099.ts'
import { W9_MESSAGES } from '../../../shared/schemas/w9.ts'
import { requestW9ByEmail } from '../taxbandits/taxbandits-api.ts'
import { recordW9Status } from './w9-status.ts'
import { findTaxFormBusiness, requesterOf } from './tax-form-business.ts'
import { assertSalesTaxAccess } from './access.ts'

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
  if (!(await findTaxFormBusiness(tx, organizationId)))
    throw new AppError('validation_failed', W9_MESSAGES.noBusiness, {
      field: 'business',
      fields: [{ path: 'business', message: W9_MESSAGES.noBusiness }],
    })
  const [row] = await tx`
    insert into public.w9_requests (organization_id, name_id, year, email, created_by)
    values (${organizationId}, ${nameId}, ${year}, ${vendor.vendor_email}, auth.uid())
    on conflict (organization_id, name_id, year) do update set email = excluded.email, sent_at = now(),
      last_sent_at = now(), reminder_count = 0, opened_at = null, completed_at = null, form = null,
      created_by = excluded.created_by
    returning id`
  return row.id as string
}

/**
 * Sends the request through the tax-form service (RequestByEmail, the payee reference being the request's id): the
 * service emails the vendor its hosted form and answers ORDER_CREATED (or SCHEDULED), or refuses the order
 * (ORDER_NOT_CREATED, with its error records on the order). What follows (SENT, OPENED, BOUNCED, completed, TIN
 * matching) arrives by webhook (apply-w9-status.ts). A reminder is the same request again: the service sends a fresh
 * email for the same payee. Nothing for a request already completed. Runs as the service role: the caller's right
 * was checked when the request was recorded.
 */
export async function sendW9Request(requestId: string, { reminder = false } = {}) {
  const req = await asService(async (s) => {
    const [org] = await s`select organization_id from public.w9_requests where id = ${requestId}`
    const requester = org ? await requesterOf(s, org.organization_id) : null
    // a reminder waits for the business (a request made before it, as the demo seed's are); a request never gets here
    if (!requester && reminder) return null
    const [r] = await s`
      update public.w9_requests set last_sent_at = now(), reminder_count = reminder_count + ${reminder ? 1 : 0}
      where id = ${requestId} and completed_at is null
      returning organization_id, name_id, year, email, reminder_count,
        (select display_name from public.ledger_names n
          where n.organization_id = w9_requests.organization_id and n.id = w9_requests.name_id) as vendor`
    if (!r) return null
    const row = r as unknown as {
      organization_id: string
      name_id: string
      year: number
      email: string
      reminder_count: number
      vendor: string
    }
    return { ...row, requester }
  })
  if (!req) return null
  if (!req.requester) throw new AppError('validation_failed', W9_MESSAGES.noBusiness, { field: 'business' })
  const answer = await requestW9ByEmail({
    Requester: { BusinessId: req.requester.businessId, TINType: req.requester.tinType, TIN: req.requester.tin },
    // the W-9's recipient name is at most 40 characters (§5); the vendor's own name is on the form it fills
    Recipients: [{ PayeeRef: requestId, Name: String(req.vendor).slice(0, 40), Email: req.email }],
  })
  const ok = answer.FormW9Records?.SuccessRecords?.find((x) => x.PayeeRef === requestId)
  const refused = answer.FormW9Records?.ErrorRecords?.find((x) => x.PayeeRef === requestId)
  const errors = refused?.Errors ?? (ok ? [] : (answer.Errors ?? []))
  const status: TW9Status = ok ? ok.W9Status : 'ORDER_NOT_CREATED'
  await asService(async (s) => {
    await recordW9Status(s, {
      requestId,
      organizationId: req.organization_id,
      businessId: req.requester!.businessId,
      status,
      statusTime: ok?.StatusTime ?? new Date().toISOString(),
      submissionId: answer.SubmissionId,
      formUrl: ok?.W9Url ?? null,
      tinMatching: null,
      errors,
    })
    await s`
      update public.vendor_tax_records set
        sent_email = jsonb_build_object('to', ${req.email}::text, 'sentAt', now(), 'reminders', ${req.reminder_count}::int,
          'error', ${errors.length ? errors.map((e) => e.Message).join('; ') : null}::text),
        updated_at = now()
      where organization_id = ${req.organization_id} and name_id = ${req.name_id} and year = ${req.year}`
  })
  return { status, sentTo: req.email as string }
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
       where r.completed_at is null and v.w9_status in ('ORDER_CREATED', 'SENT', 'OPENED') and r.reminder_count < 3
         and r.last_sent_at < now() - interval '7 days'
       order by r.last_sent_at limit 500`,
  )
  let sent = 0
  let failed = 0
  for (const r of due) {
    // one service refusal must not hold back the other organizations' reminders
    try {
      if (await sendW9Request(r.id, { reminder: true })) sent++
    } catch (e) {
      failed++
      console.warn(`[w9-reminders] ${r.id}: ${(e as Error).message}`)
    }
  }
  return { sent, failed }
}
