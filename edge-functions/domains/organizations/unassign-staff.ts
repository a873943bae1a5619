/** Remove a bookkeeper or reviewer from an organization (same permissions as assigning). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import type { StaffKind } from './list-staff.ts'

export async function unassignStaff({
  tx,
  organizationId,
  userId,
  kind,
}: {
  tx: Tx
  organizationId: string
  userId: string
  kind: StaffKind
}) {
  await assertOrganizationVisible({ tx, organizationId })
  const rows =
    kind === 'bookkeeper'
      ? await tx`delete from public.bookkeeper_assignments where organization_id = ${organizationId} and user_id = ${userId} returning user_id`
      : await tx`delete from public.reviewer_assignments where organization_id = ${organizationId} and user_id = ${userId} returning user_id`
  if (rows.length > 0) return
  const permission = kind === 'bookkeeper' ? 'edit_organization_bookkeeper' : 'edit_organization_reviewer'
  const [p] = await tx`select private.has_permission(${permission}::public.user_permission) as ok`
  throw p.ok
    ? new AppError('not_found', 'Assignment not found')
    : new AppError('forbidden', "You may not change this organization's staff")
}
