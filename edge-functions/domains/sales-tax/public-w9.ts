/**
 * The public W-9 form behind the emailed link. The vendor has no account: this runs as the service role and finds
 * the one request by its token's hash, never listing anything. Opening it makes a SENT W-9 OPENED; submitting it
 * stores the TIN encrypted (vendor_tins, as the 1099 screen's TINs are), the certified form without the TIN on the
 * request, the certified form as a PDF among the organization's files (store-w9-pdf.ts), and makes the W-9
 * COMPLETED_AND_TIN_MATCH_INPROGRESS with the TIN match pending, which the 1099 readiness counts as on file.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { maskTin, tinDigits, type TW9Status } from '../../../shared/rules/vendor-1099.ts'
import { type TPublicW9, W9_MESSAGES, type ZW9FormSchema } from '../../../shared/schemas/w9.ts'
import type { z } from 'zod'
import { connectionSecretKey } from '../connections/config.ts'
import { encryptSecret } from '../connections/secret-crypto.ts'
import { type CertifiedW9, storeW9Pdf } from './store-w9-pdf.ts'
import { w9TokenHash } from './w9-link.ts'

async function findRequest(tx: Tx, token: string) {
  const [r] = await tx`
    select r.id, r.organization_id, r.name_id, r.year, r.completed_at, r.form, v.w9_status,
           n.display_name as vendor, o.legal_name as requester
      from public.w9_requests r
      join public.vendor_tax_records v on v.organization_id = r.organization_id and v.name_id = r.name_id
        and v.year = r.year
      join public.ledger_names n on n.organization_id = r.organization_id and n.id = r.name_id
      join public.organizations o on o.id = r.organization_id
     where r.token_hash = ${w9TokenHash(token)}
     for update of r`
  if (!r) throw new AppError('not_found', W9_MESSAGES.notFound)
  return r
}

export async function viewW9(tx: Tx, token: string): Promise<TPublicW9> {
  const r = await findRequest(tx, token)
  if (!r.completed_at && (r.w9_status === 'SENT' || r.w9_status === 'BOUNCED' || r.w9_status === null)) {
    await tx`update public.w9_requests set opened_at = coalesce(opened_at, now()) where id = ${r.id}`
    await tx`update public.vendor_tax_records set w9_status = 'OPENED', updated_at = now()
      where organization_id = ${r.organization_id} and name_id = ${r.name_id} and year = ${r.year}`
  }
  const form = r.form as { name: string; tin: string; signedAt: string } | null
  return {
    requester: r.requester,
    vendorName: r.vendor,
    year: r.year,
    completed: !!r.completed_at,
    certified: form ? { name: form.name, tin: form.tin, signedAt: form.signedAt } : null,
  }
}

export async function submitW9(
  tx: Tx,
  token: string,
  input: z.output<typeof ZW9FormSchema>,
): Promise<{ status: TW9Status; tin: string }> {
  const r = await findRequest(tx, token)
  if (r.completed_at) throw new AppError('conflict', W9_MESSAGES.done)
  const digits = tinDigits(input.tinType, input.tin)
  if (!digits) throw new AppError('validation_failed', 'tin') // the schema refused it already
  const masked = maskTin(input.tinType, digits.slice(-4))
  const sealed = await encryptSecret(digits, connectionSecretKey())
  await tx`
    insert into public.vendor_tins (organization_id, name_id, tin_type, tin_encrypted, tin_last4)
    values (${r.organization_id}, ${r.name_id}, ${input.tinType}, ${sealed}, ${digits.slice(-4)})
    on conflict (organization_id, name_id) do update set tin_type = excluded.tin_type,
      tin_encrypted = excluded.tin_encrypted, tin_last4 = excluded.tin_last4, updated_at = now()`
  const { tin: _tin, certify: _certify, ...fields } = input
  const form: CertifiedW9 = { ...fields, tin: masked, signedAt: new Date().toISOString() }
  await tx`update public.w9_requests set form = ${tx.json(form)}, completed_at = now(),
      opened_at = coalesce(opened_at, now()) where id = ${r.id}`
  const fileId = await storeW9Pdf(
    tx,
    { id: r.id, organizationId: r.organization_id, vendor: r.vendor, requester: r.requester, year: r.year },
    form,
  )
  const status: TW9Status = 'COMPLETED_AND_TIN_MATCH_INPROGRESS'
  await tx`update public.vendor_tax_records set w9_status = ${status}, tin_match = 'pending', w9_file_id = ${fileId},
      updated_at = now()
    where organization_id = ${r.organization_id} and name_id = ${r.name_id} and year = ${r.year}`
  return { status, tin: masked }
}
