/** Every flag's effective value for one organization (its override if set, else the global default), or the defaults. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'

export async function getEffectiveFlags({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId?: string
}): Promise<Record<string, boolean>> {
  if (!organizationId) {
    const rows = await tx`select name, default_enabled as enabled from public.feature_flags order by name`
    return Object.fromEntries(rows.map((r) => [r.name as string, r.enabled as boolean]))
  }
  await assertOrganizationVisible({ tx, organizationId })
  const rows = await tx`select f.name, coalesce(o.enabled, f.default_enabled) as enabled
    from public.feature_flags f left join public.organization_feature_flags o on o.flag_name = f.name and o.organization_id = ${organizationId}
    order by f.name`
  return Object.fromEntries(rows.map((r) => [r.name as string, r.enabled as boolean]))
}
