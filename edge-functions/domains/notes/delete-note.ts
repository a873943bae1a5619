/** Authors and admins delete a note; anything RLS hides or refuses reads as not found. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export async function deleteNote({ tx, organizationId, noteId }: { tx: Tx; organizationId: string; noteId: string }) {
  const rows =
    await tx`delete from public.organization_notes where id = ${noteId} and organization_id = ${organizationId} returning id`
  if (rows.length === 0) throw new AppError('not_found', 'Note not found')
}
