/** `amc.send-reminders`: daily (pg_cron) and on request; see domains/amc/send-reminders.ts. */
import { amcSendRemindersJob } from '../../../shared/schemas/amc-jobs.ts'
import { sendReminders } from '../../domains/amc/send-reminders.ts'
import { registerJob } from '../registry.ts'

registerJob(amcSendRemindersJob, ({ tx, payload }) =>
  sendReminders({
    tx,
    organizationId: payload.organizationId,
    force: payload.force,
    webUrl: Deno.env.get('WEB_URL') ?? '',
  }),
)
