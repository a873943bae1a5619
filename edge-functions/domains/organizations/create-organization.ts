/** Admins create organizations (RLS refuses everyone else with 403). */
import type { Tx } from '../../_shared/db.ts'
import { getOrganization } from './get-organization.ts'
import { ORGANIZATION_PATCH_COLUMNS } from './organization-columns.ts'
import { toColumns } from '../../_shared/rows.ts'

export async function createOrganization({ tx, input }: { tx: Tx; input: Record<string, unknown> }) {
  const row = toColumns(input, ORGANIZATION_PATCH_COLUMNS)
  const cols = Object.keys(row)
  const [created] = await tx.unsafe(
    `insert into public.organizations (${cols.join(', ')}) select ${cols.join(', ')} from jsonb_populate_record(null::public.organizations, $1::text::jsonb) returning id`,
    [JSON.stringify(row)],
  )
  return await getOrganization({ tx, organizationId: created.id })
}
