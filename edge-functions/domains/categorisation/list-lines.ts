/**
 * Categorised lines as the screens show them: the client's transactions (what RLS lets a member see: the lines shown
 * to them), and the bookkeeper's queue (lines not confirmed yet, least sure first), with the counts of each filter
 * category (spec §4: Total, AI Categorized, Uncategorized, Bookkeeper Confirmed).
 */
import type { Tx } from '../../_shared/db.ts'
import { type CategorisationFilter, filterCategory } from '../../../shared/rules/categorisation.ts'
import type { TCategorisedLine } from '../../../shared/schemas/categorisation.ts'
import { assertOrganizationVisible, isStaffOf } from '../../_shared/access.ts'
import { getLedger } from '../books/get-ledger.ts'
import { isCategoryAccount, loadSettings } from './load-categoriser.ts'

const FILTER_SQL: Record<CategorisationFilter, string> = {
  Total: 'true',
  'AI Categorized': "c.confirmed_at is null and c.layer <> 'none'",
  Uncategorized: "c.confirmed_at is null and c.layer = 'none'",
  'Bookkeeper Confirmed': 'c.confirmed_at is not null',
}

export async function countLines({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const [c] = await tx`select count(*)::int as total,
      count(*) filter (where confirmed_at is null and layer <> 'none')::int as ai,
      count(*) filter (where confirmed_at is null and layer = 'none')::int as un,
      count(*) filter (where confirmed_at is not null)::int as confirmed
    from public.expense_categorizations where organization_id = ${organizationId}`
  return { total: c.total, aiCategorized: c.ai, uncategorized: c.un, confirmed: c.confirmed }
}

export async function listLines({
  tx,
  organizationId,
  filter,
  queue,
  search,
  limit,
  offset = 0,
}: {
  tx: Tx
  organizationId: string
  filter: CategorisationFilter
  queue: boolean
  search?: string
  limit: number
  offset?: number
}) {
  await assertOrganizationVisible({ tx, organizationId })
  const manage = await isStaffOf({ tx, organizationId })
  const where = queue ? 'c.confirmed_at is null' : FILTER_SQL[filter]
  const order = queue
    ? 'c.confidence asc, c.transaction_date desc, c.id'
    : 'c.transaction_date desc, c.created_at desc, c.id'
  // the search is a parameter, matched as plain words (its % and _ are not wildcards)
  const words = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const matches = `c.organization_id = $1 and ${where}
       and ($2::text is null or c.payee ilike $2 or c.transaction_description ilike $2)`
  const rows = await tx.unsafe(
    `select c.*, c.transaction_date::text as date, q.status::text as amc_status, q.client_response
     from public.expense_categorizations c
     left join public.amc_questions q on q.id = c.amc_question_id
     where ${matches}
     order by ${order} limit $3 offset $4`,
    [organizationId, words, limit, offset],
  )
  const [{ matched }] = await tx.unsafe(
    `select count(*)::int as matched from public.expense_categorizations c where ${matches}`,
    [organizationId, words],
  )
  const [counts, settings] = await Promise.all([
    countLines({ tx, organizationId }),
    loadSettings({ tx, organizationId }),
  ])
  let accounts: { id: string; name: string; classification: string }[] = []
  if (manage)
    accounts = (await (await getLedger({ orgId: organizationId, tx })).listAccounts({ includeInactive: false }))
      .filter(isCategoryAccount)
      .map((a) => ({ id: a.Id, name: a.FullyQualifiedName ?? a.Name, classification: a.Classification }))
  return {
    counts,
    lines: rows.map(toLine),
    accounts,
    canManage: manage,
    mode: settings.mode,
    threshold: settings.threshold,
    matched: matched as number,
  }
}

export function toLine(r: Record<string, unknown>): TCategorisedLine {
  const details = (r.explanation_details ?? {}) as Partial<
    Pick<TCategorisedLine, 'neighbours' | 'alternatives' | 'staleRule'>
  >
  const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : String(v))
  const confirmedAt = iso(r.confirmed_at)
  return {
    id: String(r.id),
    source: r.source as TCategorisedLine['source'],
    transactionId: String(r.transaction_id),
    transactionDate: String(r.date ?? r.transaction_date),
    payee: (r.payee as string | null) ?? null,
    transactionDescription: (r.transaction_description as string | null) ?? null,
    processedDescription: (r.processed_description as string | null) ?? null,
    financialAccountName: (r.financial_account_name as string | null) ?? null,
    amountCents: Number(r.amount_cents),
    predictedCategory: (r.predicted_category as string | null) ?? null,
    predictedAccountId: (r.predicted_account_id as string | null) ?? null,
    actualCategory: (r.actual_category as string | null) ?? null,
    actualAccountId: (r.actual_account_id as string | null) ?? null,
    predictionCorrect: (r.prediction_correct as boolean | null) ?? null,
    confidence: Number(r.confidence),
    layer: r.layer as TCategorisedLine['layer'],
    explanation: String(r.explanation),
    neighbours: details.neighbours ?? [],
    alternatives: details.alternatives ?? [],
    staleRule: details.staleRule ?? null,
    multi: (r.multi as TCategorisedLine['multi']) ?? null,
    status: r.status as TCategorisedLine['status'],
    filterCategory: filterCategory({ layer: r.layer as TCategorisedLine['layer'], confirmedAt }),
    showInUI: Boolean(r.show_in_ui),
    bookkeeperReview: Boolean(r.bookkeeper_review),
    amcQuestionId: (r.amc_question_id as string | null) ?? null,
    amcStatus: (r.amc_status as string | null) ?? null,
    clientResponse: (r.client_response as string | null) ?? null,
    ledgerRef: (r.ledger_ref as string | null) ?? null,
    confirmedAt,
    createdAt: iso(r.created_at) ?? '',
  }
}
