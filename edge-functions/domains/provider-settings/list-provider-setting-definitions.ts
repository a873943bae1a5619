/** Every provider setting definition (any signed-in user may read them), by provider then name. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TProviderSettingDefinition } from '../../../shared/schemas/provider-settings.ts'
import { plain } from '../../_shared/rows.ts'
import { DEFINITION_COLUMNS } from './definition-columns.ts'

export async function listProviderSettingDefinitions({ tx }: { tx: Tx }): Promise<TProviderSettingDefinition[]> {
  return plain(
    await tx.unsafe(
      `select ${DEFINITION_COLUMNS} from public.provider_setting_definitions d order by d.provider_id, lower(d.name), d.key`,
    ),
  )
}

export async function getProviderSettingDefinition({
  tx,
  providerId,
  key,
}: {
  tx: Tx
  providerId: string
  key: string
}): Promise<TProviderSettingDefinition> {
  const [row] = await tx.unsafe(
    `select ${DEFINITION_COLUMNS} from public.provider_setting_definitions d where d.provider_id = $1 and d.key = $2`,
    [providerId, key],
  )
  if (!row) throw new AppError('not_found', 'Provider setting not found')
  return plain(row)
}
