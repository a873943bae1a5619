/**
 * Who may do what with the organization's banking onboarding, asked of the database as the caller (the same helpers
 * the policies use, 20261124001100_create_banking.sql), so a refusal is a clear 403/404 rather than an empty answer.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../organizations/assert-organization-visible.ts'

export type BankingAccess = { canRead: boolean; canUse: boolean; canManage: boolean }

export async function bankingAccess({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<BankingAccess> {
  await assertOrganizationVisible({ tx, organizationId })
  const [row] = await tx`select private.can_read_banking(${organizationId}) as "canRead",
    private.can_use_banking(${organizationId}) as "canUse", private.can_manage_banking(${organizationId}) as "canManage"`
  return row as BankingAccess
}

/** 403 unless the caller reads the organization's banking (members with banking, its staff). */
export async function assertCanReadBanking({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await bankingAccess({ tx, organizationId })
  if (!access.canRead) throw new AppError('forbidden', 'You do not have access to banking for this organization')
  return access
}

/** 403 unless the caller is an organization admin with the banking product. */
export async function assertCanManageBanking({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await bankingAccess({ tx, organizationId })
  if (!access.canManage)
    throw new AppError(
      'forbidden',
      access.canRead
        ? 'Only organization admins with banking access can change banking onboarding'
        : 'You do not have access to banking for this organization',
    )
  return access
}
