/**
 * Sales tax is behind the `taxes` flag (banking-payments-tax.md §2): with it off the routes answer not found, as a
 * screen of another organization would. The caller must have access to the organization; `edit` asks for the right
 * to write its working data (members and staff, not reviewers).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export async function assertSalesTaxAccess(
  tx: Tx,
  organizationId: string,
  opts: { edit?: boolean } = {},
): Promise<{ canEdit: boolean }> {
  if (!/^[0-9a-f-]{36}$/i.test(organizationId)) throw new AppError('not_found', 'Organization not found')
  const [r] = await tx`
    select private.has_org_access(${organizationId}::uuid) as access,
           private.can_edit_org(${organizationId}::uuid) as edit,
           private.flag_enabled(${organizationId}::uuid, 'taxes') as taxes`
  if (!r.access) throw new AppError('not_found', 'Organization not found')
  if (!r.taxes) throw new AppError('not_found', 'Sales tax is not turned on for this organization')
  if (opts.edit && !r.edit) throw new AppError('forbidden', "Only the organization's members and staff can do this")
  return { canEdit: !!r.edit }
}
