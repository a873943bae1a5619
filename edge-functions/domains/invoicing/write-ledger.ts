/**
 * Each invoice and its payment written to the organization's ledger once (the built-in ledger or QuickBooks, through
 * the LedgerPort): the Invoice when it is first sent (items to the first income account, sales tax to the sales-tax
 * liability, a discount as a negative line, a line earned over a service period to deferred revenue with a revenue
 * recognition schedule of its own: recognize-revenue.ts), the Payment, linked to it, when its pull settles, and the Payment
 * deleted again when the pull is returned. The ids are kept on the invoice (ledger_invoice_id, ledger_payment_id),
 * written in the same transaction as the built-in ledger's rows, so a retry never writes twice. Revenue recognition
 * schedules from the ledger's Invoice like any other.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { MICROS_PER_CENT } from '../../../shared/rules/banking.ts'
import { roundToCent } from '../../../shared/rules/invoicing.ts'
import { isDeferredLine } from '../../../shared/rules/invoice-revenue.ts'
import { getLedger } from '../books/get-ledger.ts'
import { type TDeferredLine, deferredRevenueAccount, scheduleInvoiceRevenue } from './recognize-revenue.ts'

const dollars = (micros: bigint | string) => Number(roundToCent(BigInt(micros)) / MICROS_PER_CENT) / 100

async function invoiceRow(tx: Tx, invoiceId: string) {
  const [i] =
    await tx`select i.*, i.invoice_date::text as txn_date, i.invoice_due_date::text as due_date, c.name as customer
    from public.invoices i join public.invoice_customers c on c.id = i.customer_id where i.id = ${invoiceId} for update of i`
  return i
}

export async function writeInvoiceToLedger(invoiceId: string): Promise<string | null> {
  return await asService(async (tx) => {
    const i = await invoiceRow(tx, invoiceId)
    if (!i || i.ledger_invoice_id) return i?.ledger_invoice_id ?? null
    const ledger = await getLedger({ orgId: i.organization_id, tx })
    const accounts = await ledger.listAccounts()
    const income = accounts.find((a) => a.AccountType === 'Income')
    if (!income) return null // no chart yet: the next send or sweep tries again
    const taxAccount =
      accounts.find((a) => /sales tax/i.test(a.Name) && a.AccountType === 'Other Current Liability') ??
      accounts.find((a) => a.AccountType === 'Other Current Liability')
    const customers = await ledger.listCustomers()
    const customer =
      customers.find((c) => c.DisplayName === i.customer) ?? (await ledger.createCustomer({ DisplayName: i.customer }))
    const lines =
      await tx`select title, description, price_micros::text, quantity_thousandths::text, amount_micros::text,
        service_date_from::text, service_date_to::text from public.invoice_lines where invoice_id = ${invoiceId}
        order by position`
    const ref = { value: income.Id, name: income.Name }
    // a line earned over its service period waits in deferred revenue; its schedule recognizes it (recognize-revenue.ts)
    const deferred = deferredRevenueAccount(accounts)
    const deferredLines: TDeferredLine[] = []
    const Line = lines.map((l) => {
      const later =
        deferred !== null &&
        BigInt(l.amount_micros) > 0n &&
        isDeferredLine({ serviceDateFrom: l.service_date_from, serviceDateTo: l.service_date_to }, i.txn_date)
      if (later)
        deferredLines.push({
          title: l.title,
          amountMicros: l.amount_micros,
          serviceDateFrom: l.service_date_from,
          serviceDateTo: l.service_date_to,
        })
      return {
        DetailType: 'SalesItemLineDetail' as const,
        Amount: dollars(l.amount_micros),
        Description: l.title,
        SalesItemLineDetail: {
          Qty: Number(l.quantity_thousandths) / 1000,
          UnitPrice: dollars(l.price_micros),
          AccountRef: later ? { value: deferred.Id, name: deferred.Name } : ref,
          ...(l.service_date_from ? { ServiceDate: l.service_date_from } : {}),
        },
      }
    })
    if (BigInt(i.discount_micros) > 0n)
      Line.push({
        DetailType: 'SalesItemLineDetail',
        Amount: -dollars(i.discount_micros),
        Description: 'Discount',
        SalesItemLineDetail: { Qty: 1, UnitPrice: -dollars(i.discount_micros), AccountRef: ref },
      })
    if (BigInt(i.tax_micros) !== 0n && taxAccount)
      Line.push({
        DetailType: 'SalesItemLineDetail',
        Amount: dollars(i.tax_micros),
        Description: 'Sales tax',
        SalesItemLineDetail: {
          Qty: 1,
          UnitPrice: dollars(i.tax_micros),
          AccountRef: { value: taxAccount.Id, name: taxAccount.Name },
        },
      })
    const created = await ledger.createTransaction('Invoice', {
      TxnDate: i.txn_date,
      DueDate: i.due_date,
      DocNumber: i.invoice_number,
      CustomerRef: { value: customer.Id, name: customer.DisplayName },
      ...(i.memo ? { CustomerMemo: { value: i.memo } } : {}),
      ...(i.private_note ? { PrivateNote: i.private_note } : {}),
      Line,
      EmailStatus: 'EmailSent',
    } as never)
    await tx`update public.invoices set ledger_invoice_id = ${created.Id} where id = ${invoiceId}`
    if (deferredLines.length)
      await scheduleInvoiceRevenue({
        tx,
        organizationId: i.organization_id,
        invoice: {
          ledgerInvoiceId: created.Id,
          invoiceNumber: i.invoice_number,
          customer: i.customer,
          txnDate: i.txn_date,
          createdBy: i.created_by,
        },
        lines: deferredLines,
        deferred: deferred!,
        income,
      })
    return created.Id as string
  })
}

/** The settled pull as the ledger's Payment, applied to the invoice; once. */
export async function writePaymentToLedger(invoiceId: string) {
  const ledgerInvoiceId = await writeInvoiceToLedger(invoiceId)
  if (!ledgerInvoiceId) return null
  return await asService(async (tx) => {
    const i = await invoiceRow(tx, invoiceId)
    if (i.ledger_payment_id || i.status !== 'Paid') return i.ledger_payment_id
    const ledger = await getLedger({ orgId: i.organization_id, tx })
    const invoice = await ledger.getTransaction('Invoice', ledgerInvoiceId)
    if (!invoice) return null
    const created = await ledger.createTransaction('Payment', {
      TxnDate: new Date().toISOString().slice(0, 10),
      DocNumber: i.invoice_number,
      CustomerRef: invoice.CustomerRef,
      // what the pull took: the balance due when the customer paid, after any credit notes
      TotalAmt: dollars(i.paid_micros ?? i.amount_micros),
      Line: [
        {
          Amount: dollars(i.paid_micros ?? i.amount_micros),
          LinkedTxn: [{ TxnId: ledgerInvoiceId, TxnType: 'Invoice' }],
        },
      ],
    } as never)
    await tx`update public.invoices set ledger_payment_id = ${created.Id} where id = ${invoiceId}`
    return created.Id as string
  })
}

/** A returned pull takes its Payment out of the ledger again: the invoice is open once more. */
export async function reversePaymentInLedger(invoiceId: string) {
  await asService(async (tx) => {
    const i = await invoiceRow(tx, invoiceId)
    if (!i?.ledger_payment_id) return
    const ledger = await getLedger({ orgId: i.organization_id, tx })
    const payment = await ledger.getTransaction('Payment', i.ledger_payment_id)
    if (payment) await ledger.deleteTransaction('Payment', { Id: payment.Id, SyncToken: payment.SyncToken })
    await tx`update public.invoices set ledger_payment_id = null where id = ${invoiceId}`
  })
}
