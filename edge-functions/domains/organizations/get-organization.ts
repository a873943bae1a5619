/** One organization with every field; 404 when it does not exist or the caller may not see it. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TOrganization } from '../../../shared/schemas/organizations.ts'
import { ORGANIZATION_COLUMNS } from './organization-columns.ts'
import { plain } from '../../_shared/rows.ts'

export async function getOrganization({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TOrganization> {
  const [row] = await tx.unsafe(
    `select ${ORGANIZATION_COLUMNS} from public.organizations o where o.id = $1 and o.deleted_at is null`,
    [organizationId],
  )
  if (!row) throw new AppError('not_found', 'Organization not found')
  return plain(row)
}
