/**
 * `teller.sync`: one Teller enrollment's accounts, transactions and balances (domains/teller/sync-enrollment.ts), in
 * the job's transaction, so a crash or a retry never stores half a sync. A Teller error worth retrying (a bank
 * outage, a rate limit) is recorded on the connection on a connection of its own, since the job's transaction rolls
 * back with the throw, and the job retries. An enrollment with many accounts is synced in steps of whole accounts.
 */
import { tellerSyncJob } from '../../../shared/schemas/teller.ts'
import { recordError } from '../../domains/connections/connection-store.ts'
import { syncEnrollment } from '../../domains/teller/sync-enrollment.ts'
import { TellerApiError } from '../../domains/teller/teller-api.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(tellerSyncJob, async ({ tx, sql, payload, signal, stepUsedUp }) => {
  try {
    const result = await syncEnrollment({
      tx,
      connectionId: payload.connectionId,
      signal,
      doneAccounts: payload.doneAccounts,
      stepUsedUp,
    })
    // many accounts: this step's accounts commit, the next step carries on with the others
    if ('more' in result && result.more) return continueWith({ ...payload, ...result.more }, result)
    return result
  } catch (e) {
    if (e instanceof TellerApiError)
      await sql.begin((t) => recordError(t, payload.connectionId, { code: e.code, message: e.message }))
    throw e
  }
})
