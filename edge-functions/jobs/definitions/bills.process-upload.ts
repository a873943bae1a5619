/**
 * `bills.process-upload`: a bill's file read into its fields (Completed with them, or Failed with why, not retried).
 * A scan is read by OCR a page at a time; when the step's budget is used up between pages the job hands over
 * (continueWith) with the lines read so far, and the next step carries on from the next page.
 */
import { processUploadJob } from '../../domains/bill-pay/jobs.ts'
import { BillUnreadable, processBillUpload } from '../../domains/bill-pay/process-upload.ts'
import { continueWith, PermanentJobError, registerJob } from '../registry.ts'

registerJob(processUploadJob, async ({ tx, sql, payload, stepUsedUp }) => {
  try {
    const done = await processBillUpload({ tx, sql, billId: payload.billId, resume: payload.ocr, stepUsedUp })
    if ('paused' in done)
      return continueWith({ billId: payload.billId, ocr: done.paused }, { page: done.paused.nextPage })
    return done
  } catch (e) {
    if (e instanceof BillUnreadable) throw new PermanentJobError(e.message)
    throw e
  }
})
