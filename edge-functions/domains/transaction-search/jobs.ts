/**
 * `search.refresh`: rebuild the search entries of the ledger transactions one bulk statement wrote (more than a
 * thousand; smaller writes rebuild theirs at once). Queued in SQL by private.transaction_search_refresh_ledger_soon
 * (migration 20261124110000) with these options, in the writer's transaction, so the job exists exactly when the
 * write committed; no key, since each write's ids are its own. The rebuild reads the books as they are when it runs.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'

export const searchRefreshJob = defineJob({
  id: 'search.refresh',
  version: 1,
  payload: z.object({ transactionIds: z.array(z.number().int().positive()) }),
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 30 },
})
