/** Starts connecting QuickBooks (the generic connect path; the API's QuickBooks route answers `authorizeUrl`). */
import type { Claims } from '../../_shared/db.ts'
import { startConnection as startProviderConnection } from '../connections/start-connection.ts'

export async function startConnection({ claims, orgId }: { claims: Claims; orgId: string }) {
  const { url, expiresAt } = await startProviderConnection({ claims, orgId, provider: 'quickbooks' })
  return { authorizeUrl: url, expiresAt }
}
