/**
 * A channel's detail (spec: page_obj, is_paginated, page_number, has_next, message_id): one page of root messages,
 * newest first (a client's message, or an Ask My Client question sent to the channel), each with its thread oldest first. message_id names the newest message waiting on an answer.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import { CHAT_PAGE_SIZE, type TBookkeeperMessage, type TChatChannel } from '../../../shared/schemas/chat.ts'
import { CHANNEL_COLUMNS, MESSAGE_COLUMNS } from './chat-columns.ts'
import { signFileUrl } from '../files/sign-file-url.ts'

/**
 * A file copied into Storage is offered through a URL signed with the reader's own token (Storage RLS decides); one
 * not copied yet keeps no URL the browser could open (Slack's url_private wants the bot's token).
 */
async function withDownloads(messages: TBookkeeperMessage[], accessToken: string | undefined) {
  return await Promise.all(
    messages.map(async (m) => ({
      ...m,
      files: await Promise.all(
        m.files.map(async (f) => ({
          id: f.id,
          name: f.name,
          path: f.path,
          ...(f.fileId ? { fileId: f.fileId } : {}),
          ...(f.copyError ? { copyError: f.copyError } : {}),
          downloadUrl:
            f.fileId && accessToken ? await signFileUrl({ accessToken, bucket: 'files', path: f.path }) : null,
        })),
      ),
    })),
  )
}

export async function getChatChannel({
  tx,
  organizationId,
  page,
  accessToken,
}: {
  tx: Tx
  organizationId: string
  page: number
  accessToken?: string
}) {
  const [channel] = plain<TChatChannel[]>(
    await tx.unsafe(
      `select ${CHANNEL_COLUMNS} from public.chat_channels c join public.organizations o on o.id = c.organization_id
       where c.organization_id = $1`,
      [organizationId],
    ),
  )
  if (!channel) throw new AppError('not_found', 'This client has no chat channel')
  const offset = (page - 1) * CHAT_PAGE_SIZE
  const roots = plain<TBookkeeperMessage[]>(
    await tx.unsafe(
      `select ${MESSAGE_COLUMNS} from public.chat_messages m
       where m.organization_id = $1 and m.initial_message_ts is null
       order by m.created_at desc, m.ts desc limit $2 offset $3`,
      [organizationId, CHAT_PAGE_SIZE + 1, offset],
    ),
  )
  const hasNext = roots.length > CHAT_PAGE_SIZE
  const shown = await withDownloads(roots.slice(0, CHAT_PAGE_SIZE), accessToken)
  const replies = await withDownloads(
    plain<TBookkeeperMessage[]>(
      await tx.unsafe(
        `select ${MESSAGE_COLUMNS} from public.chat_messages m
       where m.organization_id = $1 and m.initial_message_ts = any ($2::text[])
       order by m.created_at, m.ts`,
        [organizationId, shown.map((r) => r.ts).filter(Boolean) as string[]],
      ),
    ),
    accessToken,
  )
  const [waiting] = await tx`
    select id from public.chat_messages where organization_id = ${organizationId} and status = 'pending'
    order by created_at desc limit 1`
  return {
    channel,
    page_obj: shown.map((r) => ({ ...r, replies: replies.filter((x) => x.initialMessageTs === r.ts) })),
    is_paginated: page > 1 || hasNext,
    page_number: page,
    has_next: hasNext,
    message_id: (waiting?.id as string | undefined) ?? null,
  }
}
