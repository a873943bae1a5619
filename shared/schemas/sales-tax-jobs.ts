/** Job definitions of sales tax and 1099s (docs/sales-tax.md). */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

/** Reminds each vendor whose W-9 was sent or opened but not completed, a week after the last email, three at most. */
export const salesTaxW9RemindersJob = defineJob({
  id: 'sales-tax.w9-reminders',
  version: 1,
  payload: z.object({}),
  jobKey: () => 'sales-tax.w9-reminders',
})
