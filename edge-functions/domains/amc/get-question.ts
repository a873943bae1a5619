/** One question the caller may see, or a not-found error (another organization's id looks exactly like a missing one). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export async function getQuestionRow({ tx, id }: { tx: Tx; id: string }) {
  const [row] = await tx`select * from public.amc_questions where id = ${id} and deleted_at is null`
  if (!row) throw new AppError('not_found', 'Question not found')
  return row
}
