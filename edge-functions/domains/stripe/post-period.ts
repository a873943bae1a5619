/**
 * Posts a month's `stripe` journal entry by the organization's revenue mapping (shared/rules/stripe-revenue.ts): the
 * month's balance transactions not booked yet (with a late refund or dispute of a month already posted, never one of
 * an earlier month still open), their charges' tax and deferral from their invoices, the entry through the ledger the
 * organization keeps its books in, the product's journal-entry record (type stripe) and the posted month with its
 * report totals, all in the caller's transaction. A month is posted once; an empty slot or an unknown balance type
 * refuses the posting with a message that names it; a month that begins on or before config.stripeCleanUpDate was
 * cleaned up by hand and is never posted (shared/rules/stripe-clean-up.ts).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { fromCents } from '../../../shared/schemas/ledger.ts'
import {
  deferredShares,
  entryLines,
  monthEndSeconds,
  periodTotals,
  type TInvoiceTransition,
  type TPeriodTotals,
  SLOT_LABELS,
  type TRevenueMapping,
  type TRevenueMappingSlot,
  type TServiceLine,
  withInvoiceTransitions,
  withRefundedDeferrals,
} from '../../../shared/rules/stripe-revenue.ts'
import { MICROS_PER_CENT, planFigures, planSchedule } from '../../../shared/rules/schedules.ts'
import { applyRefundDeferrals, freshShareKey, refundDeferrals } from './refund-schedules.ts'
import { getLedger } from '../books/get-ledger.ts'
import { cleanedUpByHand, cleanedUpMessage } from '../../../shared/rules/stripe-clean-up.ts'
import { ZOrganizationConfig } from '../../../shared/schemas/organizations.ts'

/** The organization's config.stripeCleanUpDate (shared/rules/stripe-clean-up.ts), or null when unset or unreadable. */
export async function stripeCleanUpDate(tx: Tx, orgId: string): Promise<string | null> {
  const [org] = await tx`select config -> 'stripeCleanUpDate' as date from public.organizations where id = ${orgId}`
  const parsed = ZOrganizationConfig.shape.stripeCleanUpDate.safeParse(org?.date ?? undefined)
  return parsed.success ? (parsed.data ?? null) : null
}

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

/** The month's movements: what posting it would book, each invoiced charge with its deferred shares. */
export async function periodMovements(tx: Tx, orgId: string, period: string) {
  const monthEnd = monthEndSeconds(period)
  const rows =
    await tx`select b.id, b.type, b.reporting_category, b.currency, b.amount_cents::int8, b.fee_cents::int8, b.source_id,
      b.created_at_provider, i.external_id as invoice_id, i.number, i.customer_id, i.tax_cents::int8,
      extract(epoch from i.period_start)::int8 as period_start, extract(epoch from i.period_end)::int8 as period_end
    from public.stripe_balance_transactions b
    left join lateral (select o.external_id, o.raw ->> 'number' as number, o.customer_id, o.tax_cents, o.period_start,
        o.period_end from public.stripe_objects o
      where o.organization_id = b.organization_id and o.kind = 'invoice' and o.charge_id = b.source_id limit 1) i on b.type in ('charge', 'payment')
    where b.organization_id = ${orgId} and b.booked_period is null
      and b.created_at_provider < to_timestamp(${monthEnd})
      and (b.created_at_provider >= ${period}::date::timestamp at time zone 'UTC'
        or date_trunc('month', b.created_at_provider at time zone 'UTC')::date in
          (select p.period from public.stripe_period_postings p where p.organization_id = ${orgId}))`
  const invoices = [...new Set(rows.filter((r) => r.invoice_id).map((r) => r.invoice_id as string))]
  const lines = invoices.length
    ? await tx`select invoice_id, line_id, description, amount_cents::int8,
          extract(epoch from period_start)::int8 as period_start, extract(epoch from period_end)::int8 as period_end
        from public.stripe_invoice_lines where organization_id = ${orgId} and invoice_id = any(${invoices}::text[])
        order by invoice_id, position`
    : []
  const linesOf = new Map<string, TServiceLine[]>()
  for (const l of lines) {
    const list = linesOf.get(l.invoice_id) ?? []
    list.push({
      lineId: l.line_id,
      description: l.description,
      amountCents: Number(l.amount_cents),
      start: l.period_start === null ? null : Number(l.period_start),
      end: l.period_end === null ? null : Number(l.period_end),
    })
    linesOf.set(l.invoice_id, list)
  }
  return rows.map((r) => {
    const amount = Number(r.amount_cents)
    const tax = r.tax_cents === null ? 0 : Number(r.tax_cents)
    const shares = r.invoice_id
      ? deferredShares(
          amount - tax,
          linesOf.get(r.invoice_id) ?? [],
          r.period_end === null ? null : { start: Number(r.period_start), end: Number(r.period_end) },
          monthEnd,
        )
      : []
    return {
      id: r.id as string,
      sourceId: r.source_id as string | null,
      createdAt: (r.created_at_provider as Date).toISOString(),
      type: r.type as string,
      reportingCategory: r.reporting_category as string | null,
      currency: r.currency as string,
      amountCents: amount,
      feeCents: Number(r.fee_cents),
      taxCents: tax,
      deferredCents: shares.reduce((s, x) => s + x.amountCents, 0),
      shares,
      invoice: r.invoice_id
        ? {
            id: r.invoice_id as string,
            number: r.number as string | null,
            customer: r.customer_id as string | null,
            paidOn: (r.created_at_provider as Date).toISOString().slice(0, 10),
          }
        : null,
    }
  })
}

