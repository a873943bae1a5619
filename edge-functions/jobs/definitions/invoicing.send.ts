/** `invoicing.send`: emails issued invoices and the reminders owed (domains/invoicing/send-invoice.ts). */
import { invoicingSendJob } from '../../../shared/schemas/invoicing-jobs.ts'
import { sendDueInvoices } from '../../domains/invoicing/send-invoice.ts'
import { registerJob } from '../registry.ts'

registerJob(invoicingSendJob, () => sendDueInvoices())
