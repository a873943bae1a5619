/** Job definitions of the Ask My Client feature. */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

export const amcSendRemindersJob = defineJob({
  id: 'amc.send-reminders',
  version: 1,
  payload: z.object({ organizationId: z.uuid().optional() }),
  jobKey: (p) => `amc.send-reminders:${p.organizationId ?? 'all'}`,
})
