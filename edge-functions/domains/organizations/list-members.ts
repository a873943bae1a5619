/** The organization's client members with their profile. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'

export type TMember = {
  userId: string
  organizationId: string
  orgRole: 'admin' | 'user'
  email: string
  firstName: string
  lastName: string
}

export async function listMembers({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<TMember[]> {
  await assertOrganizationVisible({ tx, organizationId })
  const rows = await tx`
    select m.user_id as "userId", m.organization_id as "organizationId", m.org_role::text as "orgRole", u.email,
           u.first_name as "firstName", u.last_name as "lastName"
    from public.organization_members m join public.users u on u.id = m.user_id
    where m.organization_id = ${organizationId} order by u.email`
  return rows as unknown as TMember[]
}
