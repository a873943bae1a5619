/**
 * A Ramp webhook, as the event bus hands it over (recorded once under Ramp's event id, so a retried delivery has no
 * second effect). Ramp's events name their object by id only, and may arrive out of order (a late
 * `transactions.authorized` after `transactions.cleared`), so a transaction event is answered by reading the
 * transaction's current state back from Ramp (GET /developer/v1/transactions/:id) and storing that, as the sync does
 * (store-transactions.ts: in place, never a settled line back to pending), then filing its receipts. Other event
 * types are acknowledged and ignored.
 */
import type { Tx } from '../../_shared/db.ts'
import { type TRampTransaction, ZRampTransaction, ZRampWebhook } from '../../../shared/schemas/ramp.ts'
import { findConnection } from '../connections/connection-store.ts'
import { ProviderError, providerRequest } from '../connections/provider-http.ts'
import { rampAccessToken, rampConfig } from './ramp-api.ts'
import { storeRampReceipts } from './store-receipts.ts'
import { storeRampTransactions } from './store-transactions.ts'

export class MalformedRampWebhook extends Error {}

export async function handleRampWebhook({
  tx,
  organizationId,
  body,
}: {
  tx: Tx
  organizationId: string | null
  body: unknown
}) {
  const parsed = ZRampWebhook.safeParse(body)
  if (!parsed.success) throw new MalformedRampWebhook(`Not a Ramp webhook: ${parsed.error.issues[0]?.message}`)
  const hook = parsed.data
  if (!hook.type.startsWith('transactions.')) return { ignored: hook.type }
  if (!organizationId) return { ignored: 'the webhook names no connected business' }
  const c = await findConnection(tx, { organizationId, provider: 'ramp', externalId: hook.business_id })
  if (c?.status !== 'active') return { ignored: 'the business is no longer connected' }
  const { accessToken } = await rampAccessToken({ orgId: organizationId })
  let transaction: TRampTransaction
  try {
    transaction = await providerRequest(
      'ramp',
      `${rampConfig().apiBase}/developer/v1/transactions/${encodeURIComponent(hook.object.id)}`,
      { auth: accessToken, schema: ZRampTransaction },
    )
  } catch (e) {
    if (e instanceof ProviderError && e.status === 404) return { ignored: 'Ramp no longer has the transaction' }
    throw e
  }
  const stored = await storeRampTransactions(tx, {
    orgId: organizationId,
    connectionId: c.id,
    transactions: [transaction],
  })
  const [line] = await tx`select id from public.provider_transactions
    where provider = 'ramp' and transaction_id = ${transaction.id} and organization_id = ${organizationId}`
  const receipts = line
    ? await storeRampReceipts(tx, {
        orgId: organizationId,
        accessToken,
        lines: [{ id: line.id, rampId: transaction.id, receiptIds: transaction.receipts }],
      })
    : { stored: 0, skipped: 0 }
  return { transaction: transaction.id, state: transaction.state, updated: stored.size > 0, receipts }
}
