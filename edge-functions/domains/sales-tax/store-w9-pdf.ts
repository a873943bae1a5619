/**
 * The completed W-9 kept as a file (issue 36 item 6 "the completed form stored as a file"): a PDF of what the vendor
 * certified, written to the organization's folder of the private `files` bucket and recorded in public.files, so it
 * is among the organization's documents and the 1099 screen links it. Anyone with access to the organization may
 * read its files, so the PDF carries the TIN masked, like the screen: the full number stays in vendor_tins, encrypted,
 * for the organization's admins and staff only.
 */
import type { Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { textPdf } from '../../../shared/pdf/text-pdf.ts'
import { W9_TAX_CLASSIFICATIONS, type TW9TaxClassification } from '../../../shared/schemas/w9.ts'

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

export function w9Pdf(f: CertifiedW9, requester: string, year: number) {
  return textPdf({
    title: `Form W-9 for ${requester} (${year})`,
    lines: [
      'Request for Taxpayer Identification Number and Certification, completed online.',
      '',
      `1. Name: ${f.name}`,
      `2. Business name: ${f.businessName || '(none)'}`,
      `3. Federal tax classification: ${W9_TAX_CLASSIFICATIONS[f.taxClassification]}`,
      `5. Address: ${[f.address1, f.address2].filter(Boolean).join(', ')}`,
      `6. City, state, ZIP: ${f.city}, ${f.state} ${f.zip}`,
      `Part I. ${f.tinType === 'EIN' ? 'Employer identification number' : 'Social security number'}: ${f.tin} (masked)`,
      '',
      'Part II. Certification: under penalties of perjury, the signer certified that the number shown is the',
      'correct taxpayer identification number, that they are not subject to backup withholding, that they are a',
      'U.S. person, and that any FATCA code entered is correct.',
      '',
      `Signature: ${f.signature}`,
      `Date: ${f.signedAt.slice(0, 10)}`,
    ],
  })
}

/** Uploads the PDF (service key: the vendor has no session) and records the file; answers the file's id. */
export async function storeW9Pdf(
  tx: Tx,
  r: { id: string; organizationId: string; vendor: string; requester: string; year: number },
  form: CertifiedW9,
): Promise<string> {
  const path = `${r.organizationId}/w9/${r.year}-${r.id}.pdf`
  const res = await fetch(`${env.supabaseUrl}/storage/v1/object/files/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.serviceRoleKey}`,
      apikey: env.serviceRoleKey,
      'content-type': 'application/pdf',
      'x-upsert': 'true',
    },
    body: w9Pdf(form, r.requester, r.year) as BodyInit,
  })
  if (!res.ok) throw new Error(`Storing the W-9 ${path} failed: ${res.status} ${await res.text()}`)
  await res.body?.cancel()
  const [file] = await tx`
    insert into public.files (title, description, bucket, path, extension, organization_id)
    values (${`W-9 ${r.vendor} ${r.year}`}, ${`Form W-9 certified by ${form.name} on ${form.signedAt.slice(0, 10)}`},
      'files', ${path}, 'pdf', ${r.organizationId})
    on conflict (bucket, path) do update set description = excluded.description
    returning id`
  return file.id as string
}
