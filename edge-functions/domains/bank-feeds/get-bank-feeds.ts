/**
 * One organization's bank feeds: its accounts the caller may see (a client user only those an organization admin
 * granted them, staff only those the client granted the firm), their balances and feed health, and the USD total.
 */
import type { Tx } from '../../_shared/db.ts'
import { FEED_HEALTH_THRESHOLDS, usdBalanceTotal } from '../../../shared/rules/feed-health.ts'
import type { TBankFeedsResponse } from '../../../shared/schemas/bank-feeds.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { accountsWithHealth } from './accounts-with-health.ts'

export async function getBankFeeds({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TBankFeedsResponse> {
  await assertOrganizationVisible({ tx, organizationId })
  const accounts = (await accountsWithHealth({ tx, organizationId })).map(({ organizationName: _, ...a }) => a)
  return { organizationId, accounts, total: usdBalanceTotal(accounts), thresholds: { ...FEED_HEALTH_THRESHOLDS } }
}
