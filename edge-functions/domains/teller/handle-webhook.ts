/**
 * A Teller webhook, as the event bus hands it over (recorded once under Teller's event id, so a retried delivery
 * has no second effect): `enrollment.disconnected` breaks the connection with the reason and tells the admins;
 * `transactions.processed` stores the transactions it carries (or queues a sync when it carries none, or names an
 * account not stored yet); verification results and tests are acknowledged.
 */
import type { Tx } from '../../_shared/db.ts'
import {
  type TTellerTransaction,
  tellerSyncJob,
  ZTellerTransaction,
  ZTellerWebhook,
} from '../../../shared/schemas/teller.ts'
import { findConnection } from '../connections/connection-store.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { applyTellerError, disconnectionCode } from './apply-teller-error.ts'
import { storeTransactions } from './store-transactions.ts'

export class MalformedTellerWebhook extends Error {}

export async function handleTellerWebhook({
  tx,
  organizationId,
  enrollmentId,
  body,
}: {
  tx: Tx
  organizationId: string | null
  enrollmentId: string | null
  body: unknown
}) {
  const parsed = ZTellerWebhook.safeParse(body)
  if (!parsed.success) throw new MalformedTellerWebhook(`Not a Teller webhook: ${parsed.error.issues[0]?.message}`)
  const hook = parsed.data
  if (!organizationId || !enrollmentId) return { ignored: 'the webhook names no connected enrollment' }
  const c = await findConnection(tx, { organizationId, provider: 'teller', externalId: enrollmentId })
  if (!c) return { ignored: 'the enrollment is no longer connected' }

  if (hook.type === 'enrollment.disconnected') {
    const reason = hook.payload.reason ?? 'disconnected'
    const code = disconnectionCode(reason)
    await applyTellerError(tx, c.id, {
      code,
      message: `Teller reports the enrollment disconnected (${reason})`,
      disconnected: true,
      revoked: false,
    })
    return { disconnected: code }
  }

  if (hook.type === 'transactions.processed') {
    const carried = (hook.payload.transactions ?? []).map((t) => ZTellerTransaction.safeParse(t))
    const bad = carried.find((r) => !r.success)
    if (bad && !bad.success)
      throw new MalformedTellerWebhook(`A transaction in the webhook is malformed: ${bad.error.issues[0]?.message}`)
    const transactions = carried.flatMap((r) => (r.success ? [r.data] : []))
    const accounts = await tx`select id, account_id, type, currency from public.bank_accounts
      where connection_id = ${c.id} and account_id = any(${[...new Set(transactions.map((t) => t.account_id))]}::text[])`
    const byAccount = new Map(accounts.map((a) => [a.account_id as string, a]))
    const totals = { inserted: 0, updated: 0, syncQueued: false }
    const groups = new Map<string, TTellerTransaction[]>()
    for (const t of transactions) groups.set(t.account_id, [...(groups.get(t.account_id) ?? []), t])
    for (const [accountId, list] of groups) {
      const a = byAccount.get(accountId)
      if (!a) continue
      const n = await storeTransactions(tx, {
        target: {
          organizationId: c.organizationId,
          connectionId: c.id,
          bankAccountId: a.id,
          accountType: a.type,
          currency: a.currency,
        },
        transactions: list,
      })
      totals.inserted += n.inserted
      totals.updated += n.updated
    }
    // nothing carried, or an account we have not stored yet: read the enrollment again
    if (transactions.length === 0 || [...groups.keys()].some((id) => !byAccount.has(id))) {
      await enqueueJob({
        sql: tx,
        definition: tellerSyncJob,
        payload: { connectionId: c.id, trigger: 'webhook' },
        organizationId: c.organizationId,
      })
      totals.syncQueued = true
    }
    return totals
  }

  return { ignored: hook.type }
}
