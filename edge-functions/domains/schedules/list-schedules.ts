/**
 * An organization's schedules as the API answers them: every field of spec §3.7 / §3.8 named in SQL, each with its
 * posted entries (public.journal_entries) and the upcoming postings its plan says are left. Read as the caller, so
 * RLS decides (staff, reviewers, and members while the `users-schedules` flag is on).
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import { fromCents } from '../../../shared/schemas/ledger.ts'
import type {
  TAmortization,
  TJournalEntryRecord,
  TRevenueRecognitionSchedule,
} from '../../../shared/schemas/schedules.ts'
import { MICROS_PER_CENT, planSchedule, type TPlannedPeriod } from '../../../shared/rules/schedules.ts'
import { amortizationPlanInput, postedPeriods, revenuePlanInput } from './schedule-plans.ts'

export const JOURNAL_ENTRY_COLUMNS = `j.id, j.organization_id as "organizationId", j.type, j.ledger, j.journal_entry_id as "journalEntryId",
  j.sync_token as "syncToken", j.journal_entry_date::text as "journalEntryDate", j.doc_number as "docNumber",
  (j.amount_cents / 100.0)::float8 as amount, j.period_number as "periodNumber", j.amortization_id as "amortizationId",
  j.revenue_recognition_schedule_id as "revenueRecognitionScheduleId", j.source_ref as "sourceRef",
  j.deleted_in_ledger_at as "deletedInLedgerAt", j.replaces_journal_entry_id as "replacesJournalEntryId",
  j.repost_requested_at as "repostRequestedAt", j.created_at as "createdAt"`

const AMORTIZATION_COLUMNS = `a.id, a.created_at as "createdAt", a.updated_at as "updatedAt", a.organization_id as "organizationId",
  a.start_date::text as "startDate", a.end_date::text as "endDate", a.next_amortization_date::text as "nextAmortizationDate",
  a.last_amortization_date::text as "lastAmortizationDate", a.expense_name as "expenseName", a.original_periods as "originalPeriods",
  a.remaining_periods as "remainingPeriods", a.period_interval as "periodInterval", a.amortization_method as "amortizationMethod",
  (a.amount / 100.0)::float8 as amount, a.currency, (a.amortized_amount / 100.0)::float8 as "amortizedAmount",
  (a.remaining_amount / 100.0)::float8 as "remainingAmount", a.status, a.type, a.notes, a.credit_account as "creditAccount",
  a.debit_account as "debitAccount", a.quickbooks_purchase_id as "quickbooksPurchaseId", a.quickbooks_bill_id as "quickbooksBillId",
  a.anchor_id as "anchorId", a.anchor_type as "anchorType", a.anchor_external_ref as "anchorExternalRef",
  a.transaction_date::text as "transactionDate", a.vendor, a.vendor_id as "vendorId", a.cancelled_at as "cancelledAt",
  a.amount as amount_cents, a.start_date::text as start_date, a.end_date::text as end_date, a.period_interval,
  a.amortization_method`

const REVENUE_COLUMNS = `s.id, s.organization_id as "organizationId", s.name, s.start_date::text as "startDate", s.end_date::text as "endDate",
  s.next_revenue_recognition_date::text as "nextRevenueRecognitionDate",
  s.last_revenue_recognition_date::text as "lastRevenueRecognitionDate", s.period_interval as "periodInterval", s.method,
  s.recognized_amount_micros::float8 as "recognizedAmountMicros", s.unrecognized_amount_micros::float8 as "unrecognizedAmountMicros",
  s.original_periods as "originalPeriods", s.remaining_periods as "remainingPeriods", s.quickbooks_item_id as "quickbooksItemId",
  s.cancelled_at as "cancelledAt", s.reverse_from::text as "reverseFrom", s.currency,
  s.deferred_revenue_account as "deferredRevenueAccount", s.revenue_account as "revenueAccount",
  s.created_at as "createdAt", s.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('provider', i.provider, 'invoiceId', i.invoice_id, 'docNumber', i.doc_number,
      'customer', i.customer, 'txnDate', i.txn_date::text, 'amountMicros', i.amount_micros::float8) order by i.created_at)
    from public.revenue_recognition_invoices i where i.schedule_id = s.id), '[]') as invoices,
  s.recognized_amount_micros, s.unrecognized_amount_micros, s.start_date::text as start_date, s.end_date::text as end_date,
  s.period_interval`

async function entriesBy(tx: Tx, column: string, ids: string[]): Promise<Map<string, TJournalEntryRecord[]>> {
  const out = new Map<string, TJournalEntryRecord[]>()
  if (ids.length === 0) return out
  const rows = plain<(TJournalEntryRecord & { owner: string })[]>(
    await tx`select ${tx.unsafe(JOURNAL_ENTRY_COLUMNS)}, j.${tx(column)} as owner from public.journal_entries j
      where j.${tx(column)} = any(${ids}::uuid[]) order by j.journal_entry_date, j.period_number nulls last`,
  )
  for (const { owner, ...r } of rows) out.set(owner, [...(out.get(owner) ?? []), r])
  return out
}

/** What both lists read: the schedules (all, or the ids asked for), their posted entries and posted periods. */
async function readSchedules(
  tx: Tx,
  kind: 'amortization_id' | 'revenue_recognition_schedule_id',
  orgId: string,
  ids: string[] | undefined,
) {
  const only = ids ?? null
  const rows =
    kind === 'amortization_id'
      ? await tx`select ${tx.unsafe(AMORTIZATION_COLUMNS)} from public.amortizations a
          where a.organization_id = ${orgId} and (${only}::uuid[] is null or a.id = any(${only}::uuid[]))
          order by a.created_at desc, a.id`
      : await tx`select ${tx.unsafe(REVENUE_COLUMNS)} from public.revenue_recognition_schedules s
          where s.organization_id = ${orgId} and (${only}::uuid[] is null or s.id = any(${only}::uuid[]))
          order by s.created_at desc, s.id`
  const list = rows.map((r) => r.id as string)
  const [entries, posted] = await Promise.all([entriesBy(tx, kind, list), postedPeriods(tx, kind, list)])
  return { rows: plain<Record<string, unknown>[]>(rows), entries, posted }
}

