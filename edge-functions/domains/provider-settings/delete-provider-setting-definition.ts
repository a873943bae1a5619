/** Admins and owners remove a definition; every organization's value for it goes too (foreign key cascade). */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { getProviderSettingDefinition } from './list-provider-setting-definitions.ts'

export async function deleteProviderSettingDefinition({
  tx,
  providerId,
  key,
}: {
  tx: Tx
  providerId: string
  key: string
}) {
  await getProviderSettingDefinition({ tx, providerId, key })
  await assertAdmin({ tx })
  await tx`delete from public.provider_setting_definitions where provider_id = ${providerId} and key = ${key}`
}
