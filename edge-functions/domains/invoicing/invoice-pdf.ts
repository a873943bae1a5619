/** The public invoice as a PDF the customer downloads (shared/pdf/text-pdf.ts, the one PDF writer of the project). */
import { textPdf } from '../../../shared/pdf/text-pdf.ts'
import { centsText } from '../../../shared/rules/invoicing.ts'
import type { TPublicInvoice } from './public-invoice.ts'

const $ = (micros: string) => `$${centsText(BigInt(micros))}`

export function invoicePdf(i: TPublicInvoice) {
  return textPdf({
    title: `Invoice ${i.invoiceNumber} from ${i.organizationName}`,
    lines: [
      `Bill to: ${i.customerName}`,
      `Invoice date: ${i.invoiceDate}    Due: ${i.invoiceDueDate}    Status: ${i.status}`,
      '',
      ...i.items.map((l) => `${l.title}  ${l.quantity} x ${$(l.priceMicros)}  = ${$(l.amountMicros)}`),
      '',
      `Subtotal: ${$(i.subtotalMicros)}`,
      ...(i.discountMicros !== '0' ? [`Discount: -${$(i.discountMicros)}`] : []),
      `Sales tax: ${$(i.taxMicros)}`,
      `Total due: ${$(i.amountMicros)}`,
      ...(i.memo ? ['', i.memo] : []),
      ...(i.wire
        ? [
            '',
            'Pay by wire:',
            `Bank: ${i.wire.bankName}`,
            `Routing number (ABA): ${i.wire.routingNumber}`,
            `Account number: ${i.wire.accountNumber}`,
            `Beneficiary: ${i.wire.beneficiary}`,
          ]
        : []),
    ],
  })
}
