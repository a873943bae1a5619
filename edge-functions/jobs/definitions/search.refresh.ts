/** `search.refresh`: the search entries of a bulk ledger write (domains/transaction-search/jobs.ts). */
import { searchRefreshJob } from '../../domains/transaction-search/jobs.ts'
import { registerJob } from '../registry.ts'

registerJob(searchRefreshJob, async ({ tx, payload }) => {
  await tx`select private.transaction_search_refresh_queued(${payload.transactionIds}::bigint[])`
  return { transactions: payload.transactionIds.length }
})
