/** Org admins (and admins) remove a member. */
import type { Tx } from '../../_shared/db.ts'
import { assertAdminOf } from '../../_shared/access.ts'
import { checkAnotherAdmin, explainNoRow, MEMBER_MANAGERS } from './update-member.ts'

export async function removeMember({ tx, organizationId, userId }: { tx: Tx; organizationId: string; userId: string }) {
  await assertAdminOf({ tx, organizationId, refusal: MEMBER_MANAGERS, firmAdmins: true })
  const [m] =
    await tx`select org_role from public.organization_members where organization_id = ${organizationId} and user_id = ${userId}`
  if (m?.org_role === 'admin') await checkAnotherAdmin({ tx, organizationId, userId })
  const rows =
    await tx`delete from public.organization_members where organization_id = ${organizationId} and user_id = ${userId} returning user_id`
  if (rows.length === 0) await explainNoRow({ tx, organizationId, userId })
}
