/** Questions the caller may see, newest first: one organization's, or across every organization they can access. */
import type { Tx } from '../../_shared/db.ts'
import { toQuestion } from './to-question.ts'
import type { TQuestionStatus } from '../../../shared/schemas/amc.ts'

export async function listQuestions({ tx, orgId, status }: { tx: Tx; orgId?: string; status?: TQuestionStatus }) {
  const rows = await tx`
    select q.*, o.legal_name as organization_name, g.vendor_name as group_vendor_name
    from public.amc_questions q
    join public.organizations o on o.id = q.organization_id
    left join public.amc_expense_groups g on g.id = q.group_id
    where q.deleted_at is null
      ${orgId ? tx`and q.organization_id = ${orgId}` : tx``}
      ${status ? tx`and q.status = ${status}` : tx``}
    order by q.expense_date desc nulls last, q.created_at desc
    limit 2000`
  return rows.map((r) => ({
    ...toQuestion(r),
    organizationName: r.organization_name as string,
    groupVendorName: (r.group_vendor_name ?? null) as string | null,
  }))
}

/** Counts by status per organization, for navigation badges and the clients list. */
export async function countQuestions({ tx }: { tx: Tx }) {
  const rows = await tx`
    select organization_id, status, count(*)::int as n from public.amc_questions
    where deleted_at is null group by organization_id, status`
  const out: Record<string, Record<string, number>> = {}
  for (const r of rows) {
    out[r.organization_id] ??= {}
    out[r.organization_id][r.status] = r.n
  }
  return out
}
