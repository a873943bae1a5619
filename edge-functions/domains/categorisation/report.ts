/**
 * The AI report (spec §3.5 AI report counts: total, categorized, confirmed) with accuracy over time: per month, of the
 * lines a bookkeeper confirmed, how many the suggestion had right. And the vendors screen: each vendor's lines, spend,
 * usual account and rule.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'

export async function aiReport({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  const [c] = await tx`select count(*)::int as total, count(*) filter (where layer <> 'none')::int as categorized,
      count(*) filter (where confirmed_at is not null)::int as confirmed
    from public.expense_categorizations where organization_id = ${organizationId}`
  const layers = await tx`select layer, count(*)::int as n from public.expense_categorizations
    where organization_id = ${organizationId} group by layer`
  const months =
    await tx`select to_char(date_trunc('month', transaction_date), 'YYYY-MM') as month, count(*)::int as total,
      count(*) filter (where layer <> 'none')::int as categorized,
      count(*) filter (where confirmed_at is not null)::int as confirmed,
      count(*) filter (where prediction_correct)::int as correct,
      count(*) filter (where prediction_correct is not null)::int as judged
    from public.expense_categorizations where organization_id = ${organizationId}
    group by 1 order by 1`
  return {
    counts: { total: c.total, categorized: c.categorized, confirmed: c.confirmed },
    byLayer: Object.fromEntries(layers.map((l) => [l.layer, l.n])),
    months: months.map((m) => ({
      month: m.month,
      total: m.total,
      categorized: m.categorized,
      confirmed: m.confirmed,
      correct: m.correct,
      accuracy: m.judged ? Math.round((1000 * m.correct) / m.judged) / 1000 : null,
    })),
  }
}

export async function vendorSummary({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  const rows = await tx`
    with lines as (
      select coalesce(nullif(btrim(payee), ''), 'No vendor') as vendor, amount_cents, transaction_date,
        coalesce(actual_category, predicted_category) as account
      from public.expense_categorizations where organization_id = ${organizationId}
    )
    select l.vendor, count(*)::int as lines, (-sum(l.amount_cents))::float8 as spent, max(l.transaction_date)::text as last_date,
      mode() within group (order by l.account) as account, r.id as rule_id, r.rule_type
    from lines l
    left join public.expense_categorization_rules r on r.organization_id = ${organizationId}
      and lower(r.vendor) = lower(l.vendor)
    group by l.vendor, r.id, r.rule_type
    order by spent desc nulls last, l.vendor`
  return {
    vendors: rows.map((r) => ({
      vendor: r.vendor,
      lines: r.lines,
      spentCents: Number(r.spent),
      lastDate: r.last_date,
      accountName: r.account ?? null,
      ruleId: r.rule_id ?? null,
      ruleType: r.rule_type ?? null,
    })),
  }
}
