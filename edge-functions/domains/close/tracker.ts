/**
 * The books tracker (spec §4 books tracker state, §9 priority and due date; /admin/tracker, /bookkeeper/tracker): one
 * row per client the caller works on for a month, its state derived by the ten rules of shared/rules/books-tracker.ts
 * from live facts read in one statement (open questions, the month's variance analysis and its status, the month's
 * reconciled state from public.reconciliation_month_status, books sent), a manual override with who and why, the due
 * date and overdue (never for a client in catch-up, config.catchUp: its catch-up deadline instead). As the user: public.books_tracker_facts answers only the clients whose close the caller may read.
 */
import type postgres from 'postgres'
import type { z } from 'zod'
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

/** Any connection or transaction (the API's user transaction, the benchmark's): no Deno types, so Node runs it too. */
type Tx = postgres.Sql | postgres.TransactionSql

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
  /** config.catchUp and catchUpData.catchUpDeadline (absent in facts built by hand, as the benchmark's) */
  catchUp?: boolean | null
  catchUpDeadline?: string | null
}

/**
 * The facts of every client the caller tracks, for one month: public.books_tracker_facts decides the caller's clients
 * once (the close's access rule) instead of every table's policy asking per row.
 */
export async function trackerFacts(tx: Tx, month: string): Promise<TFacts[]> {
  return plain<TFacts[]>(await tx`select * from public.books_tracker_facts(${month}::date)`)
}

/** Rows from facts: the pure part the benchmark times beside the read. */
export function trackerRows(facts: TFacts[], month: string, today: string): TTrackerRow[] {
  // one month, a handful of priorities and overrides: each due date is worked out once, not once per client
  const dues = new Map<string, { dueDate: string; nextDueDate: string; dueWeek: string }>()
  const dueOf = (priority: number, days: number | null) => {
    const key = `${priority}:${days}`
    let d = dues.get(key)
    if (!d) {
      const dueDate = booksDueDate(month, priority, days)
      d = { dueDate, nextDueDate: nextBooksDueDate(month, dueDate), dueWeek: weekOf(dueDate) }
      dues.set(key, d)
    }
    return d
  }
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
    const { dueDate, nextDueDate, dueWeek } = dueOf(f.priority, f.businessDays)
    return {
      organizationId: f.organizationId,
      organizationName: f.organizationName,
      month,
      priority: f.priority,
      businessDays: f.businessDays ?? PRIORITY_BUSINESS_DAYS[f.priority],
      businessDaysOverride: f.businessDays,
      dueDate,
      nextDueDate,
      dueWeek,
      // a client in catch-up is late against its catch-up deadline, not the month's due date
      overdue: !f.catchUp && isOverdue(dueDate, state, today),
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
      catchUp: f.catchUp ? { deadline: f.catchUpDeadline ?? null } : null,
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
