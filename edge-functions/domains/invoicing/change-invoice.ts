/**
 * Cancelling and duplicating an invoice, and adding customers and products, as the caller (RLS and the status trigger
 * keep paid invoices as they are: they are credited, never cancelled).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { INVOICING_MESSAGES } from '../../../shared/rules/invoicing.ts'
import type { z } from 'zod'
import type {
  ZSaveInvoiceCustomerRequestSchema,
  ZSaveInvoiceProductRequestSchema,
} from '../../../shared/schemas/invoicing.ts'
import { placeholderHash } from './public-token.ts'

export async function cancelInvoice({
  tx,
  organizationId,
  invoiceId,
}: {
  tx: Tx
  organizationId: string
  invoiceId: string
}) {
  await assertBanking(tx, organizationId, 'use')
  const [row] = await tx`update public.invoices set status = 'Cancelled', cancelled_at = now()
    where id = ${invoiceId} and organization_id = ${organizationId} and status = 'Sent' returning id`
  if (row) return
  const [found] =
    await tx`select status from public.invoices where id = ${invoiceId} and organization_id = ${organizationId}`
  if (!found) throw new AppError('not_found', 'Invoice not found')
  throw new AppError(
    'conflict',
    found.status === 'Paid'
      ? INVOICING_MESSAGES.paidNotEditable
      : found.status === 'Cancelled'
        ? 'This invoice is already cancelled'
        : 'The customer is paying this invoice; it cannot be cancelled now',
  )
}

/** A copy with the next number, dated today, not yet sent (any status may be duplicated, a paid one included). */
export async function duplicateInvoice({
  tx,
  organizationId,
  invoiceId,
  today = new Date().toISOString().slice(0, 10),
}: {
  tx: Tx
  organizationId: string
  invoiceId: string
  today?: string
}): Promise<string> {
  await assertBanking(tx, organizationId, 'use')
  const [{ n }] = await tx`select private.take_invoice_numbers(${organizationId}, 1) as n`
  const [copy] = await tx`
    insert into public.invoices (organization_id, number, invoice_number, customer_id, account_id, status, invoice_date,
      payment_term, invoice_due_date, sales_tax_rate_micros, discount_percent_micros, discount_amount_micros,
      subtotal_micros, discount_micros, tax_micros, amount_micros, memo, private_note, reply_to_email, cc_emails,
      template, public_token_hash, created_by)
    select organization_id, ${n}, ${`INV-${String(n).padStart(5, '0')}`}, customer_id, account_id, 'Sent', ${today}::date,
      payment_term, ${today}::date + (invoice_due_date - invoice_date), sales_tax_rate_micros, discount_percent_micros,
      discount_amount_micros, subtotal_micros, discount_micros, tax_micros, amount_micros, memo, private_note,
      reply_to_email, cc_emails, template, ${placeholderHash()}, auth.uid()
    from public.invoices where id = ${invoiceId} and organization_id = ${organizationId}
    returning id`
  if (!copy) throw new AppError('not_found', 'Invoice not found')
  await tx`insert into public.invoice_lines (organization_id, invoice_id, position, title, description, product_id,
      price_micros, quantity_thousandths, amount_micros, taxable, customer_state, service_date_from, service_date_to)
    select organization_id, ${copy.id}, position, title, description, product_id, price_micros, quantity_thousandths,
      amount_micros, taxable, customer_state, service_date_from, service_date_to
    from public.invoice_lines where invoice_id = ${invoiceId}`
  return copy.id
}

export async function addCustomer({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: z.infer<typeof ZSaveInvoiceCustomerRequestSchema>
}) {
  await assertBanking(tx, organizationId, 'use')
  const a = input.address
  const [row] =
    await tx`insert into public.invoice_customers (organization_id, name, email, address_line1, address_line2,
      city, state, postal_code, country)
    values (${organizationId}, ${input.name}, ${input.email.toLowerCase()}, ${a.line1 ?? null}, ${a.line2 ?? null},
      ${a.city ?? null}, ${a.state ?? null}, ${a.postalCode ?? null}, ${a.country ?? 'US'}) returning id`
  return { id: row.id as string, name: input.name, email: input.email.toLowerCase(), address: a }
}

export async function addProduct({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: z.infer<typeof ZSaveInvoiceProductRequestSchema>
}) {
  await assertBanking(tx, organizationId, 'use')
  const [row] = await tx`insert into public.invoice_products (organization_id, name, description, price_micros, taxable)
    values (${organizationId}, ${input.name}, ${input.description}, ${input.priceMicros}, ${input.taxable}) returning id`
  return {
    id: row.id as string,
    name: input.name,
    description: input.description,
    priceMicros: input.priceMicros,
    taxable: input.taxable,
  }
}
