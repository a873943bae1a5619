/**
 * Admins and owners put an organization into a group. An organization belongs to at most one group
 * (organizations.organization_group_id), so adding one that is in another group moves it.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin, assertOrganizationVisible } from '../../_shared/access.ts'
import { getOrganizationGroup } from './get-organization-group.ts'

export async function addGroupMember({
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
  await tx`update public.organizations set organization_group_id = ${groupId} where id = ${organizationId} and deleted_at is null`
  return await getOrganizationGroup({ tx, groupId })
}
