/**
 * A banking core webhook the intake recorded (event source `banking`), acted on once in its job's transaction: an
 * entry version is stored like a polled one (store-entries.ts keeps the highest sequence, so the poll and the webhook
 * never count a change twice), a transfer's entries likewise (only accounts already known: its other side is the
 * core's clearing account), an account's new status or name is stored. Then the auto-transfer rules are queued.
 */
import type { Tx } from '../../_shared/db.ts'
import { ZBankingCoreWebhook } from '../../../shared/schemas/banking.ts'
import { findConnection } from '../connections/connection-store.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import type { CoreAccount, CoreEntry, CoreTransfer } from './core-types.ts'
import { bankingRulesJob } from './jobs.ts'
import { upsertCoreAccounts } from './store-accounts.ts'
import { storeEntries } from './store-entries.ts'

export async function handleBankingWebhook({
  tx,
  organizationId,
  body,
}: {
  tx: Tx
  organizationId: string | null
  body: unknown
}) {
  const hook = ZBankingCoreWebhook.parse(body)
  if (!organizationId) return { skipped: 'no organization' }
  const c = await findConnection(
    tx,
    { organizationId, provider: 'banking', externalId: hook.customer_id },
    { lock: true },
  )
  if (!c) return { skipped: 'the connection is no longer live' }
  const conn = { id: c.id, organizationId, externalId: c.externalId }
  let counts: unknown
  switch (hook.type) {
    case 'entry.created':
    case 'entry.updated':
      counts = await storeEntries(tx, conn, [hook.data as unknown as CoreEntry])
      break
    case 'transfer.updated':
      counts = await storeEntries(tx, conn, (hook.data as unknown as CoreTransfer).entries, {
        fetchUnknownAccounts: false,
      })
      break
    case 'account.updated': {
      const account = hook.data as unknown as CoreAccount
      if (account.customer_id === c.externalId)
        await upsertCoreAccounts(tx, { organizationId, connectionId: c.id, accounts: [account] })
      counts = { accounts: 1 }
    }
  }
  const [{ on }] = await tx`select private.flag_enabled(${organizationId}, 'auto-transfer') as on`
  if (on) await enqueueJob({ sql: tx, definition: bankingRulesJob, payload: { organizationId }, organizationId })
  return { type: hook.type, counts }
}
