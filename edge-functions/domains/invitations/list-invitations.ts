/** Invitations of one organization (org admins, admins) or, without an organization, every visible one. */
import type { Tx } from '../../_shared/db.ts'
import type { TInvitation } from '../../../shared/schemas/invitations.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { INVITATION_COLUMNS } from './invitation-columns.ts'

export async function listInvitations({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId?: string
}): Promise<TInvitation[]> {
  if (organizationId) await assertOrganizationVisible({ tx, organizationId })
  const rows = await tx.unsafe(
    `select ${INVITATION_COLUMNS} from public.invitations i
    where ($1::uuid is null or i.organization_id = $1) order by i.created_at desc limit 500`,
    [organizationId ?? null],
  )
  return plain(rows)
}
