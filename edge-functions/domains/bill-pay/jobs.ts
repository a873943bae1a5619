/**
 * Bill pay's jobs: `bills.process-upload` reads a bill's file into its fields (process-upload.ts), queued with the
 * bill and keyed by it, so a bill's file is read once at a time; `bills.pay-scheduled` pays the Scheduled bills whose
 * date has come (pay-bill.ts), every hour from pg_cron (supabase/schemas/18_bill_pay.sql).
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'

export const processUploadJob = defineJob({
  id: 'bills.process-upload',
  version: 1,
  payload: z.object({ billId: z.uuid() }),
  jobKey: (p) => `bills.process-upload:${p.billId}`,
  // a text PDF is read in milliseconds; quick retries cover a storage hiccup while the screen waits
  options: { maxRuntimeSeconds: 60, retryIntervalSeconds: 2, retryStrategy: 'fixed', maxAttempts: 3 },
})

export const payScheduledJob = defineJob({
  id: 'bills.pay-scheduled',
  version: 1,
  payload: z.object({}).loose(),
  jobKey: () => 'bills.pay-scheduled',
  options: { maxRuntimeSeconds: 120, maxAttempts: 3 },
})

/** Writes a paid bill and its payment to the books (book-bill.ts), once per bill. */
export const bookBillJob = defineJob({
  id: 'bills.book',
  version: 1,
  payload: z.object({ billId: z.uuid() }),
  jobKey: (p) => `bills.book:${p.billId}`,
  options: { maxRuntimeSeconds: 120, maxAttempts: 5, retryIntervalSeconds: 30 },
})
