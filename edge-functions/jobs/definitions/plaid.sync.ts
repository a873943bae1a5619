/**
 * `plaid.sync`: an item's transactions from its saved cursor, then its balances; queued by the connect callback (the
 * first sync, with the statements fetch), on demand, and by a webhook whose sync did not reach the end in its step.
 * Progress shows the pages stored. A history longer than one step (JOB_STEP_SECONDS) is read in several jobs: each
 * commits the cursor it reached and queues the next (continueWith), which reads on from there.
 */
import { plaidSyncJob } from '../../../shared/schemas/plaid.ts'
import { syncItem } from '../../domains/plaid/sync-item.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(plaidSyncJob, async ({ tx, sql, payload, signal, progress, stepUsedUp }) => {
  const result = await syncItem({
    tx,
    sql,
    connectionId: payload.connectionId,
    signal,
    stepUsedUp,
    paginationStart: payload.paginationStart,
    onPage: (c) =>
      progress({ step: 'transactions', pages: c.pages, added: c.added, modified: c.modified, removed: c.removed }),
  })
  return 'more' in result && result.more
    ? continueWith({ ...payload, paginationStart: result.paginationStart }, result)
    : result
})
