/** Choose a setting's value for an organization: it must be one of the definition's option keys (422 on `value`). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { getProviderSettingDefinition } from './list-provider-setting-definitions.ts'
import { canChangeProviderSettings, listProviderSettings } from './list-provider-settings.ts'

export async function setProviderSetting({
  tx,
  organizationId,
  providerId,
  key,
  value,
}: {
  tx: Tx
  organizationId: string
  providerId: string
  key: string
  value: string
}) {
  await assertOrganizationVisible({ tx, organizationId })
  const definition = await getProviderSettingDefinition({ tx, providerId, key })
  if (!(await canChangeProviderSettings({ tx, organizationId }))) {
    throw new AppError('forbidden', "Only the organization's admins and bookkeepers can change its provider settings")
  }
  if (!definition.options.some((o) => o.key === value)) {
    throw new AppError('validation_failed', 'Choose one of the listed options', {
      fields: [{ path: 'value', message: 'Choose one of the listed options' }],
    })
  }
  await tx`
    insert into public.provider_settings (organization_id, provider_id, setting_key, setting_value)
    values (${organizationId}, ${providerId}, ${key}, ${tx.json(value)})
    on conflict (organization_id, provider_id, setting_key) do update set setting_value = excluded.setting_value, updated_at = now()`
  const { settings } = await listProviderSettings({ tx, organizationId })
  return settings.find((s) => s.providerId === providerId && s.key === key)!
}
