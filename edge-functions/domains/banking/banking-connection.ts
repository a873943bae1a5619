/**
 * The organization's live banking connection (its core customer). Who may do what with banking is asked in
 * _shared/access.ts (`assertBanking`, `bankingRights`).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

/** The organization's live banking connection (its core customer), or a 409 saying banking is not open yet. */
export async function bankingConnection(tx: Tx, organizationId: string) {
  const [c] = await tx`select id, external_id as "customerId" from public.provider_connections
    where organization_id = ${organizationId} and provider = 'banking' and status <> 'disconnected'
    order by connected_at desc limit 1`
  if (!c) throw new AppError('conflict', 'Banking is not open for this organization yet')
  return c as { id: string; customerId: string }
}
