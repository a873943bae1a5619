/**
 * Posts a month's `stripe` journal entry by the organization's revenue mapping (shared/rules/stripe-revenue.ts): the
 * month's balance transactions not booked yet (with a late refund or dispute of a month already posted, never one of
 * an earlier month still open), their charges' tax and deferral from their invoices, the entry through the ledger the
 * organization keeps its books in, the product's journal-entry record (type stripe) and the posted month with its
 * report totals, all in the caller's transaction. A month is posted once; an empty slot or an unknown balance type
 * refuses the posting with a message that names it.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { fromCents } from '../../../shared/schemas/ledger.ts'
import {
  deferredPart,
  entryLines,
  monthEndSeconds,
  periodTotals,
  SLOT_LABELS,
  type TRevenueMapping,
  type TRevenueMappingSlot,
} from '../../../shared/rules/stripe-revenue.ts'
import { getLedger } from '../books/get-ledger.ts'

export async function readRevenueMapping(tx: Tx, orgId: string): Promise<TRevenueMapping> {
  const rows = await tx`select m.slot, m.account_id::text, a.fully_qualified_name, m.transaction_direction
    from public.payment_provider_mappings m
    join public.ledger_accounts a on a.organization_id = m.organization_id and a.id = m.account_id
    where m.organization_id = ${orgId}`
  return Object.fromEntries(
    rows.map((r) => [
      r.slot as TRevenueMappingSlot,
      { accountId: r.account_id, accountName: r.fully_qualified_name, transactionDirection: r.transaction_direction },
    ]),
  )
}

/** The month's movements: what posting it would book. */
export async function periodMovements(tx: Tx, orgId: string, period: string) {
  const monthEnd = monthEndSeconds(period)
  const rows = await tx`select b.id, b.type, b.reporting_category, b.currency, b.amount_cents::int8, b.fee_cents::int8,
      i.tax_cents::int8, extract(epoch from i.period_start)::int8 as period_start, extract(epoch from i.period_end)::int8 as period_end
    from public.stripe_balance_transactions b
    left join lateral (select o.tax_cents, o.period_start, o.period_end from public.stripe_objects o
      where o.organization_id = b.organization_id and o.kind = 'invoice' and o.charge_id = b.source_id limit 1) i on b.type in ('charge', 'payment')
    where b.organization_id = ${orgId} and b.booked_period is null
      and b.created_at_provider < to_timestamp(${monthEnd})
      and (b.created_at_provider >= ${period}::date::timestamp at time zone 'UTC'
        or date_trunc('month', b.created_at_provider at time zone 'UTC')::date in
          (select p.period from public.stripe_period_postings p where p.organization_id = ${orgId}))`
  return rows.map((r) => {
    const amount = Number(r.amount_cents)
    const tax = r.tax_cents === null ? 0 : Number(r.tax_cents)
    return {
      id: r.id as string,
      type: r.type as string,
      reportingCategory: r.reporting_category as string | null,
      currency: r.currency as string,
      amountCents: amount,
      feeCents: Number(r.fee_cents),
      taxCents: tax,
      deferredCents:
        r.period_end === null ? 0 : deferredPart(amount - tax, Number(r.period_start), Number(r.period_end), monthEnd),
    }
  })
}

