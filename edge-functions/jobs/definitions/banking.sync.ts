/**
 * `banking.sync`: one banking connection's accounts, entries from the stored cursor, and payments left without an
 * answer (domains/banking/sync.ts), in the job's transaction; queued every minute by pg_cron, after each payment,
 * and when banking opens. Progress shows the pages stored. A backlog longer than one step (JOB_STEP_SECONDS) is read
 * in several jobs: each saves its cursor and queues the next (continueWith), so none runs near hosted's limits.
 */
import { bankingSyncJob } from '../../domains/banking/jobs.ts'
import { syncBanking } from '../../domains/banking/sync.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(bankingSyncJob, async ({ tx, payload, signal, progress, stepUsedUp }) => {
  const result = await syncBanking({
    tx,
    connectionId: payload.connectionId,
    signal,
    stepUsedUp,
    onPage: (c) => progress({ step: 'entries', pages: c.pages, changed: c.changed }),
  })
  return 'more' in result && result.more ? continueWith(payload, result) : result
})
