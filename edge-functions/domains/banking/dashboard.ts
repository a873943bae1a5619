/**
 * The cash dashboard: USD total balance and available (open accounts), settled money in and out per calendar month
 * (UTC) for the last 12 months (transfers between its own accounts left out), and the payments still to happen (awaiting approval, sent or pending).
 */
import type { Tx } from '../../_shared/db.ts'
import type { TBankingPayment } from '../../../shared/schemas/banking.ts'
import { assertBanking } from '../../_shared/access.ts'
import { listAccounts } from './accounts.ts'

export async function getDashboard({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertBanking(tx, organizationId)
  const { totalBalanceMicros, totalAvailableMicros } = await listAccounts({ tx, organizationId })
  const months = await tx`
    with m as (
      select generate_series(date_trunc('month', now() at time zone 'UTC') - interval '11 months',
        date_trunc('month', now() at time zone 'UTC'), interval '1 month') as start
    )
    select to_char(m.start, 'YYYY-MM') as month,
      coalesce(sum(e.amount_micros) filter (where e.transaction_direction = 'Credit'), 0)::text as "inMicros",
      coalesce(sum(e.amount_micros) filter (where e.transaction_direction = 'Debit'), 0)::text as "outMicros"
    from m left join public.banking_entries e on e.organization_id = ${organizationId} and e.layer = 'Settled'
      -- money moved between the organization's own accounts is neither in nor out
      and e.transaction_type not in ('book_transfer_in', 'book_transfer_out', 'sweep')
      and e.transaction_created_time >= m.start at time zone 'UTC'
      and e.transaction_created_time < (m.start + interval '1 month') at time zone 'UTC'
    group by m.start order by m.start`
  const upcoming = await tx`
    select private.banking_payment_json(p) as payment from public.banking_payments p
    where p.organization_id = ${organizationId} and p.status in ('awaiting_approval', 'submitted', 'pending')
    order by p.created_at desc limit 50`
  return {
    totalBalanceMicros,
    totalAvailableMicros,
    months: months.map((r) => ({ month: r.month, inMicros: r.inMicros, outMicros: r.outMicros })),
    upcoming: upcoming.map((r) => r.payment as TBankingPayment),
  }
}
