/**
 * The bookkeeper's (or client's) changes to a 1099 vendor for a year: the needsT99 override (null returns to the
 * decided value) and the email a W-9 request goes to; and, for the organization's admins and staff only, the TIN,
 * stored encrypted with its last four digits (the plain number exists only in this request).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { TIN_MESSAGES, tinDigits } from '../../../shared/rules/vendor-1099.ts'
import { connectionSecretKey } from '../connections/config.ts'
import { encryptSecret } from '../connections/secret-crypto.ts'
import { assertSalesTaxAccess } from './access.ts'

async function assertVendor(tx: Tx, organizationId: string, nameId: string) {
  const [v] =
    await tx`select 1 from public.ledger_names where organization_id = ${organizationId} and id = ${nameId} and kind = 'vendor'`
  if (!v) throw new AppError('not_found', 'Vendor not found')
}

export async function update1099Vendor({
  tx,
  organizationId,
  nameId,
  year,
  changes,
}: {
  tx: Tx
  organizationId: string
  nameId: string
  year: number
  changes: { needsT99?: boolean | null; email?: string | null }
}) {
  await assertSalesTaxAccess(tx, organizationId, { edit: true })
  await assertVendor(tx, organizationId, nameId)
  const override = changes.needsT99 === undefined ? null : changes.needsT99
  const email = changes.email === undefined ? null : changes.email
  await tx`
    insert into public.vendor_tax_records (organization_id, name_id, year, needs_t99_override, vendor_email)
    values (${organizationId}, ${nameId}, ${year}, ${override}, ${email})
    on conflict (organization_id, name_id, year) do update set
      needs_t99_override = case when ${changes.needsT99 === undefined} then vendor_tax_records.needs_t99_override else excluded.needs_t99_override end,
      vendor_email = case when ${changes.email === undefined} then vendor_tax_records.vendor_email else excluded.vendor_email end,
      updated_at = now()`
}

export async function set1099VendorTin({
  tx,
  organizationId,
  nameId,
  tinType,
  tin,
}: {
  tx: Tx
  organizationId: string
  nameId: string
  tinType: 'EIN' | 'SSN'
  tin: string
}) {
  await assertSalesTaxAccess(tx, organizationId)
  const [who] = await tx`
    select private.is_org_admin(${organizationId}::uuid) or private.is_org_staff(${organizationId}::uuid) as ok`
  if (!who.ok) throw new AppError('forbidden', "Only the organization's admins and its staff can see or change a TIN")
  await assertVendor(tx, organizationId, nameId)
  const digits = tinDigits(tinType, tin)
  if (!digits) {
    const message = tinType === 'EIN' ? TIN_MESSAGES.ein : TIN_MESSAGES.ssn
    throw new AppError('validation_failed', message, { field: 'tin', fields: [{ path: 'tin', message }] })
  }
  const sealed = await encryptSecret(digits, connectionSecretKey())
  await tx`
    insert into public.vendor_tins (organization_id, name_id, tin_type, tin_encrypted, tin_last4)
    values (${organizationId}, ${nameId}, ${tinType}, ${sealed}, ${digits.slice(-4)})
    on conflict (organization_id, name_id) do update set tin_type = excluded.tin_type,
      tin_encrypted = excluded.tin_encrypted, tin_last4 = excluded.tin_last4, updated_at = now()`
  return { tin: tinType === 'EIN' ? `**-***${digits.slice(-4)}` : `***-**-${digits.slice(-4)}` }
}
