/** Revoke a pending invitation; its link stops working. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TInvitation } from '../../../shared/schemas/invitations.ts'
import { plain } from '../../_shared/rows.ts'
import { INVITATION_COLUMNS } from './invitation-columns.ts'

export async function revokeInvitation({ tx, invitationId }: { tx: Tx; invitationId: string }): Promise<TInvitation> {
  const [current] = await tx`select completed_at from public.invitations where id = ${invitationId}`
  if (!current) throw new AppError('not_found', 'Invitation not found')
  if (current.completed_at) throw new AppError('conflict', 'This invitation has already been used')
  const [row] = await tx.unsafe(
    `update public.invitations i set revoked_at = coalesce(i.revoked_at, now()) where i.id = $1 returning ${INVITATION_COLUMNS}`,
    [invitationId],
  )
  return plain(row)
}
