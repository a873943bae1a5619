/**
 * A group's consolidated chart of accounts (one per report type): its accounts with their parents and the provider
 * accounts each one gathers, and adding an account (the chart is created on first use). RLS decides who may write.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type {
  TAddConsolidatedAccountRequest,
  TConsolidatedAccount,
  TConsolidatedChartType,
} from '../../../shared/schemas/consolidation.ts'
import { plain } from '../../_shared/rows.ts'

export async function listConsolidatedAccounts({
  tx,
  groupId,
  type,
}: {
  tx: Tx
  groupId: string
  type: TConsolidatedChartType
}): Promise<TConsolidatedAccount[]> {
  return plain<TConsolidatedAccount[]>(
    await tx`
    select a.id, a.name, a.number, a.type, a.subtype, a.classification, p.name as parent,
      coalesce(json_agg(json_build_object('organizationId', m.organization_id, 'provider', m.provider, 'providerAccountId', m.provider_account_id, 'name', m.name)) filter (where m.id is not null), '[]') as mappings
    from public.consolidated_charts ch join public.consolidated_accounts a on a.chart_id = ch.id
    left join public.consolidated_accounts p on p.id = a.parent_id
    left join public.consolidated_account_mappings m on m.consolidated_account_id = a.id
    where ch.organization_group_id = ${groupId} and ch.type = ${type}
    group by a.id, p.name order by a.number nulls last, a.name`,
  )
}

export async function addConsolidatedAccount({
  tx,
  groupId,
  type,
  account: a,
}: {
  tx: Tx
  groupId: string
  type: TConsolidatedChartType
  account: TAddConsolidatedAccountRequest
}) {
  const [ch] =
    await tx`insert into public.consolidated_charts (organization_group_id, type) values (${groupId}, ${type})
    on conflict (organization_group_id, type) do update set type = excluded.type returning id`
  const [parent] = a.parentName
    ? await tx`select id from public.consolidated_accounts where chart_id = ${ch.id} and name = ${a.parentName}`
    : [undefined]
  if (a.parentName && !parent)
    throw new AppError('validation_failed', 'parentName: no such consolidated account', {
      fields: [{ path: 'parentName', message: 'No such consolidated account' }],
    })
  const [acc] =
    await tx`insert into public.consolidated_accounts (chart_id, organization_group_id, parent_id, name, number, type, subtype)
    values (${ch.id}, ${groupId}, ${parent?.id ?? null}, ${a.name}, ${a.number ?? null}, ${a.type}, ${a.subtype ?? null}) returning id`
  for (const m of a.providerMappings) {
    await tx`insert into public.consolidated_account_mappings (consolidated_account_id, organization_group_id, organization_id, provider, provider_account_id, name)
      values (${acc.id}, ${groupId}, ${m.organizationId}, ${m.provider}, ${m.providerAccountId}, ${m.name})`
  }
  return { id: acc.id as string, ...a }
}
