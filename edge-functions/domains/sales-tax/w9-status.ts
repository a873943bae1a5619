/**
 * What the tax-form service says about a W-9 lands here (docs/tax-forms.md): the order's last status with the
 * service's StatusTime (an older report never overwrites a newer one, so late and repeated notifications change
 * nothing), the vendor's W-9 status and TIN match on the 1099 screen, the time the form was opened, and, once the
 * vendor completed it, the certified form: the TIN encrypted in vendor_tins, the form without the TIN on the request,
 * the service's PDF (TIN masked: anyone with access reads files) among the organization's files.
 *
 * A notification (webhook or tax mail) only says whom to ask about: the status itself is read from the service
 * (FormW9/Status), because the service's webhook signature does not cover the body.
 */
import type { Tx } from '../../_shared/db.ts'
import { maskTin, type TW9Status } from '../../../shared/rules/vendor-1099.ts'
import type { TTbError } from '../../../shared/schemas/taxbandits.ts'
import type { TW9TaxClassification } from '../../../shared/schemas/w9.ts'
import { connectionSecretKey } from '../connections/config.ts'
import { ProviderError } from '../connections/provider-http.ts'
import { encryptSecret } from '../connections/secret-crypto.ts'
import { storeObject } from '../files/store-object.ts'
import { downloadPdf, w9Details, w9PdfUrl, w9Status } from '../taxbandits/taxbandits-api.ts'
import { findTaxFormBusiness } from './tax-form-business.ts'

/** The certified form as the request keeps it: the TIN masked (the full number only in vendor_tins, encrypted). */
export type CertifiedW9 = {
  name: string
  businessName: string
  taxClassification: TW9TaxClassification
  address1: string
  address2: string
  city: string
  state: string
  zip: string
  tinType: 'EIN' | 'SSN'
  tin: string
  signature: string
  signedAt: string
}

const TIN_MATCH = { MATCHED: 'match', NOTMATCHED: 'no_match', INPROGRESS: 'pending', NOTAPPLICABLE: 'pending' } as const
/** The statuses after the vendor submitted the form: the form can be read. */
const SUBMITTED: readonly TW9Status[] = [
  'COMPLETED_AND_TIN_MATCH_INPROGRESS',
  'COMPLETED',
  'INVALID',
  'AWAITING_TIN_CERTIFICATE',
]

export type W9StatusReport = {
  requestId: string
  organizationId: string
  businessId: string
  status: TW9Status
  statusTime: string
  submissionId?: string | null
  formUrl?: string | null
  tinMatching: keyof typeof TIN_MATCH | null
  errors?: TTbError[]
}

/** Records one report; answers whether it was newer than what the order held (and so was applied). Service role. */
export async function recordW9Status(s: Tx, r: W9StatusReport): Promise<boolean> {
  const [applied] = await s`
    insert into public.w9_service_orders (request_id, organization_id, business_id, submission_id, form_url, status,
      status_time, tin_matching, errors)
    values (${r.requestId}, ${r.organizationId}, ${r.businessId}, ${r.submissionId ?? null}, ${r.formUrl ?? null},
      ${r.status}, ${r.statusTime}, ${r.tinMatching}, ${s.json((r.errors ?? []) as never)})
    on conflict (request_id) do update set
      business_id = excluded.business_id,
      submission_id = coalesce(excluded.submission_id, w9_service_orders.submission_id),
      form_url = coalesce(excluded.form_url, w9_service_orders.form_url),
      status = excluded.status, status_time = excluded.status_time,
      tin_matching = coalesce(excluded.tin_matching, w9_service_orders.tin_matching),
      errors = excluded.errors, updated_at = now(),
      -- a new order (the request sent again) starts over: its form is read afresh
      form_read_at = case when excluded.submission_id is distinct from w9_service_orders.submission_id
        and excluded.submission_id is not null then null else w9_service_orders.form_read_at end
    where excluded.status_time > w9_service_orders.status_time
    returning request_id`
  if (!applied) return false
  const match = r.tinMatching ? TIN_MATCH[r.tinMatching] : null
  await s`
    update public.vendor_tax_records v set w9_status = ${r.status},
      tin_match = case when ${SUBMITTED.includes(r.status)} then ${match}::text else v.tin_match end,
      updated_at = now()
      from public.w9_requests q
     where q.id = ${r.requestId} and v.organization_id = q.organization_id and v.name_id = q.name_id and v.year = q.year`
  if (r.status === 'OPENED')
    await s`update public.w9_requests set opened_at = coalesce(opened_at, ${r.statusTime}) where id = ${r.requestId}`
  return true
}