type TMovement = Awaited<ReturnType<typeof periodMovements>>[number]

/** The month's invoice transitions not booked yet, chosen as its balance transactions are (late ones included). */
export async function periodTransitions(tx: Tx, orgId: string, period: string) {
  const rows = await tx`select t.id, t.transition, t.currency, t.total_cents::int8, t.tax_cents::int8
    from public.stripe_invoice_transitions t
    where t.organization_id = ${orgId} and t.booked_period is null
      and t.occurred_at < to_timestamp(${monthEndSeconds(period)})
      and (t.occurred_at >= ${period}::date::timestamp at time zone 'UTC'
        or date_trunc('month', t.occurred_at at time zone 'UTC')::date in
          (select p.period from public.stripe_period_postings p where p.organization_id = ${orgId}))`
  return rows.map((r) => ({
    id: r.id as string,
    transition: r.transition as TInvoiceTransition['transition'],
    currency: r.currency as string,
    totalCents: Number(r.total_cents),
    taxCents: Number(r.tax_cents),
  }))
}

/** What posting the month would book now: its movements, its invoice transitions and their totals. */
export async function monthTotals(tx: Tx, orgId: string, period: string) {
  const movements = await periodMovements(tx, orgId, period)
  const transitions = await periodTransitions(tx, orgId, period)
  // refunds and lost disputes of invoiced charges shorten their schedules (this month's new ones included)
  const deferrals = await refundDeferrals(tx, orgId, movements)
  const totals = withRefundedDeferrals(withInvoiceTransitions(periodTotals(movements), transitions), deferrals)
  return { movements, transitions, deferrals, totals }
}

/** The figures a posted month keeps (stripe_period_postings.totals): the seven slugs and what the entry booked beside. */
export const reportOf = (t: TPeriodTotals) => ({
  revenue: t.revenue,
  recognizedRevenue: t.recognizedRevenue,
  deferredRevenue: t.deferredRevenue,
  totalFees: t.totalFees,
  totalPayouts: t.totalPayouts,
  totalRefunds: t.totalRefunds,
  netTotal: t.netTotal,
  totalTaxes: t.totalTaxes,
  badDebts: t.badDebts,
  flaggedNonUsd: t.flaggedNonUsd,
  accountsReceivable: t.accountsReceivable,
  accruedRevenue: t.accruedRevenue,
  voided: t.voided,
  uncollectible: t.uncollectible,
  refundedDeferred: t.refundedDeferred,
  disputedDeferred: t.disputedDeferred,
})

/**
 * The deferred shares of the month's USD charges become revenue recognition schedules of the schedules domain
 * (monthly, straight-line over what is left of each line's service period, planned by shared/rules/schedules.ts), from
 * the revenueDeferred account into the revenueRecognized one, each linked to its Stripe invoice
 * (revenue_recognition_invoices, provider 'stripe'), as invoicing does for the organization's own invoices. Written in
 * the posting's transaction: the month is posted once, so its schedules are made once. The schedules' daily run
 * (schedules.post) recognizes them month by month.
 */
