/**
 * Reminds clients of questions waiting for them and bookkeepers of answers they have not reviewed: a notification
 * (type amc) per person and an email through the outbox. Runs in a job (service role), so it filters by organization
 * itself. `force` (a manual reminder) ignores the quiet periods.
 */
import type { Tx } from '../../_shared/db.ts'
import { CLIENT_OPEN_STATUSES } from '../../../shared/rules/amc.ts'

/** How long after a reminder the next automatic one may go out. */
export const CLIENT_REMINDER_EVERY_HOURS = 72
export const BOOKKEEPER_REMINDER_EVERY_HOURS = 24

type Batch = { organization_id: string; legal_name: string; ids: string[] }

export async function sendReminders({
  tx,
  organizationId,
  force = false,
  webUrl = '',
}: {
  tx: Tx
  organizationId?: string
  force?: boolean
  webUrl?: string
}) {
  const org = organizationId ? tx`and q.organization_id = ${organizationId}` : tx``
  const clientDue = force
    ? tx``
    : tx`and (q.last_reminder_sent_at is null or q.last_reminder_sent_at < now() - make_interval(hours => ${CLIENT_REMINDER_EVERY_HOURS}))`
  const bkDue = force
    ? tx``
    : tx`and (q.last_bookkeeper_reminder_sent_at is null or q.last_bookkeeper_reminder_sent_at < now() - make_interval(hours => ${BOOKKEEPER_REMINDER_EVERY_HOURS}))`

  const forClients = await tx<Batch[]>`
    select q.organization_id, o.legal_name, array_agg(q.id order by q.expense_date) as ids
    from public.amc_questions q join public.organizations o on o.id = q.organization_id
    where q.deleted_at is null and o.deleted_at is null and q.status::text = any(${[...CLIENT_OPEN_STATUSES]}) ${org} ${clientDue}
    group by q.organization_id, o.legal_name`
  const forBookkeepers = await tx<Batch[]>`
    select q.organization_id, o.legal_name, array_agg(q.id order by q.client_responded_at) as ids
    from public.amc_questions q join public.organizations o on o.id = q.organization_id
    where q.deleted_at is null and o.deleted_at is null and q.status = 'responded' ${org} ${bkDue}
    group by q.organization_id, o.legal_name`

  let clientsNotified = 0
  let bookkeepersNotified = 0
  for (const b of forClients) {
    const people = await tx<{ id: string; email: string }[]>`
      select u.id, u.email from public.organization_members m join public.users u on u.id = m.user_id where m.organization_id = ${b.organization_id}`
    const n = b.ids.length
    const subject = `${n} question${n === 1 ? '' : 's'} about ${b.legal_name}'s books ${n === 1 ? 'is' : 'are'} waiting for you`
    const text = `Your bookkeeper needs your help with ${n} transaction${n === 1 ? '' : 's'}.\n\nAnswer them here: ${webUrl}/accounting/amc\n`
    await notify(tx, people, b, { audience: 'client', count: n, questionIds: b.ids }, subject, text)
    await tx`update public.amc_questions set last_reminder_sent_at = now() where id = any(${b.ids}::uuid[])`
    clientsNotified += people.length
  }
  for (const b of forBookkeepers) {
    const people = await tx<{ id: string; email: string }[]>`
      select u.id, u.email from public.bookkeeper_assignments a join public.users u on u.id = a.user_id where a.organization_id = ${b.organization_id}`
    const n = b.ids.length
    const subject = `${b.legal_name} answered ${n} question${n === 1 ? '' : 's'} for you to review`
    const text = `${n} answer${n === 1 ? ' is' : 's are'} waiting for your review.\n\nReview: ${webUrl}/bookkeeper/client/${b.organization_id}/amc\n`
    await notify(tx, people, b, { audience: 'bookkeeper', count: n, questionIds: b.ids }, subject, text)
    await tx`update public.amc_questions set last_bookkeeper_reminder_sent_at = now() where id = any(${b.ids}::uuid[])`
    bookkeepersNotified += people.length
  }
  return {
    organizationsForClients: forClients.length,
    organizationsForBookkeepers: forBookkeepers.length,
    clientsNotified,
    bookkeepersNotified,
  }
}

async function notify(
  tx: Tx,
  people: { id: string; email: string }[],
  b: Batch,
  metadata: Record<string, unknown>,
  subject: string,
  text: string,
) {
  for (const p of people) {
    await tx`insert into public.notifications (type, user_id, organization_id, metadata)
             values ('amc', ${p.id}, ${b.organization_id}, ${tx.json({ ...metadata, title: subject } as never)})`
    await tx`insert into public.email_outbox (to_email, subject, text) values (${p.email}, ${subject}, ${text})`
  }
}
