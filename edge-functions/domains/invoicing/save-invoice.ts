/**
 * Creates or edits an invoice as the caller: the §5 limits with field errors, totals and tax from the one rule
 * (shared/rules/invoicing.ts), the next number of the organization, the items replaced as a whole, and the recurring
 * schedule when the recurring-invoices flag is on. A paid invoice is never edited (RLS and the status trigger agree).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import {
  INVOICING_MESSAGES,
  type TDiscount,
  dueDateFor,
  invoiceLimitProblems,
  invoiceTotals,
  quantityThousandths,
} from '../../../shared/rules/invoicing.ts'
import type { TSaveInvoiceRequest } from '../../../shared/schemas/invoicing.ts'
import { assertBanking } from '../../_shared/access.ts'
import { placeholderHash } from './public-token.ts'

export async function saveInvoice({
  tx,
  organizationId,
  invoiceId,
  input,
  userId,
}: {
  tx: Tx
  organizationId: string
  invoiceId?: string
  input: TSaveInvoiceRequest
  userId: string
}): Promise<string> {
  await assertBanking(tx, organizationId, 'use')
  const discount: TDiscount =
    input.discountPercentMicros != null
      ? { kind: 'percent', percentMicros: BigInt(input.discountPercentMicros) }
      : input.discountAmountMicros != null
        ? { kind: 'amount', amountMicros: BigInt(input.discountAmountMicros) }
        : null
  const lines = input.items.map((i) => ({
    priceMicros: BigInt(i.priceMicros),
    quantityThousandths: quantityThousandths(i.quantity),
    taxable: i.taxable,
    serviceDate: i.serviceDateFrom ?? null,
  }))
  const rate = BigInt(input.salesTaxRateMicros)
  const problems = invoiceLimitProblems({
    lines,
    memo: input.memo,
    privateNote: input.privateNote,
    salesTaxRateMicros: rate,
    discount,
  })
  if (input.paymentTerm === 'Custom' && (!input.customDueDate || input.customDueDate < input.invoiceDate))
    problems.push({ path: 'customDueDate', message: INVOICING_MESSAGES.customDueDate })
  if (problems.length) throw validationFailed(problems.map((p) => ({ path: p.path.split('.'), message: p.message })))
  const totals = invoiceTotals(lines, rate, discount)
  const dueDate = dueDateFor(input.paymentTerm, input.invoiceDate, input.customDueDate)
  const [customer] = await tx`select state from public.invoice_customers
    where id = ${input.customerId} and organization_id = ${organizationId}`
  if (!customer) throw validationFailed([{ path: ['customerId'], message: 'Choose a customer' }])

  // the money lands in the chosen account, else the organization's first open checking account
  const [account] = input.accountId
    ? [{ id: input.accountId }]
    : await tx`select id from public.banking_accounts where organization_id = ${organizationId} and status = 'open'
        and account_type = 'Checking' order by created_at limit 1`
  const header = {
    customer_id: input.customerId,
    account_id: account?.id ?? null,
    invoice_date: input.invoiceDate,
    payment_term: input.paymentTerm,
    invoice_due_date: dueDate,
    sales_tax_rate_micros: rate.toString(),
    discount_percent_micros: input.discountPercentMicros ?? null,
    discount_amount_micros: input.discountAmountMicros ?? null,
    subtotal_micros: totals.subtotalMicros.toString(),
    discount_micros: totals.discountMicros.toString(),
    tax_micros: totals.taxMicros.toString(),
    amount_micros: totals.totalMicros.toString(),
    memo: input.memo,
    private_note: input.privateNote,
    reply_to_email: input.replyToEmail ?? null,
    cc_emails: input.ccEmails,
    template: input.template,
    print_status: input.printStatus,
  }
  let id = invoiceId
  if (id) {
    const [credited] =
      await tx`select credited_micros > 0 as yes from public.invoices where id = ${id} and status <> 'Paid'`
    // its credit notes were figured on the total as it was: another credit, not an edit, changes it now
    if (credited?.yes) throw new AppError('conflict', INVOICING_MESSAGES.creditedNotEditable)
    const updated = await tx`update public.invoices set ${tx(header)}
      where id = ${id} and organization_id = ${organizationId} returning id`
    if (updated.length === 0) {
      const [found] =
        await tx`select status from public.invoices where id = ${id} and organization_id = ${organizationId}`
      if (!found) throw new AppError('not_found', 'Invoice not found')
      throw new AppError(
        'conflict',
        found.status === 'Paid' ? INVOICING_MESSAGES.paidNotEditable : 'A cancelled invoice cannot be edited',
      )
    }
    await tx`delete from public.invoice_lines where invoice_id = ${id}`
  } else {
    const [{ n }] = await tx`select private.take_invoice_numbers(${organizationId}, 1) as n`
    // the link's token is made when the invoice is sent; until then nobody holds one for this hash
    const [row] = await tx`insert into public.invoices ${tx({
      ...header,
      organization_id: organizationId,
      number: n,
      invoice_number: `INV-${String(n).padStart(5, '0')}`,
      status: 'Sent',
      public_token_hash: placeholderHash(),
      created_by: userId,
    })} returning id`
    id = row.id as string
  }
  const lineRows = input.items.map((i, position) => ({
    organization_id: organizationId,
    invoice_id: id,
    position,
    title: i.title,
    description: i.description,
    product_id: i.productId ?? null,
    price_micros: i.priceMicros,
    quantity_thousandths: quantityThousandths(i.quantity).toString(),
    amount_micros: totals.lineAmountsMicros[position].toString(),
    taxable: i.taxable,
    customer_state: customer.state,
    service_date_from: i.serviceDateFrom ?? null,
    service_date_to: i.serviceDateTo ?? null,
  }))
  if (lineRows.length) await tx`insert into public.invoice_lines ${tx(lineRows)}`
  if (input.recurring) {
    const [flag] = await tx`select private.flag_enabled(${organizationId}, 'recurring-invoices') as on`
    if (!flag.on) throw new AppError('forbidden', 'Recurring invoices are not turned on for this organization')
    const r = input.recurring
    // the source invoice is period 0: the schedule issues from the next period on
    await tx`insert into public.invoice_schedules (organization_id, source_invoice_id, frequency, start_date, end_date,
        last_run_index, last_run)
      values (${organizationId}, ${id}, ${r.frequency}, ${r.startDate}, ${r.endDate ?? null},
        ${r.startDate <= input.invoiceDate ? 0 : null}, ${r.startDate <= input.invoiceDate ? r.startDate : null})`
  }
  return id
}
