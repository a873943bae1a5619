/** Admins and owners rename a group. Invisible groups are not found (404); visible to staff but not theirs to change: 403. */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { getOrganizationGroup } from './get-organization-group.ts'

export async function renameOrganizationGroup({ tx, groupId, name }: { tx: Tx; groupId: string; name: string }) {
  await getOrganizationGroup({ tx, groupId })
  await assertAdmin({ tx })
  await tx`update public.organization_groups set name = ${name}, updated_at = now() where id = ${groupId}`
  return await getOrganizationGroup({ tx, groupId })
}
