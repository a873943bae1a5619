/**
 * The bank statement tracker across clients (/admin and /bookkeeper/banking-statement-tracker): for every tracked
 * account the caller may see, the statement expected this month (last month's, shared/rules/statement-tracker.ts)
 * and whether it is completed, missing or not available yet, with the client's reconciled state of that month from
 * the shared read (public.reconciliation_month_status). Missing first, then by client.
 */
import type { Tx } from '../../_shared/db.ts'
import { availableOn, expectedStatementMonth, trackedStatementState } from '../../../shared/rules/statement-tracker.ts'
import type { TStatementTrackerAcrossResponse } from '../../../shared/schemas/reconciliation.ts'

const ORDER = { missing: 0, upcoming: 1, completed: 2 } as const

export async function listTrackerAcross({
  tx,
  today,
}: {
  tx: Tx
  today?: string
}): Promise<TStatementTrackerAcrossResponse> {
  const day = today ?? new Date().toISOString().slice(0, 10)
  const month = expectedStatementMonth(day)
  const rows = await tx`select t.id, t.organization_id, o.legal_name, t.account_name, t.responsibility, t.availability,
      coalesce(s.completed, false) as completed, m.reconciled
    from public.bank_statement_trackers t
    join public.organizations o on o.id = t.organization_id and o.deleted_at is null
    left join public.bank_statement_tracker_statements s on s.tracker_id = t.id and s.date = ${month}::date
    left join lateral public.reconciliation_month_status(${month}::date, t.organization_id) m on true
    where t.deleted_at is null`
  const out = rows.map((r) => ({
    trackerId: r.id as string,
    organizationId: r.organization_id as string,
    organizationName: r.legal_name as string,
    accountName: r.account_name as string,
    responsibility: r.responsibility,
    availability: r.availability as number,
    month,
    availableOn: availableOn(month, r.availability),
    state: trackedStatementState({ month, availability: r.availability, today: day, completed: r.completed }),
    reconciled: (r.reconciled as boolean | null) ?? null,
  }))
  out.sort(
    (a, b) =>
      ORDER[a.state] - ORDER[b.state] ||
      a.organizationName.localeCompare(b.organizationName) ||
      a.accountName.localeCompare(b.accountName),
  )
  return { month, today: day, rows: out }
}
