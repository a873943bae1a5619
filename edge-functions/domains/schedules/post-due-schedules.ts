/**
 * The posting run of one organization (job `schedules.post`, as the service role): every amortization and revenue
 * period whose date has come and is not posted yet, and the reversal of each cancelled revenue schedule that still
 * owes one, go to the ledger through the LedgerPort, one call per batch of whole schedules (a reversal with its
 * schedule); then, in the same transaction, each posted entry is recorded in public.journal_entries and the schedules'
 * figures move forward. A backlog longer than one step continues in the next step from the cursor reached.
 *
 * Exactly once: a period counts as posted when its record exists (unique per schedule and period), and the record
 * commits with the schedule's new figures. A ledger write that fails throws: the transaction rolls back, the schedule
 * is unchanged and the spine retries the job. An external ledger may have written before the failure; its entries
 * carry a DocNumber made from the schedule and period, and postJournalEntries returns the ledger's existing entry
 * for such a DocNumber instead of creating it again.
 *
 * A period whose entry was deleted in QuickBooks is posted again only when a bookkeeper asked (post-entry-again.ts):
 * the run posts it as it was and records the new entry with the deleted one's record it replaces.
 */
import type { Row, Tx } from '../../_shared/db.ts'
import { fromCents, type TCreateTxn, type TJournalEntry } from '../../../shared/schemas/ledger.ts'
import {
  MICROS_PER_CENT,
  amortizationStatus,
  duePeriods,
  planFigures,
  planSchedule,
  type TJournalEntryType,
  type TPlannedPeriod,
} from '../../../shared/rules/schedules.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { notifyStaff } from './notify-staff.ts'
import { amortizationPlanInput, postedPeriods, revenuePlanInput } from './schedule-plans.ts'

type Ref = { value: string; name?: string }
/** One entry to post and what to record of it. */
type Draft = {
  body: TCreateTxn<'JournalEntry'>
  type: TJournalEntryType
  cents: number
  amortizationId?: string
  revenueId?: string
  periodNumber?: number
  /** a period posted again: the record of its entry deleted in the ledger */
  replaces?: string
}

const today = () => new Date().toISOString().slice(0, 10)
/** A DocNumber unique to the cause (at most 21 characters): prefix, 12 hex digits of the schedule id, period. */
const docNumber = (prefix: string, id: string, period: number | 'X') =>
  `${prefix}-${id.replace(/-/g, '').slice(0, 12)}-${period}`

function entry(date: string, doc: string, note: string, debit: Ref, credit: Ref, cents: number) {
  const line = (PostingType: 'Debit' | 'Credit', AccountRef: Ref) => ({
    Amount: fromCents(cents),
    DetailType: 'JournalEntryLineDetail' as const,
    Description: note,
    JournalEntryLineDetail: { PostingType, AccountRef: { value: AccountRef.value } },
  })
  return { TxnDate: date, DocNumber: doc, PrivateNote: note, Line: [line('Debit', debit), line('Credit', credit)] }
}

/**
 * A deleted period's entry as it was posted: its date, DocNumber (QuickBooks no longer lists the deleted entry, so a
 * retry still finds the new one by it), note, accounts and amount. The period is already counted on its schedule.
 */
function postAgain(j: Row): Draft {
  const lines = (j.raw?.Line ?? []) as { JournalEntryLineDetail?: { PostingType?: string; AccountRef?: Ref } }[]
  const side = (type: string) =>
    lines.find((l) => l.JournalEntryLineDetail?.PostingType === type)?.JournalEntryLineDetail
  const debit = side('Debit')?.AccountRef
  const credit = side('Credit')?.AccountRef
  if (!debit || !credit) throw new Error(`Journal entry record ${j.id} has no debit and credit line to post again`)
  const cents = Number(j.amount_cents)
  const note = String(j.raw.PrivateNote ?? `Posted again: period ${j.period_number}`)
  return {
    body: entry(
      j.date,
      j.doc_number ??
        docNumber(
          j.amortization_id ? 'AM' : 'RR',
          j.amortization_id ?? j.revenue_recognition_schedule_id,
          j.period_number,
        ),
      note,
      debit,
      credit,
      cents,
    ),
    type: j.type,
    cents,
    amortizationId: j.amortization_id ?? undefined,
    revenueId: j.revenue_recognition_schedule_id ?? undefined,
    periodNumber: j.period_number,
    replaces: j.id,
  }
}

