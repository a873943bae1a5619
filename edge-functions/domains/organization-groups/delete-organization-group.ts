/**
 * Admins and owners delete a group. Its organizations stay (their group becomes empty, by the foreign key's
 * `on delete set null`); the group's consolidation mappings and consolidated charts go with it (cascade).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { getOrganizationGroup } from './get-organization-group.ts'

export async function deleteOrganizationGroup({ tx, groupId }: { tx: Tx; groupId: string }) {
  await getOrganizationGroup({ tx, groupId })
  await assertAdmin({ tx })
  await tx`delete from public.organization_groups where id = ${groupId}`
}
