/** `banking.expire-payments`: waiting payments past their approval window expire (domains/banking/expire-payments.ts). */
import { bankingExpirePaymentsJob } from '../../domains/banking/jobs.ts'
import { expirePayments } from '../../domains/banking/expire-payments.ts'
import { registerJob } from '../registry.ts'

registerJob(bankingExpirePaymentsJob, async ({ tx }) => await expirePayments({ tx }))
