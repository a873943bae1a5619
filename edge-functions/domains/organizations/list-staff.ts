/** An organization's assigned bookkeepers (with the primary flag) or reviewers. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'

export type StaffKind = 'bookkeeper' | 'reviewer'
export type TStaffAssignment = {
  userId: string
  organizationId: string
  isPrimary?: boolean
  email: string
  firstName: string
  lastName: string
}

export async function listStaff({
  tx,
  organizationId,
  kind,
}: {
  tx: Tx
  organizationId: string
  kind: StaffKind
}): Promise<TStaffAssignment[]> {
  await assertOrganizationVisible({ tx, organizationId })
  const rows =
    kind === 'bookkeeper'
      ? await tx`select a.user_id as "userId", a.organization_id as "organizationId", a.is_primary as "isPrimary", u.email,
                      u.first_name as "firstName", u.last_name as "lastName"
               from public.bookkeeper_assignments a join public.users u on u.id = a.user_id
               where a.organization_id = ${organizationId} order by a.is_primary desc, u.email`
      : await tx`select a.user_id as "userId", a.organization_id as "organizationId", u.email, u.first_name as "firstName", u.last_name as "lastName"
               from public.reviewer_assignments a join public.users u on u.id = a.user_id
               where a.organization_id = ${organizationId} order by u.email`
  return rows as unknown as TStaffAssignment[]
}
