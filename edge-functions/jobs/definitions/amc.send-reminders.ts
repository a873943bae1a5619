/** `amc.send-reminders`: daily (pg_cron); see domains/amc/send-reminders.ts. Staff's "Send reminder" is the API's. */
import { amcSendRemindersJob } from '../../../shared/schemas/amc-jobs.ts'
import { sendReminders } from '../../domains/amc/send-reminders.ts'
import { registerJob } from '../registry.ts'

registerJob(amcSendRemindersJob, ({ tx, payload }) =>
  sendReminders({
    tx,
    organizationId: payload.organizationId,
    webUrl: Deno.env.get('WEB_URL') ?? '',
  }),
)
