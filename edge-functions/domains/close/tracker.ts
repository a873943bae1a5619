/**
 * The books tracker (spec §4 books tracker state, §9 priority and due date; /admin/tracker, /bookkeeper/tracker): one
 * row per client the caller works on for a month, its state derived by the ten rules of shared/rules/books-tracker.ts
 * from live facts read in one statement (open questions, the month's variance analysis and its status, the month's
 * reconciled state from public.reconciliation_month_status, books sent), a manual override with who and why, the due
 * date and overdue. As the user: RLS and private.can_read_close decide which clients answer.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import type { TTrackerRow, ZTrackerQuerySchema } from '../../../shared/schemas/close.ts'
import {
  booksDueDate,
  isOverdue,
  nextBooksDueDate,
  PRIORITY_BUSINESS_DAYS,
  trackerState,
  weekOf,
  type TTrackerState,
} from '../../../shared/rules/books-tracker.ts'
import { varianceStatus } from '../../../shared/rules/variance-analysis.ts'
import { monthStart, todayIso } from '../../../shared/ledger/index.ts'

type TFacts = {
  organizationId: string
  organizationName: string
  priority: number
  pending: number
  unanswered: number
  analysisId: string | null
  submittedAt: string | null
  lastSentAt: string | null
  newestAdminNoteAt: string | null
  reconciled: boolean | null
  booksSentAt: string | null
  stateOverride: TTrackerState | null
  overrideReason: string | null
  overrideBy: string | null
  overrideAt: string | null
  businessDays: number | null
  bookkeepers: { id: string; name: string; isPrimary: boolean }[] | null
}

/** The facts of every client the caller tracks, for one month, in one statement. */
export async function trackerFacts(tx: Tx, month: string): Promise<TFacts[]> {
  return plain<TFacts[]>(
    await tx`
    with orgs as (
      select o.id, o.legal_name, o.books_priority from public.organizations o
      where o.deleted_at is null and (select private.can_read_close(o.id))
    ),
    q as (
      select a.organization_id, count(*) filter (where a.status = 'pending')::int as pending,
             count(*) filter (where a.status = 'not_responded')::int as unanswered
      from public.amc_questions a
      where a.deleted_at is null and a.status in ('pending', 'not_responded')
      group by a.organization_id
    ),
    va as (
      select a.organization_id, a.id, a.submitted_at, a.last_sent_at,
             (select max(n.created_at) from public.variance_notes n
               where n.variance_analysis_id = a.id and n.author_role in ('admin', 'owner')) as newest_admin_note_at
      from public.variance_analyses a where a.start_date = ${month}::date
    ),
    rec as (select organization_id, reconciled from public.reconciliation_month_status(${month}::date)),
    bk as (
      select b.organization_id, json_agg(json_build_object('id', u.id,
               'name', coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email), 'isPrimary', b.is_primary)
               order by b.is_primary desc, u.first_name) as bookkeepers
      from public.bookkeeper_assignments b join public.users u on u.id = b.user_id
      group by b.organization_id
    )
    select o.id as "organizationId", o.legal_name as "organizationName", o.books_priority::int as priority,
      coalesce(q.pending, 0) as pending, coalesce(q.unanswered, 0) as unanswered,
      va.id as "analysisId", va.submitted_at as "submittedAt", va.last_sent_at as "lastSentAt",
      va.newest_admin_note_at as "newestAdminNoteAt", rec.reconciled,
      t.books_sent_at as "booksSentAt", t.state_override as "stateOverride", t.override_reason as "overrideReason",
      nullif(btrim(ou.first_name || ' ' || ou.last_name), '') as "overrideBy", t.override_at as "overrideAt",
      t.business_days as "businessDays", bk.bookkeepers
    from orgs o
    left join q on q.organization_id = o.id
    left join va on va.organization_id = o.id
    left join rec on rec.organization_id = o.id
    left join public.books_trackings t on t.organization_id = o.id and t.month = ${month}::date
    left join public.users ou on ou.id = t.override_by
    left join bk on bk.organization_id = o.id
    order by o.legal_name, o.id`,
  )
}

/** Rows from facts: the pure part the benchmark times beside the read. */
export function trackerRows(facts: TFacts[], month: string, today: string): TTrackerRow[] {
  return facts.map((f) => {
    const analysisStatus = f.analysisId
      ? varianceStatus({ submittedAt: f.submittedAt, lastSentAt: f.lastSentAt, newestAdminNoteAt: f.newestAdminNoteAt })
      : null
    const derived = trackerState({
      booksSent: f.booksSentAt !== null,
      pendingQuestions: f.pending,
      unansweredQuestions: f.unanswered,
      analysisStatus,
      analysisSent: f.lastSentAt !== null,
      reconciled: f.reconciled === true,
    })
    const state = f.stateOverride ?? derived.state
    const dueDate = booksDueDate(month, f.priority, f.businessDays)
    return {
      organizationId: f.organizationId,
      organizationName: f.organizationName,
      month,
      priority: f.priority,
      businessDays: f.businessDays ?? PRIORITY_BUSINESS_DAYS[f.priority],
      businessDaysOverride: f.businessDays,
      dueDate,
      nextDueDate: nextBooksDueDate(month, dueDate),
      dueWeek: weekOf(dueDate),
      overdue: isOverdue(dueDate, state, today),
      state,
      derivedState: derived.state,
      rule: derived.rule,
      override:
        f.stateOverride && f.overrideAt
          ? { state: f.stateOverride, reason: f.overrideReason ?? '', by: f.overrideBy, at: f.overrideAt }
          : null,
      facts: {
        pendingQuestions: f.pending,
        unansweredQuestions: f.unanswered,
        analysisStatus,
        analysisId: f.analysisId,
        reconciled: f.reconciled === true,
        booksSentAt: f.booksSentAt,
      },
      bookkeepers: f.bookkeepers ?? [],
    }
  })
}

/** The tracker's month by default: the month before today's (books are closed in the month after). */
export const defaultTrackerMonth = (today: string) => monthStart(today, -1)

export async function listTracker({
  tx,
  query,
  today = todayIso(),
}: {
  tx: Tx
  query: z.infer<typeof ZTrackerQuerySchema>
  today?: string
}) {
  const month = query.month ?? defaultTrackerMonth(today)
  const rows = trackerRows(await trackerFacts(tx, month), month, today).filter(
    (r) =>
      (!query.bookkeeperId || r.bookkeepers.some((b) => b.id === query.bookkeeperId)) &&
      (!query.state || r.state === query.state) &&
      (!query.dueWeek || r.dueWeek === weekOf(query.dueWeek)),
  )
  return { month, today, rows }
}
