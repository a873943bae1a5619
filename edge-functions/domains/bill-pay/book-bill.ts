/**
 * A paid bill written to the organization's books once, through the ledger interface (QuickBooks when connected,
 * else the built-in ledger; domains/books/get-ledger.ts): a Bill (vendor, expense account by the bill's GL code, A/P)
 * and its BillPayment from the bank account, linked to the Bill. Each id is kept on the bill as it is written
 * (qbBillId, qbBillPaymentId), and a step whose id is already kept is skipped, so a retried job writes nothing twice.
 * The vendor is found by name or added. Amounts cross the ledger boundary as dollars (the ledger's rule), from micros.
 */
import type { Tx } from '../../_shared/db.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { TAccount } from '../../../shared/schemas/ledger.ts'
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
  let qbBillId: string = b.qb_bill_id
  if (!qbBillId) {
    const bill = await ledger.createTransaction('Bill', {
      TxnDate: b.inv_date ?? today,
      DueDate: b.due ?? undefined,
      DocNumber: b.invoice_number?.slice(0, BILL_DOC_NUMBER_MAX) ?? undefined,
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
    await tx`update public.banking_bills set qb_bill_id = ${qbBillId} where id = ${billId}`
  }
  const payment = await ledger.createTransaction('BillPayment', {
    TxnDate: today,
    DocNumber: b.invoice_number?.slice(0, BILL_DOC_NUMBER_MAX) ?? undefined,
    PrivateNote: `Bill pay ${billId}, banking payment ${b.transaction_id}`.slice(0, BILL_PRIVATE_NOTE_MAX),
    VendorRef: { value: vendor.Id, name: vendor.DisplayName },
    PayType: 'Check',
    APAccountRef: ap ? { value: ap.Id } : undefined,
    CheckPayment: { BankAccountRef: { value: bank.Id, name: bank.Name } },
    Line: [{ Amount: amount, LinkedTxn: [{ TxnId: qbBillId, TxnType: 'Bill' }] }],
  })
  await tx`update public.banking_bills set qb_bill_payment_id = ${payment.Id} where id = ${billId}`
  return { qbBillId, qbBillPaymentId: payment.Id, ledger: ledger.provider }
}
