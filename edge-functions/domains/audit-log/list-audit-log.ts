/**
 * The audit log for admins and owners, newest first, one page at a time. Filters: person, organization, action
 * (a substring such as "organizations" or "update organizations"), actor, and a date range of whole UTC days.
 * Paging is by id (the identity column grows with every insert), so pages stay stable while new rows arrive; the id
 * travels as a JSON number (float8: exact below 2^53).
 */
import type { Tx } from '../../_shared/db.ts'
import type { TAuditLogPage, TAuditLogFilters } from '../../../shared/schemas/audit-log.ts'
import { summarizeAuditValues } from '../../../shared/rules/audit-log.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'

type Row = Omit<TAuditLogPage['entries'][number], 'summary'>

export async function listAuditLog({
  tx,
  filters,
  before,
  limit,
}: {
  tx: Tx
  filters: TAuditLogFilters
  before?: number
  limit: number
}): Promise<TAuditLogPage> {
  await assertAdmin({ tx })
  const { userId, organizationId, action, actor, from, to } = filters
  const none = tx``
  const rows = plain<Row[]>(
    await tx`
    select a.id::float8 as id, a.user_id as "userId", nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as "userName", u.email as "userEmail",
      a.organization_id as "organizationId", o.legal_name as "organizationName", a.actor, a.action, a.query,
      a.query_values as "queryValues", a.result_rows as "resultRows", a.created_at as "createdAt"
    from public.audit_log a
    left join public.users u on u.id = a.user_id
    left join public.organizations o on o.id = a.organization_id
    where true
      ${userId ? tx`and a.user_id = ${userId}` : none}
      ${organizationId ? tx`and a.organization_id = ${organizationId}` : none}
      ${action ? tx`and a.action ilike ${`%${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : none}
      ${actor ? tx`and a.actor = ${actor}` : none}
      ${from ? tx`and a.created_at >= (${from}::date)::timestamp at time zone 'UTC'` : none}
      ${to ? tx`and a.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'` : none}
      ${before ? tx`and a.id < ${before}` : none}
    order by a.id desc
    limit ${limit + 1}`,
  )
  const page = rows.slice(0, limit).map((r) => ({ ...r, summary: summarizeAuditValues(r.queryValues) }))
  return { entries: page, nextCursor: rows.length > limit ? page[page.length - 1].id : null }
}
