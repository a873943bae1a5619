/**
 * The author of a comment changes its words (RLS: "Authors edit their comments"); the words it replaced stay in its
 * history (supabase/schemas/23_edit_history.sql). Anyone else's attempt changes nothing and says so.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { getRequest } from './get-request.ts'

export async function editRequestComment({
  tx,
  requestId,
  commentId,
  content,
}: {
  tx: Tx
  requestId: string
  commentId: string
  content: string
}) {
  const [row] = await tx`update public.customer_request_comments set content = ${content}
    where id = ${commentId} and request_id = ${requestId} returning id`
  if (!row) throw new AppError('forbidden', 'Only the person who wrote a comment can change it')
  return await getRequest({ tx, requestId })
}
