/**
 * One organization's bank feeds: its accounts the caller may see (a client user only those an organization admin
 * granted them, staff only those the client granted the firm), their balances and feed health, and the USD total;
 * and the business banking accounts the caller may read (RLS: banking members, assigned staff), so the bank's own
 * accounts are on the same page as the connected banks' (issue 30).
 */
import type { Tx } from '../../_shared/db.ts'
import { FEED_HEALTH_THRESHOLDS, usdBalanceTotal } from '../../../shared/rules/feed-health.ts'
import type { TBankFeedsResponse } from '../../../shared/schemas/bank-feeds.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { accountsWithHealth } from './accounts-with-health.ts'
import { microsToCents } from '../../../shared/rules/banking.ts'
import { pendingMicros } from '../../../shared/rules/figures.ts'

export async function getBankFeeds({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TBankFeedsResponse> {
  await assertOrganizationVisible({ tx, organizationId })
  const accounts = (await accountsWithHealth({ tx, organizationId })).map(({ organizationName: _, ...a }) => a)
  const banking = await tx`select a.id, a.name, a.account_number_last4 as mask, a.account_type as "accountType",
      a.currency, a.balance_micros::text as balance, a.available_balance_micros::text as available
    from public.banking_accounts a where a.organization_id = ${organizationId} and a.status = 'open'
    order by lower(a.name), a.id`
  const cents = (micros: bigint) => Number(microsToCents(micros))
  const bankingAccounts = banking.map((a) => ({
    id: a.id as string,
    name: a.name as string,
    mask: (a.mask as string | null) ?? null,
    accountType: a.accountType as string,
    currency: a.currency as string,
    balanceCents: cents(BigInt(a.balance)),
    availableCents: cents(BigInt(a.available)),
    pendingCents: cents(pendingMicros(a.balance, a.available)),
  }))
  return {
    organizationId,
    accounts,
    bankingAccounts,
    total: usdBalanceTotal(accounts),
    thresholds: { ...FEED_HEALTH_THRESHOLDS },
  }
}
