/**
 * An invoice's credit notes written to the organization's ledger once each, through the LedgerPort's journal entries
 * (the port has no CreditMemo kind; a journal entry is what a credit memo posts): revenue and sales tax debited back,
 * receivables credited for the customer. A note waits until its invoice is in the ledger (sent, with an income
 * account): the send calls this again. The entry's DocNumber is the note's own number, so a retry after the ledger
 * wrote but our row did not commit finds the entry instead of writing it twice (postJournalEntries).
 */
import { asService } from '../../_shared/db.ts'
import { MICROS_PER_CENT } from '../../../shared/rules/banking.ts'
import { getLedger } from '../books/get-ledger.ts'

const dollars = (micros: string) => Number(BigInt(micros) / MICROS_PER_CENT) / 100

export async function writeCreditNotesToLedger(invoiceId: string): Promise<number> {
  return await asService(async (tx) => {
    const [i] = await tx`select i.organization_id, i.ledger_invoice_id, i.invoice_number, c.name as customer
      from public.invoices i join public.invoice_customers c on c.id = i.customer_id where i.id = ${invoiceId}`
    if (!i?.ledger_invoice_id) return 0
    const notes = await tx`select id, credit_number, credit_date::text, reason, amount_micros::text, tax_micros::text
      from public.invoice_credit_notes where invoice_id = ${invoiceId} and ledger_entry_id is null
      order by number for update`
    if (notes.length === 0) return 0
    const ledger = await getLedger({ orgId: i.organization_id, tx })
    const accounts = await ledger.listAccounts()
    // the same accounts the Invoice was written to (write-ledger.ts), and the receivable it left
    const income = accounts.find((a) => a.AccountType === 'Income')
    const receivable = accounts.find((a) => a.AccountType === 'Accounts Receivable')
    if (!income || !receivable) return 0
    const taxAccount =
      accounts.find((a) => /sales tax/i.test(a.Name) && a.AccountType === 'Other Current Liability') ??
      accounts.find((a) => a.AccountType === 'Other Current Liability')
    const customers = await ledger.listCustomers()
    const customer =
      customers.find((c) => c.DisplayName === i.customer) ?? (await ledger.createCustomer({ DisplayName: i.customer }))
    const entity = { Type: 'Customer' as const, EntityRef: { value: customer.Id, name: customer.DisplayName } }
    const line = (
      PostingType: 'Debit' | 'Credit',
      account: { Id: string; Name: string },
      micros: string,
      note: string,
    ) => ({
      Amount: dollars(micros),
      DetailType: 'JournalEntryLineDetail' as const,
      Description: note,
      JournalEntryLineDetail: { PostingType, AccountRef: { value: account.Id, name: account.Name }, Entity: entity },
    })
    const entries = notes.map((n) => {
      const note = `Credit note ${n.credit_number} on invoice ${i.invoice_number}${n.reason ? `: ${n.reason}` : ''}`
      const tax = BigInt(n.tax_micros)
      const revenue = BigInt(n.amount_micros) - tax
      // the Invoice carried no tax line without a tax account (write-ledger.ts), so its credit returns none either
      const owed = taxAccount ? revenue + tax : revenue
      return {
        TxnDate: n.credit_date,
        DocNumber: n.credit_number,
        PrivateNote: note.slice(0, 4000),
        Line: [
          ...(revenue > 0n ? [line('Debit', income, revenue.toString(), note)] : []),
          ...(taxAccount && tax > 0n ? [line('Debit', taxAccount, tax.toString(), note)] : []),
          line('Credit', receivable, owed.toString(), note),
        ],
      }
    })
    const posted = await ledger.postJournalEntries(entries as never)
    for (const [k, n] of notes.entries())
      await tx`update public.invoice_credit_notes set ledger_entry_id = ${posted[k].Id} where id = ${n.id}`
    return posted.length
  })
}
