/**
 * `teller.sync`: one Teller enrollment's accounts, transactions and balances (domains/teller/sync-enrollment.ts), in
 * the job's transaction, so a crash or a retry never stores half a sync. A Teller error worth retrying (a bank
 * outage, a rate limit) is recorded on the connection on a connection of its own, since the job's transaction rolls
 * back with the throw, and the job retries.
 */
import { tellerSyncJob } from '../../../shared/schemas/teller.ts'
import { recordError } from '../../domains/connections/connection-store.ts'
import { syncEnrollment } from '../../domains/teller/sync-enrollment.ts'
import { TellerApiError } from '../../domains/teller/teller-api.ts'
import { registerJob } from '../registry.ts'

registerJob(tellerSyncJob, async ({ tx, sql, payload, signal }) => {
  try {
    return await syncEnrollment({ tx, connectionId: payload.connectionId, signal })
  } catch (e) {
    if (e instanceof TellerApiError)
      await sql.begin((t) => recordError(t, payload.connectionId, { code: e.code, message: e.message }))
    throw e
  }
})
