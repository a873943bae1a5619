/**
 * Across the firm, per bookkeeper: clients assigned, threads open (pending) and unresolved in those clients'
 * channels, threads they answered first, and the median time from a client's message to that first answer.
 * Admins and owners only.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import type { TChatBookkeeperStats } from '../../../shared/schemas/chat.ts'

export async function listChatResponseTimes({ tx }: { tx: Tx }): Promise<TChatBookkeeperStats[]> {
  await assertAdmin({ tx, action: 'see chat response times' })
  return plain(
    await tx`
    select u.id as "userId", coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email) as name, u.email,
      (select count(*)::int from public.bookkeeper_assignments b where b.user_id = u.id) as clients,
      (select count(*)::int from public.chat_messages m join public.bookkeeper_assignments b
         on b.organization_id = m.organization_id and b.user_id = u.id where m.status = 'pending') as open,
      (select count(*)::int from public.chat_messages m join public.bookkeeper_assignments b
         on b.organization_id = m.organization_id and b.user_id = u.id where m.status = 'unresolved') as unresolved,
      (select count(*)::int from public.chat_messages m where m.responded_by = u.id) as answered,
      (select percentile_cont(0.5) within group (order by extract(epoch from m.responded_at - m.created_at))::float8
         from public.chat_messages m where m.responded_by = u.id) as "medianFirstResponseSeconds"
    from public.users u
    where u.role = 'bookkeeper'
    order by 4 desc, 3`,
  )
}
