/** The latest error reports, newest first, as the signed-in admin (RLS limits the table to admins). */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import type { TListErrorReportsResponse } from '../../../shared/schemas/monitoring.ts'

export async function listErrorReports({
  tx,
  source,
  requestId,
}: {
  tx: Tx
  source?: 'browser' | 'function'
  requestId?: string
}): Promise<TListErrorReportsResponse> {
  await assertAdmin({ tx, action: 'see error reports' })
  const rows = await tx`
    select r.id::int as id, r.source, r.request_id as "requestId", r.message, r.stack, r.url, r.method, r.status,
      u.email as "userEmail", r.user_agent as "userAgent", to_json(r.occurred_at)#>>'{}' as "occurredAt"
    from public.error_reports r
    left join public.users u on u.id = r.user_id
    where (${source ?? null}::text is null or r.source = ${source ?? null})
      and (${requestId ?? null}::text is null or r.request_id = ${requestId ?? null})
    order by r.occurred_at desc, r.id desc limit 100`
  return { reports: rows.map((r) => ({ ...r }) as TListErrorReportsResponse['reports'][number]) }
}
