/** One organization group with the member organizations the caller may see; 404 when the group is not visible. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TOrganizationGroup } from '../../../shared/schemas/organization-groups.ts'
import { plain } from '../../_shared/rows.ts'

export async function getOrganizationGroup({ tx, groupId }: { tx: Tx; groupId: string }): Promise<TOrganizationGroup> {
  const [row] = await tx`
    select g.id, g.name, g.created_at as "createdAt", g.updated_at as "updatedAt",
      coalesce(json_agg(json_build_object('id', o.id, 'legalName', o.legal_name) order by o.legal_name) filter (where o.id is not null), '[]') as members
    from public.organization_groups g
    left join public.organizations o on o.organization_group_id = g.id and o.deleted_at is null
    where g.id = ${groupId}
    group by g.id`
  if (!row) throw new AppError('not_found', 'Organization group not found')
  return plain(row)
}
