/**
 * The reminders' one rule, shared by the daily job (send-reminders.ts) and a bookkeeper's "Send reminder"
 * (client-reminder.ts): which questions wait for whom, who hears about them, and what the message says. Clients hear
 * about questions open for them; bookkeepers about answers they have not reviewed. Works as whoever runs it: the job
 * as the service role, the button as the staff member (RLS lets staff notify the organization's people and stamp its
 * questions). Emails go through the mail domain's outbox and transport.
 */
import type { Tx } from '../../_shared/db.ts'
import { CLIENT_OPEN_STATUSES } from '../../../shared/rules/amc.ts'
import { sendMail } from '../mail/send-mail.ts'

/** One organization's questions to remind someone of. */
type ReminderBatch = { organizationId: string; organizationName: string; questionIds: string[] }
type Person = { id: string; email: string }
type Audience = 'client' | 'bookkeeper'

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

const AUDIENCES = {
  client: {
    waiting: (tx: Tx) => tx`q.status::text = any(${[...CLIENT_OPEN_STATUSES]})`,
    oldestFirst: 'q.expense_date',
    stamp: 'last_reminder_sent_at',
    people: (tx: Tx, orgId: string) => tx<Person[]>`select u.id, u.email from public.organization_members m
      join public.users u on u.id = m.user_id where m.organization_id = ${orgId}`,
    message: (b: ReminderBatch, n: number, webUrl: string) => ({
      subject: `${n} ${plural(n, 'question', 'questions')} about ${b.organizationName}'s books ${plural(n, 'is', 'are')} waiting for you`,
      text: `Your bookkeeper needs your help with ${n} ${plural(n, 'transaction', 'transactions')}.\n\nAnswer them here: ${webUrl}/accounting/amc\n`,
    }),
  },
  bookkeeper: {
    waiting: (tx: Tx) => tx`q.status = 'responded'`,
    oldestFirst: 'q.client_responded_at',
    stamp: 'last_bookkeeper_reminder_sent_at',
    people: (tx: Tx, orgId: string) => tx<Person[]>`select u.id, u.email from public.bookkeeper_assignments a
      join public.users u on u.id = a.user_id where a.organization_id = ${orgId}`,
    message: (b: ReminderBatch, n: number, webUrl: string) => ({
      subject: `${b.organizationName} answered ${n} ${plural(n, 'question', 'questions')} for you to review`,
      text: `${n} ${plural(n, 'answer is', 'answers are')} waiting for your review.\n\nReview: ${webUrl}/bookkeeper/client/${b.organizationId}/amc\n`,
    }),
  },
} as const

/**
 * Questions waiting for the audience, per organization, oldest first; `quietHours` leaves out those the audience was
 * reminded of more recently.
 */
export async function questionsWaiting({
  tx,
  audience,
  organizationId,
  quietHours,
}: {
  tx: Tx
  audience: Audience
  organizationId?: string
  quietHours?: number
}): Promise<ReminderBatch[]> {
  const a = AUDIENCES[audience]
  const stamp = tx(`q.${a.stamp}`)
  return await tx<ReminderBatch[]>`
    select q.organization_id as "organizationId", o.legal_name as "organizationName",
           array_agg(q.id order by ${tx(a.oldestFirst)}) as "questionIds"
    from public.amc_questions q join public.organizations o on o.id = q.organization_id
    where q.deleted_at is null and o.deleted_at is null and ${a.waiting(tx)}
      ${organizationId ? tx`and q.organization_id = ${organizationId}` : tx``}
      ${quietHours ? tx`and (${stamp} is null or ${stamp} < now() - make_interval(hours => ${quietHours}))` : tx``}
    group by q.organization_id, o.legal_name`
}

/** Notifies and emails each person of the audience, then stamps the questions. Returns how many heard (0: nobody to). */
export async function remind({
  tx,
  audience,
  batch,
  webUrl,
}: {
  tx: Tx
  audience: Audience
  batch: ReminderBatch
  webUrl: string
}) {
  const a = AUDIENCES[audience]
  const people = await a.people(tx, batch.organizationId)
  if (people.length === 0) return 0
  const n = batch.questionIds.length
  const message = a.message(batch, n, webUrl)
  const metadata = { audience, count: n, questionIds: batch.questionIds, title: message.subject }
  for (const p of people) {
    await tx`insert into public.notifications (type, user_id, organization_id, metadata)
             values ('amc', ${p.id}, ${batch.organizationId}, ${tx.json(metadata)})`
    await sendMail({ message: { to: p.email, ...message } })
  }
  await tx`update public.amc_questions set ${tx(a.stamp)} = now() where id = any(${batch.questionIds}::uuid[])`
  return people.length
}
