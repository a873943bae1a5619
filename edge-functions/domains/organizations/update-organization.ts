/**
 * Org admins and staff update an organization. RLS limits which rows; the guard trigger limits clients to profile
 * fields (403 on servicing fields). A row the caller cannot update is reported as not found.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TUpdateOrganizationRequest } from '../../../shared/schemas/organizations.ts'
import { getOrganization } from './get-organization.ts'
import { ORGANIZATION_PATCH_COLUMNS } from './organization-columns.ts'
import { setList, toColumns } from '../../_shared/rows.ts'

export async function updateOrganization({
  tx,
  organizationId,
  patch,
}: {
  tx: Tx
  organizationId: string
  patch: TUpdateOrganizationRequest
}) {
  const row = toColumns(patch, ORGANIZATION_PATCH_COLUMNS)
  const cols = Object.keys(row)
  if (cols.length === 0) throw new AppError('bad_request', 'Nothing to update')
  const updated = await tx.unsafe(
    `update public.organizations o set ${setList(cols)} from jsonb_populate_record(null::public.organizations, $1::text::jsonb) r
     where o.id = $2 and o.deleted_at is null returning o.id`,
    [JSON.stringify(row), organizationId],
  )
  if (updated.length === 0) {
    await getOrganization({ tx, organizationId }) // 404 if invisible
    throw new AppError('forbidden', "Only org admins and the organization's staff can change it")
  }
  return await getOrganization({ tx, organizationId })
}
