/**
 * Applies a change only if the question is still at the version the writer saw. Otherwise answers 409 with the current
 * question, so the later writer sees the conflict instead of silently erasing the earlier answer.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TAmcQuestion } from '../../../shared/schemas/amc.ts'
import { plain } from '../../_shared/rows.ts'
import { getQuestion } from './get-question.ts'
import { QUESTION_COLUMNS } from './question-columns.ts'

export async function updateVersioned({
  tx,
  id,
  version,
  set,
}: {
  tx: Tx
  id: string
  version: number
  set: Record<string, unknown>
}): Promise<TAmcQuestion> {
  const [row] = await tx`update public.amc_questions q set ${tx(set)}
    where q.id = ${id} and q.version = ${version} and q.deleted_at is null returning ${tx.unsafe(QUESTION_COLUMNS)}`
  if (row) return plain(row)
  throw conflict((await getQuestion({ tx, id })).question)
}

/** The 409 every versioned write answers with, carrying the question as it is now. */
export function conflict(current: TAmcQuestion) {
  return new AppError(
    'conflict',
    'Someone else changed this question while you were editing it. Review their change and try again.',
    { current },
  )
}
