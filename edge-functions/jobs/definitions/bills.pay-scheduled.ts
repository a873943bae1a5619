/** `bills.pay-scheduled`: the Scheduled bills whose date has come, paid (each once: pay-bill.ts). */
import { payScheduledJob } from '../../domains/bill-pay/jobs.ts'
import { payScheduledBills } from '../../domains/bill-pay/pay-bill.ts'
import { registerJob } from '../registry.ts'

registerJob(payScheduledJob, ({ tx }) => payScheduledBills(tx))