/** Schedules of each kind a batch reads (and locks) at most. */
export const SCHEDULES_PER_CALL = 1000
/**
 * Entries one ledger call posts at most, by ledger, so one batch (the unit a step cannot stop inside) fits a step
 * (JOB_STEP_SECONDS) and hosted's CPU budget: the built-in ledger writes them in one statement (the schedules
 * benchmark posts 10,000 in batches of 1,000 with under half a second of Deno CPU); QuickBooks creates them one
 * request each, at most 500 a minute
 * per company, so 100 take about 12 s. A schedule whose due periods alone are more still goes whole.
 */
export const ENTRIES_PER_CALL: Record<string, number> = { builtin: 2_000, quickbooks: 100 }
const NONE = '00000000-0000-0000-0000-000000000000'
/** Where a run stopped: the last schedule (or re-post record) of each kind it posted, in id order. */
export type TPostingCursor = Partial<Record<'amortization' | 'revenue' | 'reversal' | 'repost', string>>
type Counts = {
  amortization: number
  revenue_recognition: number
  revenue_recognition_reversal: number
  postedAgain: number
}

/**
 * An organization's due work in batches: each batch is up to `batchSize` schedules of each kind (and re-posts), in id
 * order, every due period of a schedule and a cancelled schedule's reversal kept with it, posted by one ledger call
 * and recorded, with the schedules moved on, before the next. A run whose step is used up (`stepUsedUp`) after a
 * batch says `more` with the cursor reached; the next step (same `asOf`) posts from there. The rows posted no longer
 * count as due, so a step that restarts after a failure finds them done.
 */
export async function postDueSchedules({
  tx,
  organizationId,
  asOf = today(),
  ledger,
  after = {},
  stepUsedUp = () => false,
  batchSize = SCHEDULES_PER_CALL,
  entriesPerCall,
}: {
  tx: Tx
  organizationId: string
  asOf?: string
  /** the organization's ledger; getLedger's choice when not given */
  ledger?: LedgerPort
  /** a previous step's cursor */
  after?: TPostingCursor
  stepUsedUp?: () => boolean
  batchSize?: number
  /** entries one ledger call posts at most; ENTRIES_PER_CALL for the ledger when not given */
  entriesPerCall?: number
}) {
  // One run per organization at a time: a run queued by a cancellation can meet the daily one. The second waits for the
  // first to commit and then reads what it recorded, so it posts nothing twice (without this it failed on the record's
  // unique keys and was retried).
  await tx`select pg_advisory_xact_lock(hashtextextended(${`schedules.post:${organizationId}`}, 0))`
  const counts: Counts = { amortization: 0, revenue_recognition: 0, revenue_recognition_reversal: 0, postedAgain: 0 }
  let cursor = { ...after }
  let more = false
  for (;;) {
    const batch = await postBatch({ tx, organizationId, asOf, ledger, after: cursor, limit: batchSize, entriesPerCall })
    for (const k of Object.keys(counts) as (keyof Counts)[]) counts[k] += batch.counts[k]
    cursor = batch.cursor
    if (!batch.full) break
    if (stepUsedUp()) {
      more = true
      break
    }
  }
  // a period posted again is counted under its type too
  const posted = counts.amortization + counts.revenue_recognition + counts.revenue_recognition_reversal
  if (posted)
    await notifyStaff({
      tx,
      organizationId,
      title: `Posted ${posted} schedule ${posted === 1 ? 'entry' : 'entries'} to the books`,
      details: counts,
    })
  return { posted, ...counts, ...(more ? { more, after: cursor, asOf } : {}) }
}

