/** 404 unless the caller can see the organization (RLS decides), so other tenants' ids look like missing ones. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export async function assertOrganizationVisible({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const [row] = await tx`select id from public.organizations where id = ${organizationId} and deleted_at is null`
  if (!row) throw new AppError('not_found', 'Organization not found')
}

/**
 * 403 unless the caller is an admin or owner (for routes whose RLS would just show an empty result); `action` ends
 * the sentence the refused caller reads ("Only admins and owners can see operations").
 */
export async function assertAdmin({ tx, action = 'do this' }: { tx: Tx; action?: string }) {
  const [row] = await tx`select private.is_admin() as ok`
  if (!row?.ok) throw new AppError('forbidden', `Only admins and owners can ${action}`)
}
