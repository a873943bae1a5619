/**
 * The payment-provider summary a bookkeeper reads (issue 32 §4): each month with Stripe activity, newest first, with
 * the seven report slugs (as posted, or as posting would book them now), whether it is posted and by which entry,
 * and what blocks posting it. Drill-down lists the month's balance transactions behind a slug.
 */
import type { Tx } from '../../_shared/db.ts'
import { entryLines } from '../../../shared/rules/stripe-revenue.ts'
import { monthTotals, readRevenueMapping, reportOf, stripeCleanUpDate } from './post-period.ts'
import { cleanedUpByHand, cleanedUpMessage } from '../../../shared/rules/stripe-clean-up.ts'

export async function listStripePeriods({ tx, orgId }: { tx: Tx; orgId: string }) {
  const [conn] = await tx`select 1 from public.provider_connections
    where organization_id = ${orgId} and provider = 'stripe' and status = 'active' limit 1`
  const months = await tx`select m.period::text, count(b.id)::int as n from (
      select date_trunc('month', created_at_provider at time zone 'UTC')::date as period
      from public.stripe_balance_transactions where organization_id = ${orgId} group by 1
      union select period from public.stripe_period_postings where organization_id = ${orgId}) m
    left join public.stripe_balance_transactions b on b.organization_id = ${orgId}
      and b.created_at_provider >= m.period::timestamp at time zone 'UTC'
      and b.created_at_provider < (m.period + interval '1 month')::timestamp at time zone 'UTC'
    group by m.period order by m.period desc`
  const posted = await tx`select p.period::text, p.totals, p.balance_transactions, p.posted_at, j.id as je_id,
      j.journal_entry_id, j.doc_number
    from public.stripe_period_postings p join public.journal_entries j on j.id = p.journal_entry_id
    where p.organization_id = ${orgId}`
  const byPeriod = new Map(posted.map((p) => [p.period as string, p]))
  const mapping = await readRevenueMapping(tx, orgId)
  const cleanUp = await stripeCleanUpDate(tx, orgId)
  const now = Date.now()
  const periods = []
  for (const m of months) {
    const p = byPeriod.get(m.period)
    if (p) {
      periods.push({
        period: m.period as string,
        balanceTransactions: p.balance_transactions as number,
        totals: p.totals,
        posted: {
          journalEntryId: p.je_id as string,
          ledgerEntryId: p.journal_entry_id as string,
          docNumber: p.doc_number as string | null,
          postedAt: (p.posted_at as Date).toISOString(),
        },
        blocked: null,
      })
      continue
    }
    const { movements, totals: t } = await monthTotals(tx, orgId, m.period)
    const e = entryLines(t, mapping, (m.period as string).slice(0, 7))
    const ended =
      new Date(`${m.period}T00:00:00Z`).setUTCMonth(new Date(`${m.period}T00:00:00Z`).getUTCMonth() + 1) <= now
    periods.push({
      period: m.period as string,
      balanceTransactions: movements.length,
      totals: reportOf(t),
      posted: null,
      blocked: cleanedUpByHand(m.period, cleanUp)
        ? cleanedUpMessage(cleanUp!)
        : !ended
          ? 'The month has not ended yet'
          : e.ok
            ? null
            : e.message,
    })
  }
  return { connected: !!conn, periods }
}

const SLUG_TYPES: Record<string, string[] | null> = {
  revenue: ['charge', 'payment'],
  recognizedRevenue: ['charge', 'payment'],
  deferredRevenue: ['charge', 'payment'],
  totalRefunds: ['refund', 'payment_refund', 'refund_failure', 'payment_failure_refund'],
  totalPayouts: ['payout', 'payout_cancel', 'payout_failure'],
  totalFees: null,
  netTotal: null,
}

/** A month's balance transactions (booked by its posting, or created in it and not booked yet), those of a slug. */
export async function listPeriodBalanceTransactions({
  tx,
  orgId,
  period,
  slug,
  limit = 100,
}: {
  tx: Tx
  orgId: string
  period: string
  slug?: string
  limit?: number
}) {
  const types = slug ? (SLUG_TYPES[slug] ?? null) : null
  const feesOnly = slug === 'totalFees'
  const rows = await tx`select b.external_id as id, b.type, b.reporting_category as "reportingCategory",
      b.source_id as "sourceId", b.currency, b.amount_cents::int8 as "amountCents", b.fee_cents::int8 as "feeCents",
      b.net_cents::int8 as "netCents", b.description, b.created_at_provider as created, count(*) over () as total
    from public.stripe_balance_transactions b
    where b.organization_id = ${orgId}
      and (b.booked_period = ${period}::date or (b.booked_period is null
        and b.created_at_provider >= ${period}::date::timestamp at time zone 'UTC'
        and b.created_at_provider < (${period}::date + interval '1 month')::timestamp at time zone 'UTC'))
      and (${types === null} or b.type = any(${types ?? []}::text[]))
      and (not ${feesOnly} or b.fee_cents <> 0 or b.type in ('stripe_fee', 'application_fee', 'tax_fee'))
    order by b.created_at_provider desc, b.external_id limit ${limit}`
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      id: r.id as string,
      type: r.type as string,
      reportingCategory: r.reportingCategory as string | null,
      sourceId: r.sourceId as string | null,
      currency: r.currency as string,
      amountCents: Number(r.amountCents),
      feeCents: Number(r.feeCents),
      netCents: Number(r.netCents),
      description: r.description as string | null,
      created: (r.created as Date).toISOString(),
    })),
  }
}
