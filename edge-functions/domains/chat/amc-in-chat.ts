/**
 * Ask My Client in the client's Slack channel (spec §3.10 amcs, issue 37): a bookkeeper sends an open question to
 * the channel, where it is posted as a root message (public.post_amc_question_to_chat, queued to `chat.post`), and the
 * client's reply in that thread lands on the question as if typed in the product: its response, status responded,
 * the time, and who answered when the Slack person is matched. The question's own broadcast keeps the AMC screens
 * live; the chat message keeps the chat screens live.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import { formatMoney, formatQuestionDate } from '../../../shared/rules/format.ts'
import type { TBookkeeperMessage, TChatAmc } from '../../../shared/schemas/chat.ts'
import { MESSAGE_COLUMNS } from './chat-columns.ts'

/** What the client reads in Slack: the transaction and how to answer. */
export function amcChatText(q: {
  vendorName: string | null
  amount: number
  expenseDate: string | null
  description: string | null
  bookkeeperFeedback: string | null
}) {
  const what = [q.vendorName ?? 'A transaction', formatMoney(q.amount, { currency: true })]
  if (q.expenseDate) what.push(`on ${formatQuestionDate(q.expenseDate)}`)
  const lines = [`Ask My Client: ${what.join(', ')}`]
  if (q.description) lines.push(`Description: ${q.description}`)
  if (q.bookkeeperFeedback) lines.push(q.bookkeeperFeedback)
  lines.push('What was this for? Reply in this thread to answer.')
  return lines.join('\n')
}

const QUESTION = `q.id, q.vendor_name as "vendorName", q.amount::float8 as amount, q.expense_date::text as "expenseDate",
  q.description, q.bookkeeper_feedback as "bookkeeperFeedback", q.status::text as status,
  q.client_response as "clientResponse"`

/** The organization's open questions and those already in the channel, with the channel message of each. */
export async function listChatAmcs({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<TChatAmc[]> {
  await assertStaffOf({ tx, organizationId, action: 'send its questions to Slack' })
  return plain<TChatAmc[]>(
    await tx.unsafe(
      `select ${QUESTION}, p.message_id as "messageId"
       from public.amc_questions q left join public.chat_amc_posts p on p.amc_question_id = q.id
       where q.organization_id = $1 and q.deleted_at is null
         and (q.status in ('pending', 'not_responded') or p.message_id is not null)
       order by p.message_id is not null, q.expense_date desc nulls last, q.created_at desc
       limit 200`,
      [organizationId],
    ),
  )
}

export async function sendAmcToChat({
  tx,
  organizationId,
  questionId,
}: {
  tx: Tx
  organizationId: string
  questionId: string
}): Promise<TBookkeeperMessage> {
  await assertStaffOf({ tx, organizationId, action: 'send its questions to Slack' })
  const [q] = plain<(TChatAmc & { organizationId: string })[]>(
    await tx.unsafe(
      `select ${QUESTION}, null as "messageId" from public.amc_questions q
       where q.id = $1 and q.organization_id = $2 and q.deleted_at is null`,
      [questionId, organizationId],
    ),
  )
  if (!q) throw new AppError('not_found', 'Question not found')
  const [{ id }] = await tx`select public.post_amc_question_to_chat(${questionId}, ${amcChatText(q)}) as id`
  const [message] = plain<TBookkeeperMessage[]>(
    await tx.unsafe(`select ${MESSAGE_COLUMNS} from public.chat_messages m where m.id = $1`, [id]),
  )
  return message
}

/**
 * A client's reply in the thread of a question sent to the channel answers it (the service role writes; the AMC
 * guard lets it). A completed question keeps its answer; a later reply replaces an earlier one, as editing in the
 * product would. Returns the question answered, if any.
 */
export async function answerAmcFromChat({
  tx,
  channelId,
  rootTs,
  text,
  authorId,
}: {
  tx: Tx
  channelId: string
  rootTs: string
  text: string
  authorId: string | null
}) {
  const [answered] = await tx`
    update public.amc_questions q
    set client_response = ${text.slice(0, 10000)}, status = 'responded', client_responded_at = now(),
        answered_by = coalesce(${authorId}::uuid, q.answered_by)
    from public.chat_amc_posts p join public.chat_messages r on r.id = p.message_id
    where p.amc_question_id = q.id and r.channel_id = ${channelId} and r.ts = ${rootTs}
      and q.status <> 'completed' and q.deleted_at is null
    returning q.id`
  return (answered?.id as string | undefined) ?? null
}
