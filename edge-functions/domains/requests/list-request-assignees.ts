/**
 * Who an organization's requests can be assigned to, for the staff who assign them: its bookkeepers and the firm's
 * admins and owners (private.is_org_staff_member, the rule the database enforces on every assignment).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'

export async function listRequestAssignees({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  const [staff] = await tx`select private.is_org_staff(${organizationId}) as ok`
  if (!staff.ok) throw new AppError('forbidden', "Only the organization's bookkeepers assign requests")
  const rows = await tx`select u.id, btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name
    from public.users u
    where u.role in ('bookkeeper', 'admin', 'owner') and private.is_org_staff_member(${organizationId}, u.id)
    order by name, u.id`
  return rows.map((r) => ({ id: r.id as string, name: (r.name as string) || 'Unnamed' }))
}