/** Asks the service where one request stands, records it, and reads the completed form once. Service role. */
export async function refreshW9FromService(s: Tx, organizationId: string, requestId: string) {
  const [req] = await s`
    select q.id, q.organization_id, q.name_id, q.year, n.display_name as vendor, o.business_id
      from public.w9_requests q
      join public.ledger_names n on n.organization_id = q.organization_id and n.id = q.name_id
      left join public.w9_service_orders o on o.request_id = q.id
     where q.id = ${requestId} and q.organization_id = ${organizationId}
     for update of q`
  if (!req) return { skipped: 'no such W-9 request' }
  const businessId: string | undefined = req.business_id ?? (await findTaxFormBusiness(s, organizationId))?.businessId
  if (!businessId) return { skipped: 'the organization has no business with the service' }
  let st: Awaited<ReturnType<typeof w9Status>>
  try {
    st = await w9Status(businessId, requestId)
  } catch (e) {
    // a request the service never took (refused, or made before the business): nothing to ask about
    if (e instanceof ProviderError && e.status === 404) return { skipped: 'the service knows no W-9 for this payee' }
    throw e
  }
  if (!st.W9Status || !st.StatusTime) return { skipped: 'the service knows no W-9 for this payee' }
  const applied = await recordW9Status(s, {
    requestId,
    organizationId,
    businessId,
    status: st.W9Status,
    statusTime: st.StatusTime,
    submissionId: st.SubmissionId,
    tinMatching: st.TINMatching?.Status ?? null,
  })
  const read = SUBMITTED.includes(st.W9Status) ? await readCompletedForm(s, req as never, businessId) : false
  return { status: st.W9Status, applied, formRead: read }
}

async function readCompletedForm(
  s: Tx,
  req: { id: string; organization_id: string; name_id: string; year: number; vendor: string },
  businessId: string,
) {
  const [o] = await s`select form_read_at from public.w9_service_orders where request_id = ${req.id} for update`
  if (o?.form_read_at) return false
  const got = await w9Details(businessId, req.id)
  const d = got.W9Details
  if (!d) return false
  const digits = d.TIN?.replace(/-/g, '') ?? null
  if (digits) {
    const sealed = await encryptSecret(digits, connectionSecretKey())
    await s`
      insert into public.vendor_tins (organization_id, name_id, tin_type, tin_encrypted, tin_last4)
      values (${req.organization_id}, ${req.name_id}, ${d.TINType}, ${sealed}, ${digits.slice(-4)})
      on conflict (organization_id, name_id) do update set tin_type = excluded.tin_type,
        tin_encrypted = excluded.tin_encrypted, tin_last4 = excluded.tin_last4, updated_at = now()`
  }
  const form: CertifiedW9 = {
    name: d.Name,
    businessName: d.BusinessName ?? '',
    taxClassification: d.FederalTaxClassification as TW9TaxClassification,
    address1: d.Address1,
    address2: d.Address2 ?? '',
    city: d.City,
    state: d.State,
    zip: d.ZipCd,
    tinType: d.TINType,
    tin: digits ? maskTin(d.TINType, digits.slice(-4)) : 'Applied for',
    signature: d.Signature,
    signedAt: d.SignedOn,
  }
  await s`update public.w9_requests set form = ${s.json(form)}, completed_at = ${d.SignedOn},
      opened_at = coalesce(opened_at, ${d.SignedOn}) where id = ${req.id}`
  // the service's PDF of the certified form, TIN masked
  const link = await w9PdfUrl(businessId, req.id)
  let fileId: string | null = null
  if (link.PdfUrl) {
    const path = `${req.organization_id}/w9/${req.year}-${req.id}.pdf`
    await storeObject(path, await downloadPdf(link.PdfUrl), 'application/pdf')
    const [file] = await s`
      insert into public.files (title, description, bucket, path, extension, organization_id)
      values (${`W-9 ${req.vendor} ${req.year}`}, ${`Form W-9 certified by ${d.Name} on ${d.SignedOn.slice(0, 10)}`},
        'files', ${path}, 'pdf', ${req.organization_id})
      on conflict (bucket, path) do update set description = excluded.description
      returning id`
    fileId = file.id
  }
  await s`update public.vendor_tax_records set w9_file_id = coalesce(${fileId}::uuid, w9_file_id), updated_at = now()
    where organization_id = ${req.organization_id} and name_id = ${req.name_id} and year = ${req.year}`
  await s`update public.w9_service_orders set form_read_at = now() where request_id = ${req.id}`
  return true
}
