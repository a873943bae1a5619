/**
 * The /cash/invoices screen's data as the caller: invoices (optionally of one status), the unpaid total by aging
 * bucket, the customers and products to pick from, and which of the two invoicing flags are on.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AGING_BUCKETS, type TAgingBucket } from '../../../shared/rules/invoicing.ts'
import { loadInvoices } from './load-invoices.ts'

export async function listInvoices({
  tx,
  organizationId,
  status,
}: {
  tx: Tx
  organizationId: string
  status?: string
}) {
  await assertBanking(tx, organizationId, 'read')
  const invoices = await loadInvoices({ tx, organizationId, status })
  const all = status ? await loadInvoices({ tx, organizationId }) : invoices
  const byAging = Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0n])) as Record<TAgingBucket, bigint>
  for (const i of all)
    if (i.status === 'Sent' || i.status === 'WaitingPayment') byAging[i.aging] += BigInt(i.balanceDueMicros)
  const customers = await tx`select id, name, email, address_line1, address_line2, city, state, postal_code, country
    from public.invoice_customers where organization_id = ${organizationId} order by name`
  const products = await tx`select id, name, description, price_micros::text, taxable from public.invoice_products
    where organization_id = ${organizationId} and active order by name`
  const [flags] = await tx`select private.flag_enabled(${organizationId}, 'recurring-invoices') as recurring,
    private.flag_enabled(${organizationId}, 'ach-pull') as ach`
  return {
    invoices,
    outstanding: {
      totalMicros: Object.values(byAging)
        .reduce((a, b) => a + b, 0n)
        .toString(),
      byAging: Object.fromEntries(Object.entries(byAging).map(([k, v]) => [k, v.toString()])) as Record<
        TAgingBucket,
        string
      >,
    },
    customers: customers.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      address: {
        line1: c.address_line1,
        line2: c.address_line2,
        city: c.city,
        state: c.state,
        postalCode: c.postal_code,
        country: c.country,
      },
    })),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      priceMicros: p.price_micros,
      taxable: p.taxable,
    })),
    flags: { recurringInvoices: Boolean(flags.recurring), achPull: Boolean(flags.ach) },
  }
}
