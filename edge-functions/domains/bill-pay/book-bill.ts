/**
 * A paid bill written to the organization's books once, through the ledger interface (QuickBooks when connected,
 * else the built-in ledger; domains/books/get-ledger.ts): a Bill (vendor, expense account by the bill's GL code, A/P)
 * and its BillPayment from the bank account, linked to the Bill. Each id is kept on the bill as it is written
 * (qbBillId, qbBillPaymentId), and a step whose id is already kept is skipped, so a retried job writes nothing twice.
 * A write QuickBooks made while its id was not kept (the job crashed, or its transaction did not commit, between the
 * two) is found again by its DocNumber and the bill named in its PrivateNote, and taken instead of a second write.
 * The BillPayment kept, the bank line of the payment is linked to it (private.link_bill_payment_entries).
 * The vendor is found by name or added. Amounts cross the ledger boundary as dollars (the ledger's rule), from micros.
 */
import type { Tx } from '../../_shared/db.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { TAccount, TCreateTxn, TTxnByKind } from '../../../shared/schemas/ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { BILL_DOC_NUMBER_MAX, BILL_PRIVATE_NOTE_MAX } from '../../../shared/rules/bill-pay.ts'

/** Micros to dollars, rounded to the cent (the ledger keeps cents). */
export const microsToDollars = (micros: string) => Number((BigInt(micros) + 5_000n) / 10_000n) / 100

function pickAccount(accounts: TAccount[], glCode: string | null, types: string[], name?: string | null) {
  const active = accounts.filter((a) => a.Active && types.includes(a.AccountType))
  return (
    (glCode && active.find((a) => a.AcctNum === glCode)) ||
    (name && active.find((a) => a.Name.toLowerCase() === name.toLowerCase())) ||
    active[0]
  )
}

/**
 * The DocNumber a bill's Bill and BillPayment carry: its invoice number, or, without one, a number made from the
 * bill's id, so every write can be found again.
 */
export const billDocNumber = (billId: string, invoiceNumber: string | null) =>
  invoiceNumber?.slice(0, BILL_DOC_NUMBER_MAX) || `BP-${billId.replaceAll('-', '').slice(0, BILL_DOC_NUMBER_MAX - 3)}`

/** The PrivateNote of each write starts with its bill: `Bill pay <id>` then ':' (Bill) or ',' (BillPayment). */
const notePrefix = (kind: 'Bill' | 'BillPayment', billId: string) => `Bill pay ${billId}${kind === 'Bill' ? '' : ','}`

/** The one this bill wrote earlier (same DocNumber, its bill in the note), or a new one. */
async function writeOnce<K extends 'Bill' | 'BillPayment'>(
  ledger: LedgerPort,
  kind: K,
  billId: string,
  body: TCreateTxn<K> & { DocNumber: string },
): Promise<TTxnByKind[K]> {
  const prefix = notePrefix(kind, billId)
  const earlier = (await ledger.findByDocNumber(kind, body.DocNumber)).find((t) => {
    const note = (t as { PrivateNote?: string }).PrivateNote ?? ''
    return kind === 'Bill' ? note === prefix || note.startsWith(`${prefix}:`) : note.startsWith(prefix)
  })
  return earlier ?? (await ledger.createTransaction(kind, body))
}

export async function bookBill({ tx, billId }: { tx: Tx; billId: string }) {
  const [b] = await tx`select b.*, b.amount_micros::text as micros, b.invoice_date::text as inv_date,
      b.due_date::text as due, a.name as bank_name
    from public.banking_bills b left join public.banking_accounts a on a.id = b.account_id
    where b.id = ${billId} for update of b`
  if (b?.status !== 'Paid') return { skipped: 'not paid' }
  if (b.qb_bill_id && b.qb_bill_payment_id) return { skipped: 'already booked' }
  const ledger = await getLedger({ orgId: b.organization_id, tx })
  const accounts = await ledger.listAccounts()
  const vendorName = (b.vendor_name ?? 'Unknown vendor').slice(0, 100)
  const vendors = await ledger.listVendors()
  const vendor =
    vendors.find((v) => v.DisplayName.toLowerCase() === vendorName.toLowerCase()) ??
    (await ledger.createVendor({ DisplayName: vendorName }))
  const ap = pickAccount(accounts, null, ['Accounts Payable'])
  const expense = pickAccount(accounts, b.gl_code, ['Expense', 'Cost of Goods Sold', 'Other Expense'])
  const bank = pickAccount(accounts, null, ['Bank'], b.bank_name)
  if (!expense || !bank) throw new Error('The books have no expense or bank account to write the bill to')
  const amount = microsToDollars(b.micros)
  const today = new Date().toISOString().slice(0, 10)
  const docNumber = billDocNumber(billId, b.invoice_number)
  let qbBillId: string = b.qb_bill_id
  if (!qbBillId) {
    const bill = await writeOnce(ledger, 'Bill', billId, {
      TxnDate: b.inv_date ?? today,
      DueDate: b.due ?? undefined,
      DocNumber: docNumber,
      PrivateNote: `Bill pay ${billId}${b.description ? `: ${b.description}` : ''}`.slice(0, BILL_PRIVATE_NOTE_MAX),
      VendorRef: { value: vendor.Id, name: vendor.DisplayName },
      APAccountRef: ap ? { value: ap.Id } : undefined,
      Line: [
        {
          Amount: amount,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: expense.Id, name: expense.Name } },
        },
      ],
    })
    qbBillId = bill.Id
    await tx`update public.banking_bills set qb_bill_id = ${qbBillId}, books_ledger = ${ledger.provider}
      where id = ${billId}`
  }
  const payment = await writeOnce(ledger, 'BillPayment', billId, {
    TxnDate: today,
    DocNumber: docNumber,
    PrivateNote: `Bill pay ${billId}, banking payment ${b.transaction_id}`.slice(0, BILL_PRIVATE_NOTE_MAX),
    VendorRef: { value: vendor.Id, name: vendor.DisplayName },
    PayType: 'Check',
    APAccountRef: ap ? { value: ap.Id } : undefined,
    CheckPayment: { BankAccountRef: { value: bank.Id, name: bank.Name } },
    Line: [{ Amount: amount, LinkedTxn: [{ TxnId: qbBillId, TxnType: 'Bill' }] }],
  })
  await tx`update public.banking_bills set qb_bill_payment_id = ${payment.Id}, books_ledger = ${ledger.provider}
    where id = ${billId}`
  const [{ linked }] = await tx`select private.link_bill_payment_entries(${billId}::uuid) as linked`
  return { qbBillId, qbBillPaymentId: payment.Id, ledger: ledger.provider, linkedEntries: linked as number }
}
