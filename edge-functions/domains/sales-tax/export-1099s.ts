/**
 * The filing CSV of a year's 1099 vendors (those needing one), with the full TIN decrypted: for the organization's
 * admins and its staff only, the same people who may read the TIN at all.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { t99Csv } from '../../../shared/rules/vendor-1099.ts'
import { connectionSecretKey } from '../connections/config.ts'
import { decryptSecret } from '../connections/secret-crypto.ts'
import { list1099Vendors } from './list-1099-vendors.ts'

export async function export1099s({ tx, organizationId, year }: { tx: Tx; organizationId: string; year: number }) {
  const list = await list1099Vendors({ tx, organizationId, year })
  if (!list.canSeeTin) throw new AppError('forbidden', "Only the organization's admins and its staff can export 1099s")
  const tins = await tx<{ nameId: string; tinType: string; sealed: Uint8Array }[]>`
    select name_id::text as "nameId", tin_type as "tinType", tin_encrypted as sealed
      from public.vendor_tins where organization_id = ${organizationId}`
  const rows = []
  for (const v of list.vendors.filter((x) => x.needsT99)) {
    const t = tins.find((x) => x.nameId === v.nameId)
    rows.push({
      vendorName: v.vendorName,
      tinType: t?.tinType ?? null,
      tin: t ? await decryptSecret<string>(new Uint8Array(t.sealed), connectionSecretKey()) : null,
      email: v.email,
      reportableCents: v.reportableCents,
    })
  }
  return t99Csv(year, rows)
}