/** One batch: what is due from the cursor on, posted in one ledger call, recorded and moved on. */
async function postBatch({
  tx,
  organizationId,
  asOf,
  ledger,
  after,
  limit,
  entriesPerCall,
}: {
  tx: Tx
  organizationId: string
  asOf: string
  ledger?: LedgerPort
  after: TPostingCursor
  limit: number
  entriesPerCall?: number
}) {
  // what planning and posting read, not every column: a run reads 10,000 of these
  const dueAmortizations =
    await tx`select id, expense_name, amount, period_interval, amortization_method, debit_account,
      credit_account, start_date::text as start_date, end_date::text as end_date from public.amortizations
    where organization_id = ${organizationId} and status in ('pending', 'active') and next_amortization_date <= ${asOf}
      and id > ${after.amortization ?? NONE}
    order by id limit ${limit} for update`
  const dueRevenues = await tx`select *, start_date::text as start_date, end_date::text as end_date
    from public.revenue_recognition_schedules
    where organization_id = ${organizationId} and cancelled_at is null and remaining_periods > 0
      and next_revenue_recognition_date <= ${asOf} and id > ${after.revenue ?? NONE}
    order by id limit ${limit} for update`
  // what comes back: the recognized entries dated from reverse_from on that the ledger still has
  const owedReversals =
    await tx`select s.*, s.reverse_from::text as reverse_from, (select coalesce(sum(j.amount_cents), 0) from public.journal_entries j
        where j.revenue_recognition_schedule_id = s.id and j.type = 'revenue_recognition'
          and j.journal_entry_date >= s.reverse_from and j.deleted_in_ledger_at is null)::bigint as reverse_cents
    from public.revenue_recognition_schedules s
    where s.organization_id = ${organizationId} and s.reverse_from is not null and s.id > ${after.reversal ?? NONE}
      and not exists (select 1 from public.journal_entries r where r.revenue_recognition_schedule_id = s.id
                      and r.type = 'revenue_recognition_reversal')
    order by s.id limit ${limit} for update of s`

  // periods a bookkeeper asked to post again after their entry was deleted in the ledger (post-entry-again.ts)
  const repostsAsked =
    await tx`select j.id, j.type, j.amount_cents, j.journal_entry_date::text as date, j.doc_number, j.raw,
      j.amortization_id, j.revenue_recognition_schedule_id, j.period_number
    from public.journal_entries j
    where j.organization_id = ${organizationId} and j.repost_requested_at is not null and j.journal_entry_date <= ${asOf}
      and j.id > ${after.repost ?? NONE}
      and not exists (select 1 from public.journal_entries r where r.replaces_journal_entry_id = j.id)
    order by j.id limit ${limit} for update of j`
  const amortPosted = await postedPeriods(
    tx,
    'amortization_id',
    dueAmortizations.map((a) => a.id),
  )
  const revPosted = await postedPeriods(
    tx,
    'revenue_recognition_schedule_id',
    dueRevenues.map((r) => r.id),
  )
  const books = ledger ?? (await getLedger({ orgId: organizationId, tx }))
  // Whole schedules go into the call in order until the next would take it over the ledger's entries per call (the
  // first always goes): a kind cut short, and every kind after it, carry on in the next batch from their cursor.
  const room = { left: entriesPerCall ?? ENTRIES_PER_CALL[books.provider] ?? ENTRIES_PER_CALL.builtin, cut: false }
  const drafts: Draft[] = []
  const take = (rows: Row[], draftsOf: (row: Row) => Draft[]) => {
    const kept: Row[] = []
    for (const row of rows) {
      if (room.cut) break
      const mine = draftsOf(row)
      if (mine.length > room.left && drafts.length > 0) {
        room.cut = true
        break
      }
      kept.push(row)
      drafts.push(...mine)
      room.left -= mine.length
    }
    return kept
  }
  const plans = new Map<string, TPlannedPeriod[]>()
  const amortizations = take(dueAmortizations, (a) => {
    const plan = planSchedule(amortizationPlanInput(a, amortPosted))
    plans.set(a.id, plan)
    return duePeriods(plan, asOf).map((p) => {
      const note = `Amortization: ${a.expense_name} (period ${p.periodNumber} of ${plan.length})`
      const body = entry(
        p.date,
        docNumber('AM', a.id, p.periodNumber),
        note,
        a.debit_account,
        a.credit_account,
        p.amount,
      )
      return { body, type: 'amortization', cents: p.amount, amortizationId: a.id, periodNumber: p.periodNumber }
    })
  })
  const revenues = take(dueRevenues, (r) => {
    const plan = planSchedule(revenuePlanInput(r, revPosted))
    plans.set(r.id, plan)
    return duePeriods(plan, asOf).map((p) => {
      const note = `Revenue recognition: ${r.name} (period ${p.periodNumber} of ${plan.length})`
      const doc = docNumber('RR', r.id, p.periodNumber)
      const body = entry(p.date, doc, note, r.deferred_revenue_account, r.revenue_account, p.amount)
      return { body, type: 'revenue_recognition', cents: p.amount, revenueId: r.id, periodNumber: p.periodNumber }
    })
  })
  // a reversal with nothing to reverse (everything recognized was deleted in the ledger) takes no room, yet is settled
  const reversals = take(owedReversals, (r) => {
    const cents = Number(r.reverse_cents)
    if (cents <= 0) return []
    const note = `Revenue recognition reversed: ${r.name} (cancelled; recognized from ${r.reverse_from})`
    const date = new Date(r.cancelled_at).toISOString().slice(0, 10)
    const body = entry(date, docNumber('RR', r.id, 'X'), note, r.revenue_account, r.deferred_revenue_account, cents)
    return [{ body, type: 'revenue_recognition_reversal', cents, revenueId: r.id }]
  })
  const reposts = take(repostsAsked, (j) => [postAgain(j)])

  const posted = drafts.length ? await books.postJournalEntries(drafts.map((d) => d.body)) : []
  await recordEntries(tx, organizationId, books.provider, drafts, posted)
  await moveAmortizations(tx, amortizations, plans, drafts)
  await moveRevenues(tx, revenues, plans, drafts)
  await settleReversals(tx, reversals, drafts)

  const count = (type: TJournalEntryType) => drafts.filter((d) => d.type === type).length
  const last = (rows: Row[], was: string | undefined) => (rows.length ? String(rows[rows.length - 1].id) : was)
  return {
    counts: {
      amortization: count('amortization'),
      revenue_recognition: count('revenue_recognition'),
      revenue_recognition_reversal: count('revenue_recognition_reversal'),
      postedAgain: drafts.filter((d) => d.replaces).length,
    },
    cursor: {
      amortization: last(amortizations, after.amortization),
      revenue: last(revenues, after.revenue),
      reversal: last(reversals, after.reversal),
      repost: last(reposts, after.repost),
    },
    // a kind that filled its batch may have more after it, and so may a batch cut short by the ledger's room
    full: room.cut || [amortizations, revenues, reversals, reposts].some((rows) => rows.length >= limit),
  }
}

