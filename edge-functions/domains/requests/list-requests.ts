/** Requests visible to the caller, newest first, optionally for one organization and/or status. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { REQUEST_COLUMNS } from './request-columns.ts'

export async function listRequests({
  tx,
  organizationId,
  status,
}: {
  tx: Tx
  organizationId?: string
  status?: string
}) {
  if (organizationId) await assertOrganizationVisible({ tx, organizationId })
  const rows = await tx.unsafe(
    `select ${REQUEST_COLUMNS} from public.customer_requests r
    where ($1::uuid is null or r.organization_id = $1) and ($2::text is null or r.status::text = $2)
    order by r.created_at desc limit 500`,
    [organizationId ?? null, status ?? null],
  )
  return plain<{ id: string; organizationId: string; status: 'todo' | 'in_progress' | 'completed' }[]>(rows)
}
