/**
 * Opens banking for an organization once its KYC application is approved (called by
 * domains/banking-onboarding when the core's customer is verified): the organization's `banking` connection
 * (provider_connections, external_id = the core's customer id; webhooks route by it), a default "Operating" Checking
 * account at the core, and the first sync (entries, balances, accounts the customer already had).
 */
import type { Tx } from '../../_shared/db.ts'
import { upsertConnection } from '../connections/connection-store.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { coreClient } from './core-client.ts'
import { bankingSyncJob } from './jobs.ts'
import { upsertCoreAccounts } from './store-accounts.ts'

export const DEFAULT_ACCOUNT = { name: 'Operating', type: 'Checking' } as const

/**
 * @param tx a service-role transaction (`asService`); the connection, the account row and the sync job commit with it.
 * @param organizationId the organization whose application was approved.
 * @param customerId the core's customer id (`POST /customers` answered it).
 * @param userId the person acting (recorded as who connected and who opened the account).
 * @returns the connection id and the product's id of the Operating account.
 *
 * Safe to call again (a retried approval): the connection is upserted, and the Operating account is opened with a
 * fixed Idempotency-Key per customer, and not at all when the customer already has an open account of that name.
 * Calls the core before writing, so a core that refuses leaves nothing behind (the CoreApiError propagates).
 */
export async function openBanking({
  tx,
  organizationId,
  customerId,
  userId,
}: {
  tx: Tx
  organizationId: string
  customerId: string
  userId: string | null
}): Promise<{ connectionId: string; operatingAccountId: string }> {
  const core = coreClient()
  const existing = await core.listAccounts(customerId, { limit: 1000 })
  const operating =
    existing.data.find((a) => a.name === DEFAULT_ACCOUNT.name && a.status === 'open') ??
    (await core.createAccount(
      { customer_id: customerId, name: DEFAULT_ACCOUNT.name, type: DEFAULT_ACCOUNT.type, currency: 'USD' },
      `open-banking:${customerId}`,
    ))
  const connection = await upsertConnection(tx, {
    organizationId,
    provider: 'banking',
    externalId: customerId,
    displayName: 'Business banking',
    connectedBy: userId,
  })
  const ids = await upsertCoreAccounts(tx, {
    organizationId,
    connectionId: connection.id,
    accounts: [...existing.data.filter((a) => a.id !== operating.id), operating],
    createdBy: userId,
  })
  await enqueueJob({
    sql: tx,
    definition: bankingSyncJob,
    payload: { connectionId: connection.id, trigger: 'opened' },
    organizationId,
  })
  return { connectionId: connection.id, operatingAccountId: ids.get(operating.id)! }
}