/**
 * The record's `raw`: the external ledger's entry as it answered (posting a period again after QuickBooks deleted it
 * reads its lines back from here). The built-in ledger keeps the entry itself under the record's journal_entry_id, so
 * its record keeps the entry's identity only: copying 10,000 whole entries into the records cost a posting run a
 * tenth of a second and the database twice the space.
 */
const rawOf = (ledger: string, e: TJournalEntry) =>
  ledger === 'builtin'
    ? { Id: e.Id, SyncToken: e.SyncToken, DocNumber: e.DocNumber, TxnDate: e.TxnDate, TotalAmt: e.TotalAmt }
    : e

async function recordEntries(tx: Tx, orgId: string, ledger: string, drafts: Draft[], posted: TJournalEntry[]) {
  if (drafts.length === 0) return
  const rows = drafts.map((d, i) => ({
    organization_id: orgId,
    type: d.type,
    ledger,
    journal_entry_id: String(posted[i].Id),
    sync_token: posted[i].SyncToken ?? null,
    journal_entry_date: posted[i].TxnDate ?? d.body.TxnDate,
    doc_number: d.body.DocNumber,
    amount_cents: d.cents,
    raw: rawOf(ledger, posted[i]),
    amortization_id: d.amortizationId ?? null,
    revenue_recognition_schedule_id: d.revenueId ?? null,
    period_number: d.periodNumber ?? null,
    replaces_journal_entry_id: d.replaces ?? null,
  }))
  await tx`insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, sync_token,
        journal_entry_date, doc_number, amount_cents, raw, amortization_id, revenue_recognition_schedule_id, period_number,
        replaces_journal_entry_id)
      select organization_id, type::public.journal_entry_type, ledger, journal_entry_id, sync_token, journal_entry_date::date,
        doc_number, amount_cents, raw, amortization_id, revenue_recognition_schedule_id, period_number, replaces_journal_entry_id
      from jsonb_to_recordset(${tx.json(rows as never)}) as x(organization_id uuid, type text, ledger text,
        journal_entry_id text, sync_token text, journal_entry_date text, doc_number text, amount_cents bigint, raw jsonb,
        amortization_id uuid, revenue_recognition_schedule_id uuid, period_number int, replaces_journal_entry_id uuid)`
}

