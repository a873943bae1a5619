/**
 * Fails fast with 404 when the caller cannot see the organization (RLS would otherwise just return nothing); with
 * `staff`, 403 unless the caller is one of its bookkeepers or admins. Answers whether the caller is, so a screen can
 * offer exactly the actions the API allows.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export async function assertOrgAccess(
  tx: Tx,
  orgId: string,
  opts: { staff?: boolean } = {},
): Promise<{ staff: boolean }> {
  if (!/^[0-9a-f-]{36}$/i.test(orgId)) throw new AppError('not_found', 'Organization not found')
  const [r] =
    await tx`select private.has_org_access(${orgId}::uuid) as access, private.is_org_staff(${orgId}::uuid) as staff`
  if (!r.access) throw new AppError('not_found', 'Organization not found')
  if (opts.staff && !r.staff)
    throw new AppError('forbidden', "Only the organization's bookkeepers and admins can change its books")
  return { staff: !!r.staff }
}
