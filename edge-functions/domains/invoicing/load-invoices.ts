/**
 * Reads invoices with their customer, items, schedule and consent in one statement, as the caller (RLS decides which),
 * or as the service role for the public page and jobs. One row-mapping for every answer that carries an invoice.
 */
import type { Tx } from '../../_shared/db.ts'
import { agingBucket, maskAccountNumber, quantityText } from '../../../shared/rules/invoicing.ts'
import { balanceDueMicros } from '../../../shared/rules/invoice-credits.ts'
import type { TInvoice } from '../../../shared/schemas/invoicing.ts'

const day = (d: unknown) => (d == null ? null : String(d).slice(0, 10))
const iso = (d: unknown) => (d == null ? null : new Date(d as string).toISOString())

export async function loadInvoices({
  tx,
  organizationId,
  ids,
  status,
  today = new Date().toISOString().slice(0, 10),
}: {
  tx: Tx
  organizationId: string
  ids?: string[]
  status?: string
  today?: string
}): Promise<TInvoice[]> {
  const rows = await tx`
    select i.id, i.invoice_number, i.status, i.account_id, i.invoice_date::text, i.invoice_due_date::text, i.payment_term,
      i.sales_tax_rate_micros::text, i.discount_percent_micros::text, i.discount_amount_micros::text,
      i.subtotal_micros::text, i.discount_micros::text, i.tax_micros::text, i.amount_micros::text, i.memo, i.private_note,
      i.reply_to_email, i.cc_emails, i.template, i.email_status, i.print_status, i.reminder_sent_count, i.sent_at, i.paid_at, i.viewed_at,
      i.credited_micros::text,
      coalesce((select jsonb_agg(jsonb_build_object('id', n.id, 'creditNumber', n.credit_number,
          'creditDate', n.credit_date::text, 'reason', n.reason, 'amountMicros', n.amount_micros::text,
          'taxMicros', n.tax_micros::text, 'posted', n.ledger_entry_id is not null) order by n.number)
        from public.invoice_credit_notes n where n.invoice_id = i.id), '[]') as credit_notes,
      jsonb_build_object('id', c.id, 'name', c.name, 'email', c.email, 'address', jsonb_build_object('line1', c.address_line1,
        'line2', c.address_line2, 'city', c.city, 'state', c.state, 'postalCode', c.postal_code, 'country', c.country)) as customer,
      coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'title', l.title, 'description', l.description,
          'productId', l.product_id, 'priceMicros', l.price_micros::text, 'quantity', l.quantity_thousandths::text,
          'amountMicros', l.amount_micros::text, 'taxable', l.taxable, 'serviceDateFrom', l.service_date_from,
          'serviceDateTo', l.service_date_to) order by l.position)
        from public.invoice_lines l where l.invoice_id = i.id), '[]') as items,
      (select jsonb_build_object('id', s.id, 'frequency', s.frequency, 'startDate', s.start_date, 'endDate', s.end_date,
          'status', s.status, 'lastRun', s.last_run)
        from public.invoice_schedules s where s.source_invoice_id = i.id or s.id = i.recurring_schedule_id
        order by s.source_invoice_id = i.id desc limit 1) as recurring,
      (select jsonb_build_object('status', k.status, 'attempts', k.attempts, 'verifiedAt', k.verified_at,
          'bankName', k.bank_name, 'nameOnAccount', k.name_on_account, 'accountType', k.account_type,
          'counterpartyType', k.counterparty_type, 'last4', k.account_last4, 'routingNumber', k.routing_number)
        from public.invoice_consents k where k.invoice_id = i.id) as consent
    from public.invoices i join public.invoice_customers c on c.id = i.customer_id
    where i.organization_id = ${organizationId}
      ${ids ? tx`and i.id = any (${ids}::uuid[])` : tx``}
      ${status ? tx`and i.status = ${status}` : tx``}
    order by i.invoice_date desc, i.number desc
    limit 500`
  return rows.map((r) => {
    const consent = r.consent as Record<string, unknown> | null
    const recurring = r.recurring as Record<string, unknown> | null
    return {
      id: r.id,
      invoiceNumber: r.invoice_number,
      status: r.status,
      customer: r.customer,
      accountId: r.account_id,
      invoiceDate: r.invoice_date,
      invoiceDueDate: r.invoice_due_date,
      paymentTerm: r.payment_term,
      salesTaxRateMicros: r.sales_tax_rate_micros,
      discountPercentMicros: r.discount_percent_micros,
      discountAmountMicros: r.discount_amount_micros,
      subtotalMicros: r.subtotal_micros,
      discountMicros: r.discount_micros,
      taxMicros: r.tax_micros,
      amountMicros: r.amount_micros,
      memo: r.memo,
      privateNote: r.private_note,
      replyToEmail: r.reply_to_email,
      ccEmails: r.cc_emails,
      template: r.template,
      emailStatus: r.email_status,
      printStatus: r.print_status,
      reminderSentCount: r.reminder_sent_count,
      viewedAt: iso(r.viewed_at),
      aging: agingBucket(r.invoice_due_date, today),
      creditedMicros: r.credited_micros,
      balanceDueMicros: balanceDueMicros({
        status: r.status,
        amountMicros: BigInt(r.amount_micros),
        creditedMicros: BigInt(r.credited_micros),
      }).toString(),
      creditNotes: r.credit_notes,
      items: (r.items as Record<string, unknown>[]).map((l) => ({
        ...l,
        quantity: quantityText(l.quantity as string),
        serviceDateFrom: day(l.serviceDateFrom),
        serviceDateTo: day(l.serviceDateTo),
      })),
      recurring: recurring && {
        ...recurring,
        startDate: day(recurring.startDate),
        endDate: day(recurring.endDate),
        lastRun: day(recurring.lastRun),
      },
      consent: consent && {
        status: consent.status,
        attempts: consent.attempts,
        verifiedAt: iso(consent.verifiedAt),
        bankName: consent.bankName,
        nameOnAccount: consent.nameOnAccount,
        accountType: consent.accountType,
        counterpartyType: consent.counterpartyType,
        accountNumber: maskAccountNumber(consent.last4 as string),
        routingNumber: consent.routingNumber,
      },
      sentAt: iso(r.sent_at),
      paidAt: iso(r.paid_at),
    } as TInvoice
  })
}
