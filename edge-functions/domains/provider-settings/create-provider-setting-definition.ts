/** Admins and owners define a provider setting (a select with key/value options). The same provider and key twice: 409. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TCreateProviderSettingDefinitionRequest } from '../../../shared/schemas/provider-settings.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { getProviderSettingDefinition } from './list-provider-setting-definitions.ts'

export async function createProviderSettingDefinition({
  tx,
  input,
}: {
  tx: Tx
  input: TCreateProviderSettingDefinitionRequest
}) {
  await assertAdmin({ tx })
  const rows = await tx`
    insert into public.provider_setting_definitions (provider_id, key, name, description, type, options, default_value, allow_reset)
    values (${input.providerId}, ${input.key}, ${input.name}, ${input.description}, 'select', ${tx.json(input.options)},
            ${input.defaultValue === null ? null : tx.json(input.defaultValue)}, ${input.allowReset})
    on conflict (provider_id, key) do nothing returning key`
  if (rows.length === 0) {
    throw new AppError('conflict', 'This provider already has a setting with that key', {
      fields: [{ path: 'key', message: 'This provider already has a setting with that key' }],
    })
  }
  return await getProviderSettingDefinition({ tx, providerId: input.providerId, key: input.key })
}
