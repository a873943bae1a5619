/**
 * The earlier words of one reply, answer or comment, newest first. Read as the caller through public.edit_history:
 * whoever reads the words reads their history (the subject's own policies decide), so a subject the caller cannot
 * read answers as not found rather than empty.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import type { TEditRevision, TEditSubject } from '../../../shared/schemas/edit-history.ts'

const SUBJECT_TABLE: Record<TEditSubject, string> = {
  variance_note: 'public.variance_notes',
  amc_answer: 'public.amc_questions',
  request_comment: 'public.customer_request_comments',
}

export async function listEditHistory({
  tx,
  subject,
  subjectId,
}: {
  tx: Tx
  subject: TEditSubject
  subjectId: string
}): Promise<TEditRevision[]> {
  const [seen] = await tx.unsafe(`select 1 from ${SUBJECT_TABLE[subject]} where id = $1`, [subjectId])
  if (!seen) throw new AppError('not_found', 'Nothing you can read has this id')
  return plain<TEditRevision[]>(await tx`select * from public.edit_history(${subject}, ${subjectId}::uuid)`)
}
