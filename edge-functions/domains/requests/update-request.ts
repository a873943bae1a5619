/** Requesters reword their request; the organization's bookkeepers move its status and assignee (guard trigger: 403 otherwise). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { setList, toColumns } from '../../_shared/rows.ts'
import { getRequest } from './get-request.ts'

const COLUMNS = { request: 'request', link: 'link', status: 'status', bookkeeperId: 'bookkeeper_id' }

export async function updateRequest({
  tx,
  requestId,
  patch,
}: {
  tx: Tx
  requestId: string
  patch: Record<string, unknown>
}) {
  const row = toColumns(patch, COLUMNS)
  const cols = Object.keys(row)
  const updated = await tx.unsafe(
    `update public.customer_requests c set ${setList(cols)}
    from jsonb_populate_record(null::public.customer_requests, $1::text::jsonb) r where c.id = $2 returning c.id`,
    [JSON.stringify(row), requestId],
  )
  if (updated.length === 0) {
    await getRequest({ tx, requestId })
    throw new AppError('forbidden', "Only the requester and the organization's bookkeepers change a request")
  }
  return await getRequest({ tx, requestId })
}
