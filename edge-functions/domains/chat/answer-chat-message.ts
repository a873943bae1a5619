/**
 * A bookkeeper answers a client's message from the product: the answer is stored `posting` in the thread of the
 * message it answers, in that message's organization and channel, and the database queues its post (chat.post)
 * and marks the root responded in the same transaction (22_chat_bridge.sql). Only the client's staff may answer.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import type { TBookkeeperMessage } from '../../../shared/schemas/chat.ts'
import { MESSAGE_COLUMNS } from './chat-columns.ts'

export async function answerChatMessage({
  tx,
  organizationId,
  messageId,
  content,
}: {
  tx: Tx
  organizationId: string
  messageId: string
  content: string
}): Promise<TBookkeeperMessage> {
  await assertStaffOf({ tx, organizationId, action: 'answer its messages' })
  const [root] = await tx`
    select channel_id, coalesce(initial_message_ts, ts) as thread_ts from public.chat_messages
    where id = ${messageId} and organization_id = ${organizationId}`
  if (!root?.thread_ts) throw new AppError('not_found', 'Message not found')
  const [me] =
    await tx`select coalesce(nullif(btrim(first_name || ' ' || last_name), ''), email) as name from public.users where id = auth.uid()`
  const [answer] = plain<TBookkeeperMessage[]>(
    await tx.unsafe(
      `insert into public.chat_messages as m (organization_id, channel_id, author_type, author_id, name, content,
                                              initial_message_ts, delivery)
       values ($1, $2, 'bookkeeper', auth.uid(), $3, $4, $5, 'posting')
       returning ${MESSAGE_COLUMNS}`,
      [organizationId, root.channel_id, me?.name ?? 'Bookkeeper', content, root.thread_ts],
    ),
  )
  return answer
}
