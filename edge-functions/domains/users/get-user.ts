/** One user with the organizations they belong to, keep books for or review, and their permissions (as far as visible). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TUserWithOrganizations } from '../../../shared/schemas/users.ts'
import { plain } from '../../_shared/rows.ts'
import { USER_COLUMNS } from './list-users.ts'

export async function getUser({ tx, userId }: { tx: Tx; userId: string }): Promise<TUserWithOrganizations> {
  const [row] = await tx.unsafe(
    `select ${USER_COLUMNS},
    coalesce((select json_agg(json_build_object('organizationId', o.id, 'legalName', o.legal_name, 'orgRole', m.org_role) order by o.legal_name)
      from public.organization_members m join public.organizations o on o.id = m.organization_id where m.user_id = u.id), '[]') as "clientOrganizations",
    coalesce((select json_agg(json_build_object('organizationId', o.id, 'legalName', o.legal_name, 'isPrimary', b.is_primary) order by o.legal_name)
      from public.bookkeeper_assignments b join public.organizations o on o.id = b.organization_id where b.user_id = u.id), '[]') as "bookkeeperOrganizations",
    coalesce((select json_agg(json_build_object('organizationId', o.id, 'legalName', o.legal_name) order by o.legal_name)
      from public.reviewer_assignments r join public.organizations o on o.id = r.organization_id where r.user_id = u.id), '[]') as "reviewOrganizations",
    coalesce((select array_agg(p.permission::text order by p.permission) from public.user_permissions p where p.user_id = u.id), '{}') as permissions
    from public.users u where u.id = $1`,
    [userId],
  )
  if (!row) throw new AppError('not_found', 'User not found')
  return plain(row)
}
