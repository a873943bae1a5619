/** A member or staff member opens a request for an organization (requester = caller; customer defaults to the caller if a client). */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { attachRequestFiles } from './attach-request-files.ts'
import { getRequest } from './get-request.ts'

export async function createRequest({
  tx,
  input,
}: {
  tx: Tx
  input: {
    organizationId: string
    request: string
    link?: string
    customerId?: string
    bookkeeperId?: string
    fileIds: string[]
  }
}) {
  await assertOrganizationVisible({ tx, organizationId: input.organizationId })
  const [row] =
    await tx`insert into public.customer_requests (organization_id, request, link, customer_id, bookkeeper_id, requester_id)
    values (${input.organizationId}, ${input.request}, ${input.link ?? null},
            coalesce(${input.customerId ?? null}::uuid, case when private.is_org_member(${input.organizationId}) then auth.uid() end),
            coalesce(${input.bookkeeperId ?? null}::uuid, (select user_id from public.bookkeeper_assignments where organization_id = ${input.organizationId} and is_primary)),
            auth.uid())
    returning id`
  if (input.fileIds.length > 0) await attachRequestFiles({ tx, requestId: row.id, fileIds: input.fileIds })
  return await getRequest({ tx, requestId: row.id })
}
