/**
 * A bookkeeper's "Send reminder" on a client's questions page: the client's users hear about the questions waiting
 * for them now, with the daily reminder's notification and email (remind.ts), unless any reminder went out
 * within the cool-down. Runs as the staff member.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { CLIENT_OPEN_STATUSES, REMINDER_COOLDOWN_MINUTES } from '../../../shared/rules/amc.ts'
import type { TAmcReminder, TSendAmcReminderResponse } from '../../../shared/schemas/amc.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { questionsWaiting, remind } from './remind.ts'

/** When the last reminder went out, how many questions wait for the client, and when staff may send the next one. */
export async function getClientReminder({ tx, orgId }: { tx: Tx; orgId: string }): Promise<TAmcReminder> {
  await assertOrganizationVisible({ tx, organizationId: orgId })
  const [row] = await tx`
    select max(last_reminder_sent_at) as "lastSentAt",
           (count(*) filter (where status::text = any(${[...CLIENT_OPEN_STATUSES]})))::int as "openQuestions",
           case when max(last_reminder_sent_at) > now() - make_interval(mins => ${REMINDER_COOLDOWN_MINUTES})
                then max(last_reminder_sent_at) + make_interval(mins => ${REMINDER_COOLDOWN_MINUTES}) end as "nextAllowedAt"
    from public.amc_questions where organization_id = ${orgId} and deleted_at is null`
  return plain(row)
}

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`

/** "A reminder went out 3 minutes ago. You can send another in 12 minutes." */
function cooldownMessage(reminder: TAmcReminder, now = Date.now()) {
  const ago = Math.max(0, Math.floor((now - Date.parse(reminder.lastSentAt!)) / 60_000))
  const wait = Math.max(1, Math.ceil((Date.parse(reminder.nextAllowedAt!) - now) / 60_000))
  return `A reminder went out ${ago === 0 ? 'less than a minute' : minutes(ago)} ago. You can send another in ${minutes(wait)}.`
}

export async function sendClientReminder({
  tx,
  orgId,
  webUrl,
}: {
  tx: Tx
  orgId: string
  webUrl: string
}): Promise<TSendAmcReminderResponse> {
  const [access] = await tx`select private.is_org_staff(${orgId}::uuid) as staff`
  if (!access.staff)
    throw new AppError('forbidden', "Only the organization's bookkeepers and admins can send reminders")
  // Two clicks (or two colleagues) at once: the second waits here, then sees the first one's stamp.
  await tx`select pg_advisory_xact_lock(hashtext(${`amc-reminder:${orgId}`}))`
  const before = await getClientReminder({ tx, orgId })
  if (before.nextAllowedAt) throw new AppError('rate_limited', cooldownMessage(before), { reminder: before })
  const [batch] = await questionsWaiting({ tx, audience: 'client', organizationId: orgId })
  if (!batch)
    throw new AppError(
      'unprocessable',
      'No questions are waiting for the client, so there is nothing to remind them of.',
    )
  const recipients = await remind({ tx, audience: 'client', batch, webUrl })
  if (recipients === 0)
    throw new AppError(
      'unprocessable',
      `Nobody at ${batch.organizationName} can answer yet: invite a client user first.`,
    )
  return { reminder: await getClientReminder({ tx, orgId }), recipients }
}
