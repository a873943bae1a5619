/**
 * Assign a bookkeeper (optionally primary: the previous primary is demoted) or a reviewer. RLS allows admins and
 * staff holding edit_organization_bookkeeper / edit_organization_reviewer (on any organization, visible or not);
 * only staff-role users can be assigned. Without the permission: 404 for organizations the caller cannot see, else 403.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import type { StaffKind, TStaffAssignment } from './list-staff.ts'

export async function assignStaff({
  tx,
  organizationId,
  userId,
  kind,
  isPrimary = false,
}: {
  tx: Tx
  organizationId: string
  userId: string
  kind: StaffKind
  isPrimary?: boolean
}): Promise<TStaffAssignment> {
  const permission = kind === 'bookkeeper' ? 'edit_organization_bookkeeper' : 'edit_organization_reviewer'
  const [p] = await tx`select private.has_permission(${permission}::public.user_permission) as ok`
  if (!p.ok) {
    await assertOrganizationVisible({ tx, organizationId })
    throw new AppError(
      'forbidden',
      `You need the "${kind === 'bookkeeper' ? 'Edit organization bookkeeper' : 'Edit organization reviewer'}" permission`,
    )
  }
  const [u] = await tx`select role::text from public.users where id = ${userId}`
  if (!u) throw new AppError('not_found', 'User not found')
  if (!['bookkeeper', 'admin', 'owner'].includes(u.role)) {
    throw new AppError('unprocessable', 'Only bookkeepers, admins and owners can be assigned to an organization')
  }
  if (kind === 'bookkeeper') {
    if (isPrimary) {
      await tx`update public.bookkeeper_assignments set is_primary = false
               where organization_id = ${organizationId} and is_primary and user_id <> ${userId}`
    }
    await tx`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${organizationId}, ${userId}, ${isPrimary})
             on conflict (organization_id, user_id) do update set is_primary = excluded.is_primary`
  } else {
    await tx`insert into public.reviewer_assignments (organization_id, user_id) values (${organizationId}, ${userId}) on conflict do nothing`
  }
  const [row] =
    await tx`select u.id as "userId", ${organizationId}::uuid as "organizationId", u.email, u.first_name as "firstName", u.last_name as "lastName",
      (select b.is_primary from public.bookkeeper_assignments b where b.organization_id = ${organizationId} and b.user_id = u.id) as "isPrimary"
    from public.users u where u.id = ${userId}`
  const { isPrimary: primary, ...rest } = row as unknown as TStaffAssignment
  return kind === 'bookkeeper' ? { ...rest, isPrimary: primary ?? false } : rest
}
