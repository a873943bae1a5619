/**
 * An organization's provider settings: every definition with the organization's value (or the default when it stored
 * none), and whether the caller may change them (the org's admins, its bookkeepers, admins; not org users, reviewers).
 */
import type { Tx } from '../../_shared/db.ts'
import type { TProviderSetting } from '../../../shared/schemas/provider-settings.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { jsonText } from './definition-columns.ts'

export async function canChangeProviderSettings({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<boolean> {
  const [row] =
    await tx`select private.is_org_admin(${organizationId}) or private.is_org_staff(${organizationId}) as ok`
  return !!row?.ok
}

export async function listProviderSettings({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<{ settings: TProviderSetting[]; canEdit: boolean }> {
  await assertOrganizationVisible({ tx, organizationId })
  const rows = await tx.unsafe(
    `
    select d.provider_id as "providerId", d.key, d.name, d.description, d.type, d.options, d.allow_reset as "allowReset",
      ${jsonText('case when s.id is null then d.default_value else s.setting_value end')} as value,
      s.id is null as "isDefault", s.updated_at as "updatedAt"
    from public.provider_setting_definitions d
    left join public.provider_settings s on s.provider_id = d.provider_id and s.setting_key = d.key and s.organization_id = $1
    order by d.provider_id, lower(d.name), d.key`,
    [organizationId],
  )
  return { settings: plain(rows), canEdit: await canChangeProviderSettings({ tx, organizationId }) }
}
