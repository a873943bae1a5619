/** Applies the mapping form: adds Combine and Eliminate mappings and deletes the listed ones, for one group. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TConsolidationMapping, TMappingForm } from '../../../shared/schemas/consolidation.ts'
import { plain } from '../../_shared/rows.ts'

export async function saveConsolidationMappings({
  tx,
  groupId,
  form,
}: {
  tx: Tx
  groupId: string
  form: TMappingForm
}) {
  if (form.organizationGroupId && form.organizationGroupId !== groupId)
    throw new AppError('validation_failed', 'organizationGroupId: does not match the path', {
      fields: [{ path: 'organizationGroupId', message: 'Does not match the path' }],
    })
  const [g] = await tx`select private.can_manage_org_group(${groupId}::uuid) as ok`
  if (!g.ok) throw new AppError('forbidden', 'Only admins and the bookkeepers of the group can change its mappings')
  if (form.mappingIdsToDelete.length)
    await tx`delete from public.consolidation_mappings where organization_group_id = ${groupId} and id = any(${form.mappingIdsToDelete}::uuid[])`
  const rows = [
    ...form.combineMappings.map((m) => ({ ...m, mappingType: 'Combine' })),
    ...form.eliminationMappings.map((m) => ({ ...m, mappingType: 'Eliminate' })),
  ]
  for (const m of rows) {
    await tx`insert into public.consolidation_mappings (organization_group_id, account_name, report_type, mapping_type)
      values (${groupId}, ${m.accountName}, ${m.reportType}, ${m.mappingType})
      on conflict (organization_group_id, report_type, lowercase_name) do update set mapping_type = excluded.mapping_type, account_name = excluded.account_name`
  }
  return await listConsolidationMappings({ tx, groupId, reportType: form.reportType })
}

export async function listConsolidationMappings({
  tx,
  groupId,
  reportType,
}: {
  tx: Tx
  groupId: string
  reportType?: string
}) {
  return plain<TConsolidationMapping[]>(
    await tx`
    select id, organization_group_id as "organizationGroupId", account_name as "accountName", lowercase_name as "lowercaseName",
           report_type as "reportType", mapping_type as "mappingType"
    from public.consolidation_mappings where organization_group_id = ${groupId} ${reportType ? tx`and report_type = ${reportType}` : tx``}
    order by report_type, lowercase_name`,
  )
}