async function scheduleDeferredRevenue(tx: Tx, orgId: string, movements: TMovement[], mapping: TRevenueMapping) {
  const deferred = mapping.revenueDeferred
  const income = mapping.revenueRecognized
  /** each new schedule's id by its share's key (freshShareKey), for the month's refunds that shorten it */
  const made = new Map<string, string>()
  if (!deferred || !income) return made
  const schedules = []
  const links = []
  for (const m of movements) {
    if (m.currency.toUpperCase() !== 'USD' || !m.invoice) continue
    for (const [k, share] of m.shares.entries()) {
      const f = planFigures(
        planSchedule({
          amount: share.amountCents,
          startDate: share.startDate,
          endDate: share.endDate,
          periodInterval: 'month',
          method: 'linear',
        }),
      )
      const id = crypto.randomUUID()
      made.set(freshShareKey(m.id, k), id)
      const label = m.invoice.number ?? m.invoice.id
      schedules.push({
        id,
        name: `Stripe invoice ${label}: ${share.description ?? 'service period'}`.slice(0, 200),
        start_date: share.startDate,
        end_date: share.endDate,
        next_date: f.nextDate,
        unrecognized: String(BigInt(share.amountCents) * BigInt(MICROS_PER_CENT)),
        original_periods: f.originalPeriods,
        remaining_periods: f.remainingPeriods,
      })
      links.push({
        schedule_id: id,
        invoice_id: m.invoice.id,
        doc_number: m.invoice.number?.slice(0, 21) ?? null,
        customer: m.invoice.customer,
        txn_date: m.invoice.paidOn,
        amount_micros: String(BigInt(share.amountCents) * BigInt(MICROS_PER_CENT)),
      })
    }
  }
  if (!schedules.length) return made
  const account = (a: { accountId: string; accountName?: string }) => ({
    value: a.accountId,
    name: a.accountName ?? '',
  })
  for (let i = 0; i < schedules.length; i += 2000) {
    await tx`insert into public.revenue_recognition_schedules (id, organization_id, name, start_date, end_date,
        next_revenue_recognition_date, period_interval, method, unrecognized_amount_micros, original_periods,
        remaining_periods, deferred_revenue_account, revenue_account)
      select x.id, ${orgId}, x.name, x.start_date, x.end_date, x.next_date, 'month', 'linear', x.unrecognized,
        x.original_periods, x.remaining_periods, ${tx.json(account(deferred))}, ${tx.json(account(income))}
      from jsonb_to_recordset(${tx.json(schedules.slice(i, i + 2000) as never)}) as x(id uuid, name text,
        start_date date, end_date date, next_date date, unrecognized bigint, original_periods integer,
        remaining_periods integer)`
    await tx`insert into public.revenue_recognition_invoices (schedule_id, organization_id, provider, invoice_id,
        doc_number, customer, txn_date, amount_micros)
      select x.schedule_id, ${orgId}, 'stripe', x.invoice_id, x.doc_number, x.customer, x.txn_date, x.amount_micros
      from jsonb_to_recordset(${tx.json(links.slice(i, i + 2000) as never)}) as x(schedule_id uuid, invoice_id text,
        doc_number text, customer text, txn_date date, amount_micros bigint)`
  }
  return made
}

export async function postStripePeriod({ tx, orgId, period }: { tx: Tx; orgId: string; period: string }) {
  if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(period)) throw new AppError('validation_failed', 'Choose a month')
  if (monthEndSeconds(period) > Date.now() / 1000)
    throw new AppError('validation_failed', `${period.slice(0, 7)} has not ended yet; post it after its last day`)
  const cleanUp = await stripeCleanUpDate(tx, orgId)
  if (cleanedUpByHand(period, cleanUp)) throw new AppError('validation_failed', cleanedUpMessage(cleanUp!))
  await tx`select pg_advisory_xact_lock(hashtext('stripe-post:' || ${orgId}))`
  const [done] =
    await tx`select 1 from public.stripe_period_postings where organization_id = ${orgId} and period = ${period}`
  if (done) throw new AppError('conflict', `Stripe for ${period.slice(0, 7)} is already posted`)
  const { movements, transitions, deferrals, totals } = await monthTotals(tx, orgId, period)
  const mapping = await readRevenueMapping(tx, orgId)
  const lines = entryLines(totals, mapping, period.slice(0, 7))
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
  const made = await scheduleDeferredRevenue(tx, orgId, movements, mapping)
  await applyRefundDeferrals(tx, orgId, deferrals, made)
  const report = { ...reportOf(totals), revenueSchedules: made.size }
  await tx`insert into public.stripe_period_postings (organization_id, period, journal_entry_id, totals, balance_transactions)
    values (${orgId}, ${period}, ${je.id}, ${tx.json(report)}, ${movements.length})`
  await tx`update public.stripe_balance_transactions set booked_period = ${period}
    where id = any(${movements.map((m) => m.id)}::uuid[])`
  if (transitions.length)
    await tx`update public.stripe_invoice_transitions set booked_period = ${period}
      where id = any(${transitions.map((x) => x.id)}::uuid[])`
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
  // months cleaned up by hand are not the product's to post (config.stripeCleanUpDate)
  const cleanUp = await stripeCleanUpDate(tx, orgId)
  const months = await tx`select m.period::text from (
      select distinct date_trunc('month', created_at_provider at time zone 'UTC')::date as period
      from public.stripe_balance_transactions where organization_id = ${orgId} and booked_period is null
      union select distinct date_trunc('month', occurred_at at time zone 'UTC')::date
      from public.stripe_invoice_transitions where organization_id = ${orgId} and booked_period is null) m
    where (m.period + interval '1 month') <= (now() at time zone 'UTC')::date
      and not exists (select 1 from public.stripe_period_postings p where p.organization_id = ${orgId} and p.period = m.period)
      and (${cleanUp}::date is null or m.period > ${cleanUp}::date)
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
