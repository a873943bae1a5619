/** Job definitions of banking invoices (docs/invoicing.md). */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

/** Emails the invoices waiting to be sent (issued by a schedule) and the reminders owed before and after due dates. */
export const invoicingSendJob = defineJob({
  id: 'invoicing.send',
  version: 1,
  payload: z.object({}),
  jobKey: () => 'invoicing.send',
})

/** Follows each invoice's bank pull at the core: settled makes it Paid, a return makes it unpaid again. */
export const invoicingTrackPullsJob = defineJob({
  id: 'invoicing.track-pulls',
  version: 1,
  payload: z.object({}),
  jobKey: () => 'invoicing.track-pulls',
})
