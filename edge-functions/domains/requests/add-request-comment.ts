/** Comment on a request as the caller (anyone with access to the organization, reviewers included). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { getRequest } from './get-request.ts'

export async function addRequestComment({ tx, requestId, content }: { tx: Tx; requestId: string; content: string }) {
  const [r] = await tx`select organization_id from public.customer_requests where id = ${requestId}`
  if (!r) throw new AppError('not_found', 'Request not found')
  await tx`insert into public.customer_request_comments (request_id, organization_id, author_id, content)
    values (${requestId}, ${r.organization_id}, auth.uid(), ${content})`
  return await getRequest({ tx, requestId })
}
