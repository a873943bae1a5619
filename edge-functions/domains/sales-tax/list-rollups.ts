/** §3's monthly roll-up rows by state and jurisdiction (the view public.sales_tax_monthly_rollups), newest first. */
import type { Tx } from '../../_shared/db.ts'
import { assertSalesTaxAccess } from './access.ts'

export async function listRollups({ tx, organizationId, year }: { tx: Tx; organizationId: string; year?: number }) {
  await assertSalesTaxAccess(tx, organizationId)
  const rows = await tx`
    select year, month, state, jurisdiction_level as "jurisdictionLevel", jurisdiction_name as "jurisdictionName",
           amount_excluding_tax_cents as "amountExcludingTaxCents", taxable_amount_cents as "taxableAmountCents",
           tax_collected_cents as "taxCollectedCents", transactions
      from public.sales_tax_monthly_rollups
     where organization_id = ${organizationId} and (${year ?? null}::int is null or year = ${year ?? null}::int)
     order by year desc, month desc, state, jurisdiction_level, jurisdiction_name`
  return {
    rows: rows.map((r) => ({
      year: r.year,
      month: r.month,
      state: r.state,
      jurisdictionLevel: r.jurisdictionLevel,
      jurisdictionName: r.jurisdictionName,
      amountExcludingTaxCents: Number(r.amountExcludingTaxCents),
      taxableAmountCents: Number(r.taxableAmountCents),
      taxCollectedCents: Number(r.taxCollectedCents),
      transactions: r.transactions,
    })),
  }
}
