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
  payload: z.object({
    billId: z.uuid(),
    // a scan read by OCR over several steps: the next page and the lines read so far (read-bill-file.ts)
    ocr: z
      .object({
        nextPage: z.number().int().min(1),
        lines: z.array(z.object({ text: z.string().max(2000), confidence: z.number().min(0).max(1) })).max(5000),
      })
      .optional(),
  }),
  jobKey: (p) => `bills.process-upload:${p.billId}`,
  // a text PDF is read in milliseconds and a scan's page in about half a second; quick retries cover a storage
  // hiccup while the screen waits
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

/**
 * Posts or updates a bill's approval message in Slack to what the bill now is (slack-message.ts), and answers the
 * person who clicked, when there is an answer. No key: every decision queues one, and each run renders the bill as
 * it is then, under the message row's lock, so a decision made while one runs is never lost.
 */
export const slackMessageJob = defineJob({
  id: 'bills.slack-message',
  version: 1,
  payload: z.object({
    billId: z.uuid(),
    reply: z.object({ responseUrl: z.url().max(1000), text: z.string().min(1).max(3000) }).optional(),
  }),
  options: { maxRuntimeSeconds: 60, maxAttempts: 5, retryIntervalSeconds: 5, retryStrategy: 'exponential' },
})