export async function postStripePeriod({ tx, orgId, period }: { tx: Tx; orgId: string; period: string }) {
  if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(period)) throw new AppError('validation_failed', 'Choose a month')
  if (monthEndSeconds(period) > Date.now() / 1000)
    throw new AppError('validation_failed', `${period.slice(0, 7)} has not ended yet; post it after its last day`)
  await tx`select pg_advisory_xact_lock(hashtext('stripe-post:' || ${orgId}))`
  const [done] =
    await tx`select 1 from public.stripe_period_postings where organization_id = ${orgId} and period = ${period}`
  if (done) throw new AppError('conflict', `Stripe for ${period.slice(0, 7)} is already posted`)
  const movements = await periodMovements(tx, orgId, period)
  const totals = periodTotals(movements)
  const lines = entryLines(totals, await readRevenueMapping(tx, orgId), period.slice(0, 7))
  if (!lines.ok) throw new AppError('validation_failed', lines.message)
  if (lines.lines.length === 0)
    throw new AppError('validation_failed', `Stripe has nothing to post for ${period.slice(0, 7)}`)

  const date = new Date((monthEndSeconds(period) - 86_400) * 1000).toISOString().slice(0, 10)
  const doc = `STRIPE-${period.slice(0, 7)}`
  const note = `Stripe revenue for ${period.slice(0, 7)}`
  const ledger = await getLedger({ orgId, tx })
  const [posted] = await ledger.postJournalEntries([
    {
      TxnDate: date,
      DocNumber: doc,
      PrivateNote: note,
      Line: lines.lines.map((l) => ({
        Amount: fromCents(l.amountCents),
        DetailType: 'JournalEntryLineDetail' as const,
        // the slot's name people read ("Stripe bad debts"), not its key: the line shows in lists and reports
        Description: `Stripe ${SLOT_LABELS[l.slot].toLowerCase()}`,
        JournalEntryLineDetail: { PostingType: l.postingType, AccountRef: { value: l.accountId } },
      })),
    },
  ])
  const debits = lines.lines.filter((l) => l.postingType === 'Debit').reduce((s, l) => s + l.amountCents, 0)
  const [je] = await tx`insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, sync_token,
      journal_entry_date, doc_number, amount_cents, raw, source_ref)
    values (${orgId}, 'stripe', ${ledger.provider}, ${String(posted.Id)}, ${posted.SyncToken ?? null}, ${date}, ${doc},
      ${debits}, ${tx.json({ Id: posted.Id, SyncToken: posted.SyncToken, DocNumber: doc, TxnDate: date, TotalAmt: posted.TotalAmt } as never)},
      ${`stripe:${period}`})
    returning id`
  const report = {
    revenue: totals.revenue,
    recognizedRevenue: totals.recognizedRevenue,
    deferredRevenue: totals.deferredRevenue,
    totalFees: totals.totalFees,
    totalPayouts: totals.totalPayouts,
    totalRefunds: totals.totalRefunds,
    netTotal: totals.netTotal,
    totalTaxes: totals.totalTaxes,
    badDebts: totals.badDebts,
    flaggedNonUsd: totals.flaggedNonUsd,
  }
  await tx`insert into public.stripe_period_postings (organization_id, period, journal_entry_id, totals, balance_transactions)
    values (${orgId}, ${period}, ${je.id}, ${tx.json(report)}, ${movements.length})`
  await tx`update public.stripe_balance_transactions set booked_period = ${period}
    where id = any(${movements.map((m) => m.id)}::uuid[])`
  return {
    period,
    journalEntryId: je.id as string,
    ledgerEntryId: String(posted.Id),
    totals: report,
    lines: lines.lines,
  }
}

/**
 * Posts every ended month with Stripe activity not posted yet, oldest first, each in a savepoint; stops at the first
 * the mapping refuses (an empty slot, an unknown type), which stays unposted with its reason, so a later month never
 * books what an earlier one was waiting for.
 */
export async function postEndedPeriods({ tx, orgId }: { tx: Tx; orgId: string }) {
  const months = await tx`select m.period::text from (
      select distinct date_trunc('month', created_at_provider at time zone 'UTC')::date as period
      from public.stripe_balance_transactions where organization_id = ${orgId} and booked_period is null) m
    where (m.period + interval '1 month') <= (now() at time zone 'UTC')::date
      and not exists (select 1 from public.stripe_period_postings p where p.organization_id = ${orgId} and p.period = m.period)
    order by m.period`
  const posted: string[] = []
  for (const m of months) {
    try {
      await tx.savepoint((sp) => postStripePeriod({ tx: sp as unknown as Tx, orgId, period: m.period }))
      posted.push(m.period)
    } catch (e) {
      if (e instanceof AppError && e.code === 'validation_failed')
        return { posted, blocked: { period: m.period, reason: e.message } }
      throw e
    }
  }
  return { posted, blocked: null }
}
