/**
 * `banking.sync`: one banking connection's accounts, entries from the stored cursor, and payments left without an
 * answer (domains/banking/sync.ts), in the job's transaction; queued every minute by pg_cron, after each payment,
 * and when banking opens. Progress shows the pages stored.
 */
import { bankingSyncJob } from '../../domains/banking/jobs.ts'
import { syncBanking } from '../../domains/banking/sync.ts'
import { registerJob } from '../registry.ts'

registerJob(
  bankingSyncJob,
  async ({ tx, payload, signal, progress }) =>
    await syncBanking({
      tx,
      connectionId: payload.connectionId,
      signal,
      onPage: (c) => progress({ step: 'entries', pages: c.pages, changed: c.changed }),
    }),
)
