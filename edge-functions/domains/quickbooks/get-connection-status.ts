/** Whether an organization is connected to QuickBooks, as the caller may see it (runs as the user). */
import { asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TQuickbooksConnectionStatus } from '../../../shared/schemas/quickbooks.ts'

export async function getConnectionStatus({
  claims,
  orgId,
}: {
  claims: Claims
  orgId: string
}): Promise<TQuickbooksConnectionStatus> {
  return await asUser(claims, async (tx) => {
    const [org] = await tx`select id from public.organizations where id = ${orgId}`
    if (!org) throw new AppError('not_found', 'Organization not found')
    const [s] = await tx`select * from public.quickbooks_connection_status(${orgId}::uuid)`
    const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null)
    return {
      organizationId: orgId,
      connected: s?.status === 'active',
      status: s ? s.status : 'not_connected',
      realmId: s?.realm_id ?? null,
      connectedAt: iso(s?.connected_at),
      accessTokenExpiresAt: iso(s?.access_token_expires_at),
      refreshTokenExpiresAt: iso(s?.refresh_token_expires_at),
    }
  })
}
