/** Admin view: each flag with its default and every organization override. */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'

type TFeatureFlag = {
  name: string
  description: string
  defaultEnabled: boolean
  overrides: { organizationId: string; enabled: boolean }[]
}

export async function listFeatureFlags({ tx }: { tx: Tx }): Promise<TFeatureFlag[]> {
  await assertAdmin({ tx })
  return (await tx`select f.name, f.description, f.default_enabled as "defaultEnabled",
      coalesce((select json_agg(json_build_object('organizationId', o.organization_id, 'enabled', o.enabled) order by o.organization_id)
                from public.organization_feature_flags o where o.flag_name = f.name), '[]') as overrides
    from public.feature_flags f order by f.name`) as unknown as TFeatureFlag[]
}
