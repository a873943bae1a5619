/**
 * Staff move a client's message between pending, responded, resolved and unresolved (spec §4 lists the states and
 * shows no transitions, so any move is allowed), and send a failed answer again (back to `posting`, which queues
 * its post once more).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import type { TBookkeeperMessage, TChatMessageStatus } from '../../../shared/schemas/chat.ts'
import { MESSAGE_COLUMNS } from './chat-columns.ts'

async function organizationOf(tx: Tx, messageId: string) {
  const [m] = await tx`select organization_id from public.chat_messages where id = ${messageId}`
  if (!m) throw new AppError('not_found', 'Message not found')
  await assertStaffOf({ tx, organizationId: m.organization_id, action: 'change its messages' })
}

export async function setChatStatus({
  tx,
  messageId,
  status,
}: {
  tx: Tx
  messageId: string
  status: TChatMessageStatus
}): Promise<TBookkeeperMessage> {
  await organizationOf(tx, messageId)
  const [m] = plain<TBookkeeperMessage[]>(
    await tx.unsafe(
      `update public.chat_messages m set status = $2 where m.id = $1 and m.status is not null returning ${MESSAGE_COLUMNS}`,
      [messageId, status],
    ),
  )
  if (!m) throw new AppError('unprocessable', 'Only a client’s message has a status')
  return m
}

export async function retryChatAnswer({ tx, messageId }: { tx: Tx; messageId: string }): Promise<TBookkeeperMessage> {
  await organizationOf(tx, messageId)
  const [m] = plain<TBookkeeperMessage[]>(
    await tx.unsafe(
      `update public.chat_messages m set delivery = 'posting', delivery_error = null
       where m.id = $1 and m.delivery = 'failed' returning ${MESSAGE_COLUMNS}`,
      [messageId],
    ),
  )
  if (!m) throw new AppError('unprocessable', 'Only an answer that failed to post can be sent again')
  return m
}
