/** `bills.process-upload`: a bill's file read into its fields (Completed with them, or Failed with why, not retried). */
import { processUploadJob } from '../../domains/bill-pay/jobs.ts'
import { BillUnreadable, processBillUpload } from '../../domains/bill-pay/process-upload.ts'
import { PermanentJobError, registerJob } from '../registry.ts'

registerJob(processUploadJob, async ({ tx, sql, payload }) => {
  try {
    return await processBillUpload({ tx, sql, billId: payload.billId })
  } catch (e) {
    if (e instanceof BillUnreadable) throw new PermanentJobError(e.message)
    throw e
  }
})
