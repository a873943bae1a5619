/**
 * Who may do what in the month-end close, asked of the database (the same helpers the policies call): 404 unless the
 * caller sees the organization, 403 with the reason otherwise.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../organizations/assert-organization-visible.ts'

export type TCloseAccess = { read: boolean; prepare: boolean; review: boolean }

export async function closeAccess({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<TCloseAccess> {
  await assertOrganizationVisible({ tx, organizationId })
  const [row] = await tx`select private.can_read_close(${organizationId}::uuid) as read,
    private.is_org_staff(${organizationId}::uuid) as prepare, private.can_review_close(${organizationId}::uuid) as review`
  return { read: row.read, prepare: row.prepare, review: row.review }
}

export async function assertCloseReader({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await closeAccess({ tx, organizationId })
  if (!access.read) throw new AppError('forbidden', "Only the client's bookkeepers, reviewers and admins see its close")
  return access
}

export async function assertPreparer({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await assertCloseReader({ tx, organizationId })
  if (!access.prepare)
    throw new AppError('forbidden', "Only the client's bookkeepers and admins prepare its variance analysis")
  return access
}
