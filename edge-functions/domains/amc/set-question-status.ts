/** Staff move a question between pending, responded, not_responded and completed. */
import type { Tx } from '../../_shared/db.ts'
import type { TQuestionStatus } from '../../../shared/schemas/amc.ts'
import { updateVersioned } from './update-versioned.ts'

export async function setQuestionStatus({
  tx,
  id,
  status,
  version,
}: {
  tx: Tx
  id: string
  status: TQuestionStatus
  version: number
}) {
  return await updateVersioned({ tx, id, version, set: { status } })
}
