/** Attach files (already recorded in public.files) to a request; both must belong to the request's organization. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export async function attachRequestFiles({ tx, requestId, fileIds }: { tx: Tx; requestId: string; fileIds: string[] }) {
  const [r] = await tx`select organization_id from public.customer_requests where id = ${requestId}`
  if (!r) throw new AppError('not_found', 'Request not found')
  const files =
    await tx`select id from public.files where id = any(${fileIds}::uuid[]) and organization_id = ${r.organization_id}`
  if (files.length !== new Set(fileIds).size)
    throw new AppError('unprocessable', 'Some files do not exist in this organization', {
      fields: [{ path: 'fileIds', message: 'Unknown file' }],
    })
  for (const id of new Set(fileIds)) {
    await tx`insert into public.customer_request_files (request_id, file_id, organization_id) values (${requestId}, ${id}, ${r.organization_id}) on conflict do nothing`
  }
}
