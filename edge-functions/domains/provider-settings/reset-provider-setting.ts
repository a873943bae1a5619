/** Reset a setting to its default by removing the organization's value; only where the definition allows a reset. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { getProviderSettingDefinition } from './list-provider-setting-definitions.ts'
import { canChangeProviderSettings, listProviderSettings } from './list-provider-settings.ts'

export async function resetProviderSetting({
  tx,
  organizationId,
  providerId,
  key,
}: {
  tx: Tx
  organizationId: string
  providerId: string
  key: string
}) {
  await assertOrganizationVisible({ tx, organizationId })
  const definition = await getProviderSettingDefinition({ tx, providerId, key })
  if (!(await canChangeProviderSettings({ tx, organizationId }))) {
    throw new AppError('forbidden', "Only the organization's admins and bookkeepers can change its provider settings")
  }
  if (!definition.allowReset)
    throw new AppError('unprocessable', `${definition.name} cannot be reset; choose another option instead`)
  await tx`delete from public.provider_settings where organization_id = ${organizationId} and provider_id = ${providerId} and setting_key = ${key}`
  const { settings } = await listProviderSettings({ tx, organizationId })
  return settings.find((s) => s.providerId === providerId && s.key === key)!
}