/** The periods this run posts, by schedule id (one pass over the drafts, not one per schedule). */
function postedNow(drafts: Draft[]) {
  const out = new Map<string, Set<number | undefined>>()
  for (const d of drafts) {
    const id = d.amortizationId ?? d.revenueId!
    const set = out.get(id) ?? new Set()
    set.add(d.periodNumber)
    out.set(id, set)
  }
  return out
}

/** The plan after this run's postings: what each schedule's row should now say. */
function planAfter(plan: TPlannedPeriod[], now: Set<number | undefined> | undefined) {
  return now ? plan.map((p) => (now.has(p.periodNumber) ? { ...p, posted: true } : p)) : plan
}

async function moveAmortizations(tx: Tx, rows: Row[], plans: Map<string, TPlannedPeriod[]>, drafts: Draft[]) {
  const now = postedNow(drafts)
  const updates = rows.map((a) => {
    const plan = planAfter(plans.get(a.id)!, now.get(a.id))
    const f = planFigures(plan)
    return {
      id: a.id,
      amortized_amount: f.postedAmount,
      remaining_amount: Number(a.amount) - f.postedAmount,
      remaining_periods: f.remainingPeriods,
      next_amortization_date: f.nextDate,
      last_amortization_date: f.lastDate,
      status: amortizationStatus(plan, false),
    }
  })
  if (updates.length)
    await tx`update public.amortizations a set updated_at = now(), amortized_amount = x.amortized_amount, remaining_amount = x.remaining_amount,
        remaining_periods = x.remaining_periods, next_amortization_date = x.next_amortization_date::date,
        last_amortization_date = x.last_amortization_date::date, status = x.status::public.amortization_status
      from jsonb_to_recordset(${tx.json(updates as never)}) as x(id uuid, amortized_amount bigint, remaining_amount bigint,
        remaining_periods int, next_amortization_date text, last_amortization_date text, status text)
      where a.id = x.id`
}

async function moveRevenues(tx: Tx, rows: Row[], plans: Map<string, TPlannedPeriod[]>, drafts: Draft[]) {
  const now = postedNow(drafts)
  const updates = rows.map((r) => {
    const f = planFigures(planAfter(plans.get(r.id)!, now.get(r.id)))
    const total = Number(r.recognized_amount_micros) + Number(r.unrecognized_amount_micros)
    return {
      id: r.id,
      recognized: f.postedAmount * MICROS_PER_CENT,
      unrecognized: total - f.postedAmount * MICROS_PER_CENT,
      remaining_periods: f.remainingPeriods,
      next_date: f.nextDate,
      last_date: f.lastDate,
    }
  })
  if (updates.length)
    await tx`update public.revenue_recognition_schedules s set updated_at = now(), recognized_amount_micros = x.recognized,
        unrecognized_amount_micros = x.unrecognized, remaining_periods = x.remaining_periods,
        next_revenue_recognition_date = x.next_date::date, last_revenue_recognition_date = x.last_date::date
      from jsonb_to_recordset(${tx.json(updates as never)}) as x(id uuid, recognized bigint, unrecognized bigint,
        remaining_periods int, next_date text, last_date text)
      where s.id = x.id`
}

async function settleReversals(tx: Tx, rows: Row[], drafts: Draft[]) {
  for (const r of rows) {
    const reversed = drafts.find((d) => d.type === 'revenue_recognition_reversal' && d.revenueId === r.id)
    if (!reversed) {
      await tx`update public.revenue_recognition_schedules set reverse_from = null where id = ${r.id}`
      continue
    }
    const back = reversed.cents * MICROS_PER_CENT
    await tx`update public.revenue_recognition_schedules set recognized_amount_micros = recognized_amount_micros - ${back},
      unrecognized_amount_micros = unrecognized_amount_micros + ${back} where id = ${r.id}`
  }
}
