/** Questions the caller may see, newest first: one organization's, or across every organization they can access. */
import type { Tx } from '../../_shared/db.ts'
import type { TAmcQuestion, TQuestionStatus } from '../../../shared/schemas/amc.ts'
import { plain } from '../../_shared/rows.ts'
import { QUESTION_COLUMNS } from './question-columns.ts'

type TListedQuestion = TAmcQuestion & { organizationName: string; groupVendorName: string | null }

export async function listQuestions({ tx, orgId, status }: { tx: Tx; orgId?: string; status?: TQuestionStatus }) {
  const rows = await tx`
    select ${tx.unsafe(QUESTION_COLUMNS)}, o.legal_name as "organizationName", g.vendor_name as "groupVendorName"
    from public.amc_questions q
    join public.organizations o on o.id = q.organization_id
    left join public.amc_expense_groups g on g.id = q.group_id
    where q.deleted_at is null
      ${orgId ? tx`and q.organization_id = ${orgId}` : tx``}
      ${status ? tx`and q.status = ${status}` : tx``}
    order by q.expense_date desc nulls last, q.created_at desc
    limit 2000`
  return plain<TListedQuestion[]>(rows)
}

/** Counts by status per organization, for navigation badges and the clients list. */
export async function countQuestions({ tx }: { tx: Tx }) {
  const rows = await tx`
    select organization_id as "organizationId", status, count(*)::int as n from public.amc_questions
    where deleted_at is null group by organization_id, status`
  const out: Record<string, Record<string, number>> = {}
  for (const r of rows) {
    out[r.organizationId] ??= {}
    out[r.organizationId][r.status] = r.n
  }
  return out
}
