/** Mark one (or, without an id, all) of the caller's notifications read. Someone else's id is "not found". */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export async function markNotificationsRead({ tx, notificationId }: { tx: Tx; notificationId?: string }) {
  const rows = await tx`update public.notifications set status = 'read', read_at = coalesce(read_at, now())
    where user_id = auth.uid() and status = 'unread' and (${notificationId ?? null}::uuid is null or id = ${notificationId ?? null})
    returning id`
  if (notificationId && rows.length === 0) {
    const [mine] = await tx`select 1 from public.notifications where id = ${notificationId}`
    if (!mine) throw new AppError('not_found', 'Notification not found')
  }
  return { updated: rows.length }
}
