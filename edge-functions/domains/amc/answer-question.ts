/** A client answers one question: the answers must fit the shape of each kind asked; the status becomes responded. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { parseAnswers, type TQuestionKind } from '../../../shared/schemas/amc.ts'
import { getQuestion } from './get-question.ts'
import { updateVersioned } from './update-versioned.ts'

function validateAnswers(kinds: TQuestionKind[], answers: Record<string, unknown>) {
  const parsed = parseAnswers(kinds, answers)
  if (!parsed.success) {
    throw validationFailed(parsed.error.issues, ['answers'])
  }
  return parsed.data
}

export async function answerQuestion({
  tx,
  id,
  userId,
  answers,
  response,
  version,
}: {
  tx: Tx
  id: string
  userId: string
  answers: Record<string, unknown>
  response?: string
  version: number
}) {
  const { question } = await getQuestion({ tx, id })
  if (question.status === 'completed') throw new AppError('unprocessable', 'This question is already completed')
  const clean = validateAnswers(question.questions, answers)
  return await updateVersioned({
    tx,
    id,
    version,
    set: {
      answers: clean,
      client_response: response ?? question.clientResponse,
      status: 'responded',
      client_responded_at: new Date(),
      answered_by: userId,
    },
  })
}