/** The periods a schedule's plan still has to post (none once it is cancelled). */
const upcoming = (plan: TPlannedPeriod[], cancelled: boolean) =>
  cancelled ? [] : plan.filter((p) => !p.posted && p.amount > 0)

export async function listAmortizations({
  tx,
  orgId,
  ids,
}: {
  tx: Tx
  orgId: string
  ids?: string[]
}): Promise<TAmortization[]> {
  const { rows, entries, posted } = await readSchedules(tx, 'amortization_id', orgId, ids)
  return rows.map((r) => {
    const { amount_cents, start_date, end_date, period_interval, amortization_method, ...api } = r
    const plan = planSchedule(
      amortizationPlanInput(
        { id: r.id, amount: amount_cents, start_date, end_date, period_interval, amortization_method },
        posted,
      ),
    )
    const mine = entries.get(r.id as string) ?? []
    return {
      ...api,
      quickbooksJournalEntries: mine
        .filter((e) => e.type === 'amortization')
        .map((e) => ({ quickbooksJournalEntryId: e.journalEntryId, journalEntryDate: e.journalEntryDate })),
      entries: mine,
      upcoming: upcoming(plan, api.status === 'cancelled').map((p) => ({
        periodNumber: p.periodNumber,
        date: p.date,
        amount: fromCents(p.amount),
      })),
    } as TAmortization
  })
}

export async function listRevenueSchedules({
  tx,
  orgId,
  ids,
}: {
  tx: Tx
  orgId: string
  ids?: string[]
}): Promise<TRevenueRecognitionSchedule[]> {
  const { rows, entries, posted } = await readSchedules(tx, 'revenue_recognition_schedule_id', orgId, ids)
  return rows.map((r) => {
    const { recognized_amount_micros, unrecognized_amount_micros, start_date, end_date, period_interval, ...api } = r
    const plan = planSchedule(
      revenuePlanInput(
        {
          id: r.id,
          recognized_amount_micros,
          unrecognized_amount_micros,
          start_date,
          end_date,
          period_interval,
          method: r.method,
        },
        posted,
      ),
    )
    return {
      ...api,
      entries: entries.get(r.id as string) ?? [],
      upcoming: upcoming(plan, Boolean(api.cancelledAt)).map((p) => ({
        periodNumber: p.periodNumber,
        date: p.date,
        amount: fromCents(p.amount),
        amountMicros: p.amount * MICROS_PER_CENT,
      })),
    } as TRevenueRecognitionSchedule
  })
}
