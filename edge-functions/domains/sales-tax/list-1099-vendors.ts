/**
 * /accounting/1099s: the vendors the organization paid in a year, with totals by payment method read from the ledger
 * (Purchases by their PaymentType, BillPayments by their PayType; Bills are not payments), whether each needs a 1099
 * (decided by shared/rules/vendor-1099.ts, or the bookkeeper's override), the W-9 on file or not, and the
 * organization's readiness. The masked TIN is answered only to the organization's admins and its staff: RLS on
 * vendor_tins returns no row to anyone else.
 */
import type { Tx } from '../../_shared/db.ts'
import {
  type TMethodTotals,
  type TW9Status,
  W9_ON_FILE,
  emptyTotals,
  maskTin,
  needsT99,
  nec1099ThresholdCents,
  paymentMethodOf,
  readinessScore,
  reportableCents,
} from '../../../shared/rules/vendor-1099.ts'
import { signFileUrl } from '../files/sign-file-url.ts'
import { assertSalesTaxAccess } from './access.ts'

export async function list1099Vendors({
  tx,
  organizationId,
  year,
  accessToken,
}: {
  tx: Tx
  organizationId: string
  year: number
  /** the caller's token, to sign links to completed W-9s (Storage's own policies decide); none: no links */
  accessToken?: string
}) {
  const { canEdit } = await assertSalesTaxAccess(tx, organizationId)
  const [who] = await tx`
    select private.is_org_admin(${organizationId}::uuid) or private.is_org_staff(${organizationId}::uuid) as "seesTin"`
  const payments = await tx<
    { nameId: string; name: string; type: string | null; account: string | null; cents: string }[]
  >`
    select n.id::text as "nameId", n.display_name as name,
           -- a paid bill's BillPayment (bill pay, docs/bill-pay.md) says Check, QuickBooks' only bank PayType; the
           -- bill was paid by bank transfer (Ach, Plaid or Wire), which counts as ACH
           case when bill.id is not null then 'ACH' else coalesce(t.body->>'PaymentType', t.body->>'PayType') end as type,
           coalesce(t.body->'AccountRef'->>'name', t.body->'CheckPayment'->'BankAccountRef'->>'name',
                    t.body->'CreditCardPayment'->'CCAccountRef'->>'name') as account,
           t.total_cents as cents
      from public.ledger_transactions t
      join public.ledger_names n on n.organization_id = t.organization_id and n.id = t.name_id
      left join public.banking_bills bill on t.kind = 'BillPayment' and bill.organization_id = t.organization_id
        and bill.books_ledger = 'builtin' and bill.qb_bill_payment_id = t.id::text
     where t.organization_id = ${organizationId} and n.kind = 'vendor' and t.deleted_at is null
       and t.kind in ('Purchase', 'BillPayment')
       and t.txn_date >= make_date(${year}, 1, 1) and t.txn_date < make_date(${year} + 1, 1, 1)`
  const records = await tx`
    select r.name_id::text as "nameId", r.needs_t99_override as override, r.vendor_email as email,
           r.w9_status as "w9Status", r.tin_match as "tinMatch", r.w9_file_id as "w9FileId", n.display_name as name,
           (select f.path from public.files f where f.id = r.w9_file_id) as "w9FilePath"
      from public.vendor_tax_records r
      join public.ledger_names n on n.organization_id = r.organization_id and n.id = r.name_id
     where r.organization_id = ${organizationId} and r.year = ${year}`
  // RLS answers no row here to anyone but the organization's admins and staff
  const tins = await tx`
    select name_id::text as "nameId", tin_type as "tinType", tin_last4 as "tinLast4"
      from public.vendor_tins where organization_id = ${organizationId}`
  const byVendor = new Map<string, { name: string; totals: TMethodTotals }>()
  for (const p of payments) {
    const v = byVendor.get(p.nameId) ?? { name: p.name, totals: emptyTotals() }
    v.totals[paymentMethodOf(p.type, p.account)] += Number(p.cents)
    byVendor.set(p.nameId, v)
  }
  // a vendor with a record but no payment this year still shows (a W-9 asked for ahead of the first payment)
  for (const r of records) if (!byVendor.has(r.nameId)) byVendor.set(r.nameId, { name: r.name, totals: emptyTotals() })
  const fileUrls = new Map<string, string | null>()
  for (const r of records)
    if (r.w9FilePath && accessToken)
      fileUrls.set(r.nameId, await signFileUrl({ accessToken, bucket: 'files', path: r.w9FilePath }))
  const vendors = [...byVendor.entries()].map(([nameId, v]) => {
    const r = records.find((x) => x.nameId === nameId)
    const override = (r?.override ?? null) as boolean | null
    const w9Status = (r?.w9Status ?? null) as TW9Status | null
    const tin = tins.find((x) => x.nameId === nameId)
    return {
      nameId,
      vendorName: v.name,
      totals: v.totals,
      reportableCents: reportableCents(v.totals),
      decidedNeedsT99: needsT99(v.totals, year),
      needsT99Override: override,
      needsT99: needsT99(v.totals, year, override),
      email: (r?.email ?? null) as string | null,
      w9Status,
      w9OnFile: !!w9Status && W9_ON_FILE.includes(w9Status),
      tinMatch: (r?.tinMatch ?? null) as 'pending' | 'match' | 'no_match' | null,
      tin: who.seesTin && tin ? maskTin(tin.tinType, tin.tinLast4) : null,
      w9FileUrl: fileUrls.get(nameId) ?? null,
    }
  })
  vendors.sort((a, b) => b.reportableCents - a.reportableCents || a.vendorName.localeCompare(b.vendorName))
  return {
    year,
    thresholdCents: nec1099ThresholdCents(year),
    readiness: readinessScore(vendors),
    canEdit,
    canSeeTin: !!who.seesTin,
    vendors,
  }
}
