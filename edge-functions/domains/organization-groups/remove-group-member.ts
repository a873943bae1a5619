/** Admins and owners take an organization out of a group; 404 when it is not a member of that group. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertAdmin, assertOrganizationVisible } from '../../_shared/access.ts'
import { getOrganizationGroup } from './get-organization-group.ts'

export async function removeGroupMember({
  tx,
  groupId,
  organizationId,
}: {
  tx: Tx
  groupId: string
  organizationId: string
}) {
  await getOrganizationGroup({ tx, groupId })
  await assertOrganizationVisible({ tx, organizationId })
  await assertAdmin({ tx })
  const rows = await tx`update public.organizations set organization_group_id = null
    where id = ${organizationId} and organization_group_id = ${groupId} returning id`
  if (rows.length === 0) throw new AppError('not_found', 'That organization is not in this group')
  return await getOrganizationGroup({ tx, groupId })
}
