/**
 * Sends a payment to the core and records the answer. The core is asked with the payment's Idempotency-Key, so a
 * retried request, a concurrent retry or the sync asking again moves money once. A business refusal comes back as
 * the payment's entry result with its message (ENTRY_RESULT_MESSAGES) and nothing moved; an answer that never came
 * (the core unreachable after the client's retries) leaves the payment `submitted` for the sync to ask again.
 */
import { db, type Sql, type Tx } from '../../_shared/db.ts'
import { groupCommit } from '../../_shared/group-commit.ts'
import { ENTRY_RESULT_MESSAGES, PAYMENT_MESSAGES, type TEntryResult } from '../../../shared/rules/banking.ts'
import type { TBankingPayment } from '../../../shared/schemas/banking.ts'
import { CoreApiError, coreClient } from './core-client.ts'
import type { CoreTransferStatus } from './core-types.ts'
import { bankingSyncJob } from './jobs.ts'

/** private.banking_transfer_request: what POST /transfers is sent, with the key the core dedupes by. */
export type TransferRequest = {
  paymentId: string
  connectionId: string
  organizationId: string
  idempotencyKey: string
  body: {
    customer_id: string
    type: string
    from_account_id: string
    to_account_id?: string
    counterparty_id?: string
    amount: string
    description: string
    user_id?: string
  }
}

export type CoreOutcome = {
  status: 'pending' | 'settled' | 'failed' | 'rejected'
  transferId: string | null
  entryResult: TEntryResult
  message: string | null
}

const STATUS: Record<CoreTransferStatus, CoreOutcome['status']> = {
  Pending: 'pending',
  Settled: 'settled',
  Failed: 'failed',
  Rejected: 'rejected',
}

/** The core's answer as the payment's outcome, or null when no answer came (nothing known to have moved). */
export async function sendToCore(req: TransferRequest): Promise<CoreOutcome | null> {
  try {
    const { data: t } = await coreClient().createTransfer(req.body, req.idempotencyKey)
    const status = STATUS[t.status]
    const refused = status === 'rejected' || status === 'failed'
    return {
      status,
      transferId: t.id ?? null,
      entryResult: t.entry_result,
      message: refused ? ENTRY_RESULT_MESSAGES[t.entry_result] : null,
    }
  } catch (e) {
    if (e instanceof CoreApiError && !e.retryable) {
      // refused before anything moved: a closed or unknown account, a reused key with other details, a bad field
      const result: TEntryResult = e.entryResult ?? (e.status === 404 ? 'AccountNotFound' : 'InternalError')
      return { status: 'rejected', transferId: null, entryResult: result, message: ENTRY_RESULT_MESSAGES[result] }
    }
    console.warn(`[banking] payment ${req.paymentId}: no answer from the core, left for the sync: ${e}`)
    return null
  }
}

/**
 * The sync a payment asks for: at the start of the next second, one per connection and second (the key names the
 * second). Payments within a second share one sync; one recorded while a sync runs gets the next second's, so the
 * last payments of a burst are never left for the cron.
 */
export function afterPaymentSync(connectionId: string, now = Date.now()) {
  const second = Math.floor(now / 1000) + 1
  return {
    type: bankingSyncJob.id,
    payload: { connectionId, trigger: 'payment' },
    key: `${bankingSyncJob.jobKey!({ connectionId, trigger: 'payment' })}:${second}`,
    runAt: new Date(second * 1000).toISOString(),
    options: { ...bankingSyncJob.options, version: bankingSyncJob.version },
  }
}

/**
 * The sync a payment left without an answer asks for (the core stalled or unreachable): just after the sync would
 * first ask the core about it again (UNANSWERED_AFTER_SECONDS in sync.ts), so it settles then rather than at the next
 * minute's scheduled sync.
 */
export async function queueSyncForUnanswered(
  { connectionId, organizationId }: Pick<TransferRequest, 'connectionId' | 'organizationId'>,
  afterSeconds: number,
  now = Date.now(),
) {
  const second = Math.floor(now / 1000) + afterSeconds + 1
  await db()`select private.enqueue_job(${bankingSyncJob.id},
    ${db().json({ connectionId, trigger: 'payment' })},
    ${`${bankingSyncJob.jobKey!({ connectionId, trigger: 'payment' })}:unanswered:${second}`}, ${organizationId},
    ${new Date(second * 1000)}, ${db().json({ ...bankingSyncJob.options, version: bankingSyncJob.version } as never)})`
}

/**
 * The sync job's key last queued by this process, by connection. Asking to queue a key already queued costs the
 * database an insert attempt and a look-up (0.17 ms of every payment under the banking benchmark); a payment whose
 * second is already queued here skips it. Only recordAnswer, whose statements commit on their own, uses it.
 */
const queuedSyncKeys = new Map<string, string>()

/**
 * Records the outcome on the payment (service role) within the caller's transaction, and queues the connection's
 * sync when asked.
 */
export async function recordSubmission(
  tx: Tx | Sql,
  req: Pick<TransferRequest, 'paymentId' | 'connectionId'> | string,
  outcome: CoreOutcome,
  opts: { sync: boolean; connectionId?: string },
): Promise<TBankingPayment> {
  const paymentId = typeof req === 'string' ? req : req.paymentId
  const connectionId = typeof req === 'string' ? opts.connectionId : req.connectionId
  const job = opts.sync && connectionId ? afterPaymentSync(connectionId) : null
  const [{ payment }] = await tx`
    select private.record_banking_submission(${paymentId}, ${outcome.status}, ${outcome.transferId},
      ${outcome.entryResult}, ${outcome.message}, ${job === null ? null : tx.json(job as never)},
      ${PAYMENT_MESSAGES.failedAfterSent}) as payment`
  return payment as TBankingPayment
}

type Answer = {
  paymentId: string
  status: CoreOutcome['status']
  transferId: string | null
  entryResult: TEntryResult
  message: string | null
  syncJob: ReturnType<typeof afterPaymentSync> | null
  failedMessage: string
}

/** Answers of this process recorded together (private.record_banking_submissions), as requests are asked together. */
const recordTogether = groupCommit<Answer, TBankingPayment>(
  async (answers) => {
    const [{ r }] = await db()`select private.record_banking_submissions(${db().json(answers as never)}) as r`
    return r as TBankingPayment[]
  },
  { maxBatch: 64, maxInFlight: 1 },
)

/**
 * Records the core's answer to a request the API just sent, in its own transaction shared with other answers of the
 * moment, and queues the connection's sync. The sync's second is marked queued when the answer is handed over, so
 * answers of one group carry it once; an answer that could not be recorded unmarks it.
 */
export async function recordAnswer(req: TransferRequest, outcome: CoreOutcome): Promise<TBankingPayment> {
  let syncJob: Answer['syncJob'] = afterPaymentSync(req.connectionId)
  if (queuedSyncKeys.get(req.connectionId) === syncJob.key) syncJob = null
  else queuedSyncKeys.set(req.connectionId, syncJob.key)
  try {
    return await recordTogether({
      paymentId: req.paymentId,
      status: outcome.status,
      transferId: outcome.transferId,
      entryResult: outcome.entryResult,
      message: outcome.message,
      syncJob,
      failedMessage: PAYMENT_MESSAGES.failedAfterSent,
    })
  } catch (e) {
    if (syncJob && queuedSyncKeys.get(req.connectionId) === syncJob.key) queuedSyncKeys.delete(req.connectionId)
    throw e
  }
}
