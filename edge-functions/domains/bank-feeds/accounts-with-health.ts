/**
 * Bank accounts with their latest balances and feed health, as the caller may see them: public.bank_feed_health is
 * security invoker, so RLS leaves out every account the caller was not granted. One organization, or (null) every
 * organization the caller can see. The thresholds are the shared ones, so the screens explain the same numbers.
 */
import type { Tx } from '../../_shared/db.ts'
import { FEED_HEALTH_THRESHOLDS, type TFeedStatus } from '../../../shared/rules/feed-health.ts'
import type { TBankAccount } from '../../../shared/schemas/bank-feeds.ts'
import { plain } from '../../_shared/rows.ts'

export type TBankAccountRow = TBankAccount & { organizationName: string }

export async function accountsWithHealth({
  tx,
  organizationId,
  statuses,
}: {
  tx: Tx
  organizationId: string | null
  /** only accounts whose feed has one of these statuses */
  statuses?: readonly TFeedStatus[]
}): Promise<TBankAccountRow[]> {
  const { gapDays, staleDays } = FEED_HEALTH_THRESHOLDS
  const rows = await tx`
    select a.id, a.organization_id as "organizationId", o.legal_name as "organizationName", a.name,
           a.official_name as "officialName", a.mask, coalesce(a.institution, c.display_name) as institution,
           a.provider, a.type, a.subtype, a.currency, a.status, c.status::text as "connectionStatus",
           h.current_balance_cents::float8 as "currentBalanceCents", h.available_balance_cents::float8 as "availableBalanceCents",
           h.balance_as_of as "balanceAsOf",
           json_build_object('status', h.status, 'flags', h.flags,
             'firstTransactionDate', h.first_transaction_date::text, 'lastTransactionDate', h.last_transaction_date::text,
             'coveredDays', h.covered_days, 'transactionCount', h.transaction_count, 'gaps', h.gaps, 'gapDays', h.gap_days,
             'daysSinceLastTransaction', h.days_since_last_transaction, 'checks', h.checks,
             'mismatchCount', h.mismatch_count, 'differenceCents', h.difference_cents) as health
    from public.bank_feed_health(${organizationId}::uuid, ${gapDays}, ${staleDays}, current_date) h
    join public.bank_accounts a on a.id = h.bank_account_id
    join public.provider_connections c on c.id = a.connection_id
    join public.organizations o on o.id = a.organization_id
    where ${statuses ? [...statuses] : null}::text[] is null or h.status = any(${statuses ? [...statuses] : null}::text[])
    order by lower(o.legal_name), o.id, a.status, lower(a.name), a.id`
  return plain<TBankAccountRow[]>(rows)
}
