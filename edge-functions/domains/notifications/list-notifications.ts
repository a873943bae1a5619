/** The caller's own notifications, newest first (RLS: recipients only, admins included). */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'

const NOTIFICATION_COLUMNS = `id, type::text as type, status::text as status, metadata, user_id as "userId", organization_id as "organizationId",
  created_at as "createdAt", read_at as "readAt"`

export async function listNotifications({ tx, status, limit }: { tx: Tx; status?: string; limit: number }) {
  const rows = await tx.unsafe(
    `select ${NOTIFICATION_COLUMNS} from public.notifications
    where user_id = auth.uid() and ($1::text is null or status::text = $1) order by created_at desc limit $2`,
    [status ?? null, limit],
  )
  const [{ unread }] =
    await tx`select count(*)::int as unread from public.notifications where user_id = auth.uid() and status = 'unread'`
  return { notifications: plain<unknown[]>(rows), unread: unread as number }
}
