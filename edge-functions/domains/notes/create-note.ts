/** A staff member or reviewer writes a note as themselves; RLS refuses everyone else (clients never see notes). */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { NOTE_COLUMNS, type TNote } from './list-notes.ts'

export async function createNote({
  tx,
  organizationId,
  title,
  content,
}: {
  tx: Tx
  organizationId: string
  title: string
  content: string
}): Promise<TNote> {
  await assertOrganizationVisible({ tx, organizationId })
  const [row] = await tx`insert into public.organization_notes (organization_id, user_id, title, content)
    values (${organizationId}, auth.uid(), ${title}, ${content}) returning id`
  const [note] = await tx.unsafe(`select ${NOTE_COLUMNS} from public.organization_notes n where n.id = $1`, [row.id])
  return plain(note)
}
