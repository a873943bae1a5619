/**
 * Whether banking is open for the organization (`open`: a live banking connection; `onboarding`: an application
 * exists, banking-onboarding's table; `notStarted`) and what the caller may do. Any member sees the state, so the cash
 * area can explain what is missing; the rights say what they may use.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TBankingOverview } from '../../../shared/schemas/banking.ts'
import { bankingRights } from '../../_shared/access.ts'
import { bankingCoreConfig } from './config.ts'

export async function getOverview({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TBankingOverview> {
  const r = await bankingRights(tx, organizationId)
  if (!r.visible) throw new AppError('not_found', 'Organization not found')
  // provider_connections is readable by everyone with access; the application only by people with banking
  const [s] = await tx`
    select exists (select 1 from public.provider_connections where organization_id = ${organizationId}
                   and provider = 'banking' and status <> 'disconnected') as open,
           exists (select 1 from public.banking_applications where organization_id = ${organizationId}) as applied`
  return {
    organizationId,
    state: s.open ? 'open' : s.applied ? 'onboarding' : 'notStarted',
    bankingEnabled: r.bankingEnabled,
    autoTransferEnabled: r.autoTransferEnabled,
    hasBankingProduct: r.hasBankingProduct,
    canMoveMoney: r.canMoveMoney,
    canManage: r.canManage,
    canApprove: r.canApprove,
    sandbox: bankingCoreConfig().sandbox,
  }
}
