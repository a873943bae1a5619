/**
 * Who may do what with an organization's banking, asked of the database as the caller (the same helpers the RLS
 * policies use, 20261124001100_create_banking.sql), and the refusals in words. An organization the caller cannot see
 * is a 404, never a confirmation that it exists.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export type BankingRights = {
  visible: boolean
  bankingEnabled: boolean
  autoTransferEnabled: boolean
  hasBankingProduct: boolean
  canRead: boolean
  canMoveMoney: boolean
  canManage: boolean
  canApprove: boolean
}

export async function bankingRights(tx: Tx, organizationId: string): Promise<BankingRights> {
  const [r] = await tx`
    select exists (select 1 from public.organizations where id = ${organizationId} and deleted_at is null) as visible,
      private.banking_enabled(${organizationId}) as "bankingEnabled",
      private.flag_enabled(${organizationId}, 'auto-transfer') as "autoTransferEnabled",
      coalesce((select 'banking' = any (u.products) from public.users u where u.id = (select auth.uid())), false)
        as "hasBankingProduct",
      private.can_read_banking(${organizationId}) as "canRead",
      private.can_use_banking(${organizationId}) as "canMoveMoney",
      private.can_manage_banking(${organizationId}) as "canManage",
      private.is_banking_approver(${organizationId}) as "canApprove"`
  return r as BankingRights
}

export const NO_BANKING = 'You do not have access to banking for this organization'

/** The caller reads the organization's banking (or gets 404 / 403 in words); answers the rights for reuse. */
export async function assertBanking(
  tx: Tx,
  organizationId: string,
  need: 'read' | 'use' | 'manage' = 'read',
): Promise<BankingRights> {
  const r = await bankingRights(tx, organizationId)
  if (!r.visible) throw new AppError('not_found', 'Organization not found')
  if (!r.canRead) throw new AppError('forbidden', NO_BANKING)
  if (need === 'use' && !r.canMoveMoney)
    throw new AppError(
      'forbidden',
      'Only members with the banking product move money; the firm reads banking for the books',
    )
  if (need === 'manage' && !r.canManage)
    throw new AppError('forbidden', 'Only organization admins with the banking product manage banking')
  return r
}

/** The organization's live banking connection (its core customer), or a 409 saying banking is not open yet. */
export async function bankingConnection(tx: Tx, organizationId: string) {
  const [c] = await tx`select id, external_id as "customerId" from public.provider_connections
    where organization_id = ${organizationId} and provider = 'banking' and status <> 'disconnected'
    order by connected_at desc limit 1`
  if (!c) throw new AppError('conflict', 'Banking is not open for this organization yet')
  return c as { id: string; customerId: string }
}
