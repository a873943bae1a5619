/** Internal notes on one organization, newest first, with the author's name (RLS: staff and reviewers only). */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'

export const NOTE_COLUMNS = `n.id, n.organization_id as "organizationId", n.user_id as "userId",
  coalesce((select btrim(u.first_name || ' ' || u.last_name) from public.users u where u.id = n.user_id), '') as "authorName",
  n.title, n.content, n.created_at as "createdAt", n.updated_at as "updatedAt"`

export type TNote = {
  id: string
  organizationId: string
  userId: string | null
  authorName: string
  title: string
  content: string
  createdAt: string
  updatedAt: string
}

export async function listNotes({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<TNote[]> {
  await assertOrganizationVisible({ tx, organizationId })
  return plain(
    await tx.unsafe(
      `select ${NOTE_COLUMNS} from public.organization_notes n where n.organization_id = $1 order by n.created_at desc limit 500`,
      [organizationId],
    ),
  )
}
