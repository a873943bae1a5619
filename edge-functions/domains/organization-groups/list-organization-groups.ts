/** The organization groups the caller may see (RLS decides: staff read groups), each with its visible members. */
import type { Tx } from '../../_shared/db.ts'
import type { TOrganizationGroup } from '../../../shared/schemas/organization-groups.ts'
import { plain } from '../../_shared/rows.ts'

export async function listOrganizationGroups({ tx }: { tx: Tx }): Promise<TOrganizationGroup[]> {
  const rows = await tx`
    select g.id, g.name, g.created_at as "createdAt", g.updated_at as "updatedAt",
      coalesce(json_agg(json_build_object('id', o.id, 'legalName', o.legal_name) order by o.legal_name) filter (where o.id is not null), '[]') as members
    from public.organization_groups g
    left join public.organizations o on o.organization_group_id = g.id and o.deleted_at is null
    group by g.id order by g.name`
  return plain(rows)
}
