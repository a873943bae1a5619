/** One request with its requester's name, comments (author names), attached file ids and history. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import { personName, REQUEST_COLUMNS, REQUEST_HISTORY } from './request-columns.ts'

export async function getRequest({ tx, requestId }: { tx: Tx; requestId: string }) {
  const [row] = await tx.unsafe(
    `select ${REQUEST_COLUMNS}, ${personName('r.requester_id')} as "requesterName", ${REQUEST_HISTORY} as history,
    coalesce((select json_agg(json_build_object('id', c.id, 'requestId', c.request_id, 'authorId', c.author_id,
      'authorName', coalesce(btrim(u.first_name || ' ' || u.last_name), ''), 'content', c.content, 'createdAt', c.created_at,
      'editedAt', (select max(e.edited_at) from public.edit_revisions e where e.subject = 'request_comment' and e.subject_id = c.id)) order by c.created_at)
      from public.customer_request_comments c left join public.users u on u.id = c.author_id where c.request_id = r.id), '[]') as comments,
    coalesce((select array_agg(f.file_id) from public.customer_request_files f where f.request_id = r.id), '{}') as "fileIds"
    from public.customer_requests r where r.id = $1`,
    [requestId],
  )
  if (!row) throw new AppError('not_found', 'Request not found')
  return plain<{
    id: string
    organizationId: string
    status: 'todo' | 'in_progress' | 'completed'
    [k: string]: unknown
  }>(row)
}
