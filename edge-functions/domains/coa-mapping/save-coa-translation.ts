/** Record how one organization's account name translates into another's (staff of both); the latest answer wins. */
import type { Tx } from '../../_shared/db.ts'
import type { TCoaTranslation } from '../../../shared/schemas/consolidation.ts'
import { assertOrgAccess } from '../../_shared/access.ts'

export async function saveCoaTranslation({ tx, translation: t }: { tx: Tx; translation: TCoaTranslation }) {
  await assertOrgAccess(tx, t.originOrganizationId, { staff: true })
  await assertOrgAccess(tx, t.destinationOrganizationId, { staff: true })
  const [row] =
    await tx`insert into public.coa_translations (origin_organization_id, origin_account_name, destination_organization_id, destination_account_name)
    values (${t.originOrganizationId}, ${t.originAccountName}, ${t.destinationOrganizationId}, ${t.destinationAccountName})
    on conflict (origin_organization_id, origin_account_name, destination_organization_id) do update set destination_account_name = excluded.destination_account_name
    returning id`
  return { id: row.id as string, ...t }
}
