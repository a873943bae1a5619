/** Org admins (and admins) change a member's org role. Refuses to leave an organization without an org admin. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertAdminOf } from '../../_shared/access.ts'
import { listMembers } from './list-members.ts'

export async function updateMember({
  tx,
  organizationId,
  userId,
  orgRole,
}: {
  tx: Tx
  organizationId: string
  userId: string
  orgRole: 'admin' | 'user'
}) {
  await assertAdminOf({ tx, organizationId, refusal: MEMBER_MANAGERS, firmAdmins: true })
  if (orgRole === 'user') await checkAnotherAdmin({ tx, organizationId, userId })
  const rows = await tx`update public.organization_members set org_role = ${orgRole}
    where organization_id = ${organizationId} and user_id = ${userId} returning user_id`
  if (rows.length === 0) await explainNoRow({ tx, organizationId, userId })
  return (await listMembers({ tx, organizationId })).find((m) => m.userId === userId)!
}

/** The refusal of a member who is not an org admin (nor a firm admin): checked before any business rule. */
export const MEMBER_MANAGERS = 'Only org admins manage members'

/** A business rule, not an access guard: the organization keeps at least one org admin besides this member. */
export async function checkAnotherAdmin({
  tx,
  organizationId,
  userId,
}: {
  tx: Tx
  organizationId: string
  userId: string
}) {
  const [r] = await tx`select count(*)::int as n from public.organization_members
    where organization_id = ${organizationId} and org_role = 'admin' and user_id <> ${userId}`
  if (r.n === 0) throw new AppError('unprocessable', 'An organization needs at least one org admin')
}

/** Zero rows means either no such member (404) or not allowed (403): tell them apart for a clear answer. */
export async function explainNoRow({
  tx,
  organizationId,
  userId,
}: {
  tx: Tx
  organizationId: string
  userId: string
}): Promise<never> {
  const [m] =
    await tx`select 1 from public.organization_members where organization_id = ${organizationId} and user_id = ${userId}`
  if (!m) throw new AppError('not_found', 'Member not found')
  throw new AppError('forbidden', MEMBER_MANAGERS)
}
