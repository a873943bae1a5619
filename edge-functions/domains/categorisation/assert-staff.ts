/** 404 unless the caller sees the organization, 403 unless they keep its books (assigned bookkeepers, admins). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../organizations/assert-organization-visible.ts'

export async function assertStaff({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  const [row] = await tx`select private.is_org_staff(${organizationId}::uuid) as ok`
  if (!row?.ok) throw new AppError('forbidden', "Only the client's bookkeepers and admins categorise its transactions")
}

export async function canManage({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const [row] = await tx`select private.is_org_staff(${organizationId}::uuid) as ok`
  return Boolean(row?.ok)
}
