/** One answer for a whole vendor group: every open, still-grouped question of that vendor gets it, all or nothing. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { answerQuestion } from './answer-question.ts'

export async function answerGroup({
  tx,
  groupId,
  userId,
  answers,
  response,
  versions,
}: {
  tx: Tx
  groupId: string
  userId: string
  answers: Record<string, unknown>
  response?: string
  versions: Record<string, number>
}) {
  const rows = await tx`
    select id, questions from public.amc_questions
    where group_id = ${groupId} and not explicitly_ungrouped and deleted_at is null and status <> 'completed'
    order by id`
  if (rows.length === 0) throw new AppError('not_found', 'No open questions in this group')
  const missing = rows.filter((r) => versions[r.id] === undefined)
  if (missing.length)
    throw new AppError('conflict', 'New questions were added to this group. Review them and try again.', {
      missing: missing.map((r) => r.id),
    })
  const out = []
  for (const r of rows) {
    // answers apply to the kinds each question asks; kinds a question does not ask are ignored for it
    const own = Object.fromEntries(Object.entries(answers).filter(([k]) => r.questions.includes(k)))
    out.push(await answerQuestion({ tx, id: r.id, userId, answers: own, response, version: versions[r.id] }))
  }
  return out
}
