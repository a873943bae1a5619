/** Explicit ungrouping: a question taken out of its vendor group is answered on its own (and can be put back). */
import type { Tx } from '../../_shared/db.ts'
import { updateVersioned } from './update-versioned.ts'

export async function setGrouping({
  tx,
  id,
  ungrouped,
  version,
}: {
  tx: Tx
  id: string
  ungrouped: boolean
  version: number
}) {
  return await updateVersioned({ tx, id, version, set: { explicitly_ungrouped: ungrouped } })
}
