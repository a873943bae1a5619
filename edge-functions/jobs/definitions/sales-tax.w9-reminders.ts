/** `sales-tax.w9-reminders`: the week-later reminders of W-9s not yet completed (domains/sales-tax/request-w9.ts). */
import { salesTaxW9RemindersJob } from '../../../shared/schemas/sales-tax-jobs.ts'
import { sendW9Reminders } from '../../domains/sales-tax/request-w9.ts'
import { registerJob } from '../registry.ts'

registerJob(salesTaxW9RemindersJob, () => sendW9Reminders())
