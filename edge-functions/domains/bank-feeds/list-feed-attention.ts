/**
 * Staff's list across clients: every bank account whose feed has a gap or a balance mismatch, in the organizations
 * the caller may see and among the accounts each client granted the firm (RLS decides both).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { ATTENTION_STATUSES, FEED_HEALTH_THRESHOLDS } from '../../../shared/rules/feed-health.ts'
import type { TBankFeedAttentionResponse } from '../../../shared/schemas/bank-feeds.ts'
import { accountsWithHealth } from './accounts-with-health.ts'

export async function listFeedAttention({ tx }: { tx: Tx }): Promise<TBankFeedAttentionResponse> {
  const [me] = await tx`select private.is_staff() as staff`
  if (!me?.staff) throw new AppError('forbidden', 'The bank feeds list across clients is for bookkeepers and admins.')
  const accounts = await accountsWithHealth({ tx, organizationId: null, statuses: ATTENTION_STATUSES })
  return { accounts, thresholds: { ...FEED_HEALTH_THRESHOLDS } }
}
