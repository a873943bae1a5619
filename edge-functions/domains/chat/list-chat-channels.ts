/**
 * The channels a staff member answers (every client organization they have access to with the bookkeeping-chats
 * flag on), those waiting on an answer first; for a client, their own organization's channel (RLS decides).
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import type { TChatChannel } from '../../../shared/schemas/chat.ts'
import { CHANNEL_COLUMNS } from './chat-columns.ts'

export async function listChatChannels({ tx }: { tx: Tx }): Promise<TChatChannel[]> {
  return plain(
    await tx.unsafe(`
      select * from (
        select ${CHANNEL_COLUMNS}
        from public.chat_channels c join public.organizations o on o.id = c.organization_id
        where o.deleted_at is null and (not private.is_staff() or private.flag_enabled(c.organization_id, 'bookkeeping-chats'))
      ) x
      order by x.pending desc, x."lastMessageAt" desc nulls last, x."legalName"`),
  )
}
