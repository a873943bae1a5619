/** Admins and owners create an organization group (RLS: only they write organization_groups). */
import type { Tx } from '../../_shared/db.ts'
import type { TCreateOrganizationGroupRequest } from '../../../shared/schemas/organization-groups.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { getOrganizationGroup } from './get-organization-group.ts'

export async function createOrganizationGroup({ tx, input }: { tx: Tx; input: TCreateOrganizationGroupRequest }) {
  await assertAdmin({ tx })
  const [row] = await tx`insert into public.organization_groups (name) values (${input.name}) returning id`
  return await getOrganizationGroup({ tx, groupId: row.id })
}
