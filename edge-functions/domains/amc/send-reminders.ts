/**
 * The daily reminder (job `amc.send-reminders`): clients hear about questions waiting for them and bookkeepers about
 * answers they have not reviewed, each at most once per quiet period. Runs as the service role, so it filters by
 * organization itself. What is open, who hears and what the message says live in remind.ts.
 */
import type { Tx } from '../../_shared/db.ts'
import { questionsWaiting, remind } from './remind.ts'

/** How long after a reminder the next automatic one may go out. */
const CLIENT_REMINDER_EVERY_HOURS = 72
const BOOKKEEPER_REMINDER_EVERY_HOURS = 24

export async function sendReminders({
  tx,
  organizationId,
  webUrl = '',
}: {
  tx: Tx
  organizationId?: string
  webUrl?: string
}) {
  const forClients = await questionsWaiting({
    tx,
    audience: 'client',
    organizationId,
    quietHours: CLIENT_REMINDER_EVERY_HOURS,
  })
  const forBookkeepers = await questionsWaiting({
    tx,
    audience: 'bookkeeper',
    organizationId,
    quietHours: BOOKKEEPER_REMINDER_EVERY_HOURS,
  })
  let clientsNotified = 0
  let bookkeepersNotified = 0
  for (const batch of forClients) clientsNotified += await remind({ tx, audience: 'client', batch, webUrl })
  for (const batch of forBookkeepers) bookkeepersNotified += await remind({ tx, audience: 'bookkeeper', batch, webUrl })
  return {
    organizationsForClients: forClients.length,
    organizationsForBookkeepers: forBookkeepers.length,
    clientsNotified,
    bookkeepersNotified,
  }
}
