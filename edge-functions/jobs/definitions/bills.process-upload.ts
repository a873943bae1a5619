/** `bills.process-upload`: a bill's file read into its fields (Completed with them, or Failed with why). */
import { processUploadJob } from '../../domains/bill-pay/jobs.ts'
import { processBillUpload } from '../../domains/bill-pay/process-upload.ts'
import { registerJob } from '../registry.ts'

registerJob(processUploadJob, ({ tx, sql, payload }) => processBillUpload({ tx, sql, billId: payload.billId }))
