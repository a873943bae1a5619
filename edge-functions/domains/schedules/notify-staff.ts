/**
 * Notifications of type amortization (spec §9): what the schedules did to a client's books, for the client's
 * assigned bookkeepers, with a link to the client's schedules in their workspace. The job writes them as the service
 * role; the bell shows `title`.
 */
import type { Tx } from '../../_shared/db.ts'

export async function notifyStaff({
  tx,
  organizationId,
  title,
  details = {},
}: {
  tx: Tx
  organizationId: string
  title: string
  details?: Record<string, unknown>
}): Promise<number> {
  const rows = await tx`insert into public.notifications (type, user_id, organization_id, metadata)
    select 'amortization', b.user_id, ${organizationId},
      ${tx.json({ ...details, title, link: `/bookkeeper/client/${organizationId}/schedules` } as never)}
    from public.bookkeeper_assignments b where b.organization_id = ${organizationId}
    returning id`
  return rows.length
}
