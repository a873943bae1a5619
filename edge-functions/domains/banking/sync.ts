/**
 * One poll of a banking connection (the `banking.sync` job): the customer's accounts and payees, then GET /entries from the
 * stored cursor to the end, each page stored as it arrives (store-entries.ts) and the cursor saved with it, in the
 * job's transaction, so a crash stores nothing twice and loses nothing. Payments the API stored as `submitted` but
 * never heard back about (the process died between the two) are sent again with their own Idempotency-Key, which
 * the core answers without moving money twice. Then the auto-transfer rules are queued.
 * A long backlog (a first sync, a long outage) is read in steps: when `stepUsedUp` says the step has worked its time,
 * the cursor reached is saved and the result says `more`, and the job queues its next step, which reads on from there.
 */
import type { Tx } from '../../_shared/db.ts'
import { findConnection, markSynced } from '../connections/connection-store.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { coreClient } from './core-client.ts'
import type { CoreAccount, CoreCounterparty } from './core-types.ts'
import { upsertCoreCounterparties } from './counterparties.ts'
import { bookBankingAccounts } from './book-accounts.ts'
import { bankingRulesJob } from './jobs.ts'
import { upsertCoreAccounts } from './store-accounts.ts'
import { type StoreCounts, storeEntries } from './store-entries.ts'
import { recordSubmission, sendToCore, type TransferRequest } from './submit-payment.ts'

/**
 * Entries asked for, and stored, a page at a time. Each page is one statement of the sync's transaction; a quarter of
 * the core's largest page keeps each short, so the sync's work is spread between payments instead of arriving in
 * bursts that share the machine with them (banking benchmark, 100,000 transfers: p99 45 ms, rounds within ±5%; with
 * pages of 1,000, 46–49 ms, rounds within ±12%).
 */
export const ENTRIES_PAGE_SIZE = 250
/** A payment `submitted` this long without an answer recorded is asked about again. */
export const UNANSWERED_AFTER_SECONDS = 30
const UNANSWERED_AFTER = `${UNANSWERED_AFTER_SECONDS} seconds`

export type BankingSyncResult =
  | { skipped: string }
  | (StoreCounts & { pages: number; accounts: number; resubmitted: number; more: boolean; skipped?: undefined })

export async function syncBanking({
  tx,
  connectionId,
  signal,
  onPage,
  stepUsedUp = () => false,
}: {
  tx: Tx
  connectionId: string
  signal?: AbortSignal
  onPage?: (c: { pages: number; changed: number }) => Promise<void> | void
  stepUsedUp?: () => boolean
}): Promise<BankingSyncResult> {
  const c = await findConnection(tx, { id: connectionId }, { lock: true })
  if (c?.provider !== 'banking') return { skipped: 'not a banking connection' }
  if (c.status === 'disconnected') return { skipped: 'the connection is disconnected' }
  const core = coreClient()
  const conn = { id: c.id, organizationId: c.organizationId, externalId: c.externalId }

  const accounts: CoreAccount[] = []
  for (let cursor: string | null = null; ; ) {
    signal?.throwIfAborted()
    const page = await core.listAccounts(c.externalId, { cursor, limit: 1000 })
    accounts.push(...page.data)
    if (!page.has_more) break
    cursor = page.next_cursor
  }
  await upsertCoreAccounts(tx, { organizationId: c.organizationId, connectionId: c.id, accounts })
  // the accounts the books do not have yet become accounts of the chart (once; a refusal waits for the next sync)
  const books = await bookBankingAccounts(tx, { organizationId: c.organizationId })
  if (books.failed.length) console.warn(`banking sync: not yet in the books: ${books.failed.join('; ')}`)
  const counterparties: CoreCounterparty[] = []
  for (let cursor: string | null = null; ; ) {
    const page = await core.listCounterparties(c.externalId, { cursor, limit: 1000 })
    counterparties.push(...page.data)
    if (!page.has_more) break
    cursor = page.next_cursor
  }
  await upsertCoreCounterparties(tx, { organizationId: c.organizationId, connectionId: c.id, counterparties })

  const [state] = await tx`select entries_cursor from private.banking_sync_state where connection_id = ${c.id}`
  let cursor: string | null = state?.entries_cursor ?? null
  const totals: StoreCounts = { received: 0, changed: 0, settled: 0, voided: 0, payments: 0 }
  let pages = 0
  for (;;) {
    signal?.throwIfAborted()
    const page = await core.listEntries({ customer_id: c.externalId, cursor, limit: ENTRIES_PAGE_SIZE })
    const counts = await storeEntries(tx, conn, page.data)
    for (const k of Object.keys(totals) as (keyof StoreCounts)[]) totals[k] += counts[k]
    pages += 1
    cursor = page.next_cursor ?? cursor
    await onPage?.({ pages, changed: totals.changed })
    if (!page.has_more) break
    if (stepUsedUp()) {
      await saveCursor(tx, c.id, cursor)
      return { ...totals, pages, accounts: accounts.length, resubmitted: 0, more: true }
    }
  }
  await saveCursor(tx, c.id, cursor)

  const unanswered = await tx`
    select private.banking_transfer_request(p.id) as request from public.banking_payments p
    join public.banking_accounts a on a.id = p.from_account_id
    where a.connection_id = ${c.id} and p.status = 'submitted' and p.core_transfer_id is null
      and p.submitted_at < now() - ${UNANSWERED_AFTER}::interval
    order by p.submitted_at limit 100`
  for (const { request } of unanswered) {
    const outcome = await sendToCore(request as TransferRequest)
    if (outcome) await recordSubmission(tx, (request as TransferRequest).paymentId, outcome, { sync: false })
  }

  await markSynced(tx, c.id)
  const [{ on }] = await tx`select private.flag_enabled(${c.organizationId}, 'auto-transfer') as on`
  if (on)
    await enqueueJob({
      sql: tx,
      definition: bankingRulesJob,
      payload: { organizationId: c.organizationId },
      organizationId: c.organizationId,
    })
  return { ...totals, pages, accounts: accounts.length, resubmitted: unanswered.length, more: false }
}

async function saveCursor(tx: Tx, connectionId: string, cursor: string | null) {
  await tx`insert into private.banking_sync_state (connection_id, entries_cursor) values (${connectionId}, ${cursor})
    on conflict (connection_id) do update set entries_cursor = excluded.entries_cursor, updated_at = now()`
}
