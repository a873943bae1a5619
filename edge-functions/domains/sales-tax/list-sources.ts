/**
 * The integrations screen: which sources feed line items (the built-in ledger, invoicing, Stripe), how many lines
 * each has given and over which dates, and how many of the ledger's customers have an address (a ledger sale is
 * sourced to its customer's state; one without an address gives no line item). `refreshLedger` rewrites the ledger's
 * line items (public.sales_tax_refresh_ledger).
 */
import type { Tx } from '../../_shared/db.ts'
import { SALES_TAX_PROVIDERS } from '../../../shared/schemas/sales-tax.ts'
import { assertSalesTaxAccess } from './access.ts'

const ABOUT = {
  ledger: ['Ledger', "Income lines of the built-in ledger, sourced to the customer's state."],
  invoices: [
    'Invoices',
    "Lines of the invoices the organization sends from the product, added as they are written (cancelled ones left out), sourced to the customer's state.",
  ],
  stripe: [
    'Stripe',
    "Every line of the connected Stripe account's invoices, those beyond the ten an invoice embeds included, added as the ingest and Stripe's webhooks bring each invoice (draft and void ones left out).",
  ],
} as const

export async function listSources({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const { canEdit } = await assertSalesTaxAccess(tx, organizationId)
  const rows = await tx`
    select provider, count(*)::int as n, min(txn_date)::text as first, max(txn_date)::text as last,
           coalesce(sum(amount_excluding_tax_cents), 0)::bigint as cents
      from public.sales_tax_line_items where organization_id = ${organizationId} group by provider`
  const [c] = await tx`
    select (select count(*)::int from public.ledger_names where organization_id = ${organizationId} and kind = 'customer') as customers,
           (select count(*)::int from public.sales_tax_customer_addresses where organization_id = ${organizationId}) as "withAddress"`
  return {
    sources: SALES_TAX_PROVIDERS.map((provider) => {
      const r = rows.find((x) => x.provider === provider)
      return {
        provider,
        label: ABOUT[provider][0],
        description: ABOUT[provider][1],
        lineItems: r?.n ?? 0,
        firstDate: r?.first ?? null,
        lastDate: r?.last ?? null,
        amountCents: Number(r?.cents ?? 0),
      }
    }),
    customers: c.customers,
    customersWithAddress: c.withAddress,
    canRefresh: canEdit,
  }
}

export async function refreshLedger({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertSalesTaxAccess(tx, organizationId, { edit: true })
  const [r] = await tx`select public.sales_tax_refresh_ledger(${organizationId}::uuid) as n`
  return { lineItems: r.n as number }
}
