/**
 * Crediting an invoice as the caller (spec: a paid invoice is never edited, only credited): a partial amount or all
 * that is left, split into revenue and sales tax by the one rule (shared/rules/invoice-credits.ts), numbered CN-… by
 * public.issue_credit_note under the invoice's lock. The route then posts it to the ledger (write-credit-notes.ts).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { CREDIT_MESSAGES, creditNoteSplit, creditableMicros } from '../../../shared/rules/invoice-credits.ts'
import type { TCreditInvoiceRequest } from '../../../shared/schemas/invoicing.ts'

export async function creditInvoice({
  tx,
  organizationId,
  invoiceId,
  input,
  today = new Date().toISOString().slice(0, 10),
}: {
  tx: Tx
  organizationId: string
  invoiceId: string
  input: TCreditInvoiceRequest
  today?: string
}): Promise<string> {
  await assertBanking(tx, organizationId, 'use')
  const [i] = await tx`select status, amount_micros::text, tax_micros::text, credited_micros::text,
      (select coalesce(sum(n.tax_micros), 0)::text from public.invoice_credit_notes n where n.invoice_id = i.id) as tax_credited
    from public.invoices i where i.id = ${invoiceId} and i.organization_id = ${organizationId}`
  if (!i) throw new AppError('not_found', 'Invoice not found')
  if (i.status === 'Cancelled') throw new AppError('conflict', CREDIT_MESSAGES.cancelled)
  if (i.status === 'WaitingPayment') throw new AppError('conflict', CREDIT_MESSAGES.paying)
  const figures = {
    status: i.status as string,
    amountMicros: BigInt(i.amount_micros),
    creditedMicros: BigInt(i.credited_micros),
  }
  const left = creditableMicros(figures)
  const credit = input.full ? left : BigInt(input.amountMicros ?? '0')
  if (left <= 0n) throw new AppError('conflict', 'This invoice is fully credited')
  const split = creditNoteSplit({
    ...figures,
    taxMicros: BigInt(i.tax_micros),
    taxCreditedMicros: BigInt(i.tax_credited),
    creditMicros: credit,
  })
  // the function re-checks the amount and the tax under the invoice's row lock: two notes at once never over-credit
  const [{ id }] = await tx`select public.issue_credit_note(${invoiceId}, ${credit.toString()}::bigint,
    ${split.taxMicros.toString()}::bigint, ${input.reason}, ${input.creditDate ?? today}::date) as id`
  return id as string
}
