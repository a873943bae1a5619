/**
 * The feed's side of a reconciliation: the account's posted, not removed lines in the period (as the caller may read
 * them: RLS on provider_transactions) and its balances at the period's start and end, walked from the latest balance
 * the bank gave (realtime balance in micros, else Plaid's balance_data) over the lines since.
 */
import type { Tx } from '../../_shared/db.ts'
import { balancesFromKnown, isOwedFeedType } from '../../../shared/rules/reconciliation.ts'
import type { TReconciliationLine } from '../../../shared/schemas/reconciliation.ts'

export async function feedSide({
  tx,
  bankAccountId,
  periodStart,
  periodEnd,
}: {
  tx: Tx
  bankAccountId: string
  periodStart: string
  periodEnd: string
}): Promise<{ lines: TReconciliationLine[]; startingCents: number | null; endingCents: number | null } | null> {
  const [account] = await tx`select a.type,
      coalesce(bb.current_micros / 10000, round((a.balance_data ->> 'current')::numeric * 100))::float8 as known_cents,
      coalesce(bb.balance_date, a.updated_at)::date::text as known_date
    from public.bank_accounts a
    left join lateral (select current_micros, balance_date from public.bank_balances
                       where bank_account_id = a.id and current_micros is not null
                       order by balance_date desc limit 1) bb on true
    where a.id = ${bankAccountId}`
  if (!account) return null
  const rows =
    await tx`select id::text, transaction_effective_time::date::text as date, total_amount_cents::float8 as cents,
      coalesce(nullif(concat_ws(' · ', vendor, description), ''), 'Bank line') as description
    from public.provider_transactions
    where bank_account_id = ${bankAccountId} and deleted_at is null and not pending
      and transaction_effective_time >= ${periodStart}::date
    order by transaction_effective_time, id`
  const all = rows.map((r) => ({ id: r.id, date: r.date, amountCents: r.cents, description: r.description }))
  const lines = all.filter((l) => l.date <= periodEnd)
  if (account.known_cents === null) return { lines, startingCents: null, endingCents: null }
  const b = balancesFromKnown({
    knownCents: account.known_cents,
    knownDate: account.known_date,
    periodStart,
    periodEnd,
    lines: all,
    owed: isOwedFeedType(account.type),
  })
  return { lines, startingCents: b.startingCents, endingCents: b.endingCents }
}
