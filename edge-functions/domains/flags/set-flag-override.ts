/** Admins turn a flag on or off for one organization, or clear the override (enabled = null) to follow the default. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertAdmin, assertOrganizationVisible } from '../../_shared/access.ts'
import { listFeatureFlags } from './list-feature-flags.ts'

export async function setFlagOverride({
  tx,
  name,
  organizationId,
  enabled,
}: {
  tx: Tx
  name: string
  organizationId: string
  enabled: boolean | null
}) {
  await assertAdmin({ tx })
  await assertOrganizationVisible({ tx, organizationId })
  const [flag] = await tx`select 1 from public.feature_flags where name = ${name}`
  if (!flag) throw new AppError('not_found', `Unknown flag ${name}`)
  if (enabled === null) {
    await tx`delete from public.organization_feature_flags where organization_id = ${organizationId} and flag_name = ${name}`
  } else {
    await tx`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${organizationId}, ${name}, ${enabled})
      on conflict (organization_id, flag_name) do update set enabled = excluded.enabled, updated_at = now()`
  }
  return (await listFeatureFlags({ tx })).find((f) => f.name === name)!
}
