/**
 * Admins and owners change a definition's name, description, options, default and allowReset. Organizations whose
 * stored value is no longer an option are left as they are (the screen shows the value as not in the list) rather
 * than silently rewritten; the spec says nothing about migrating choices.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TUpdateProviderSettingDefinitionRequest } from '../../../shared/schemas/provider-settings.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { getProviderSettingDefinition } from './list-provider-setting-definitions.ts'

export async function updateProviderSettingDefinition({
  tx,
  providerId,
  key,
  input,
}: {
  tx: Tx
  providerId: string
  key: string
  input: TUpdateProviderSettingDefinitionRequest
}) {
  await getProviderSettingDefinition({ tx, providerId, key }) // 404 first
  await assertAdmin({ tx })
  await tx`
    update public.provider_setting_definitions
    set name = ${input.name}, description = ${input.description}, options = ${tx.json(input.options)},
        default_value = ${input.defaultValue === null ? null : tx.json(input.defaultValue)}, allow_reset = ${input.allowReset}
    where provider_id = ${providerId} and key = ${key}`
  return await getProviderSettingDefinition({ tx, providerId, key })
}
