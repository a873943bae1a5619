/** Admins change a flag's global default (and description). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { listFeatureFlags } from './list-feature-flags.ts'

export async function updateFeatureFlag({
  tx,
  name,
  defaultEnabled,
  description,
}: {
  tx: Tx
  name: string
  defaultEnabled?: boolean
  description?: string
}) {
  await assertAdmin({ tx })
  const rows =
    await tx`update public.feature_flags set default_enabled = coalesce(${defaultEnabled ?? null}::boolean, default_enabled),
    description = coalesce(${description ?? null}::text, description), updated_at = now() where name = ${name} returning name`
  if (rows.length === 0) throw new AppError('not_found', `Unknown flag ${name}`)
  return (await listFeatureFlags({ tx })).find((f) => f.name === name)!
}
