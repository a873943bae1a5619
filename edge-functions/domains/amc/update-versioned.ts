/**
 * Applies a change only if the question is still at the version the writer saw. Otherwise answers 409 with the current
 * question, so the later writer sees the conflict instead of silently erasing the earlier answer.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { toQuestion } from './to-question.ts'
import { getQuestionRow } from './get-question.ts'

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
}) {
  const [row] =
    await tx`update public.amc_questions set ${tx(set)} where id = ${id} and version = ${version} and deleted_at is null returning *`
  if (row) return toQuestion(row)
  const current = await getQuestionRow({ tx, id })
  throw new AppError(
    'conflict',
    'Someone else changed this question while you were editing it. Review their change and try again.',
    { current: toQuestion(current) },
  )
}
