/** A bookkeeper's feedback on an answer; re-asking sends the question back to the client as pending. */
import type { Tx } from '../../_shared/db.ts'
import { updateVersioned } from './update-versioned.ts'

export async function giveFeedback({
  tx,
  id,
  feedback,
  reask,
  version,
}: {
  tx: Tx
  id: string
  feedback: string
  reask: boolean
  version: number
}) {
  const set: Record<string, unknown> = { bookkeeper_feedback: feedback }
  if (reask) set.status = 'pending'
  return await updateVersioned({ tx, id, version, set })
}
