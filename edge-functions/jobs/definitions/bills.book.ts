/** `bills.book`: a paid bill and its payment written to the books once (QuickBooks Bill and BillPayment, or built-in). */
import { bookBillJob } from '../../domains/bill-pay/jobs.ts'
import { bookBill } from '../../domains/bill-pay/book-bill.ts'
import { registerJob } from '../registry.ts'

registerJob(bookBillJob, ({ tx, payload }) => bookBill({ tx, billId: payload.billId }))
