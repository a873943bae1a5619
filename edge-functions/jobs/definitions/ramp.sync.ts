/** `ramp.sync`: a Ramp connection's card transactions, queued on connect and each morning (17_payment_providers.sql). */
import { rampSyncJob } from '../../../shared/schemas/ramp.ts'
import { syncRampTransactions } from '../../domains/ramp/sync-transactions.ts'
import { registerJob } from '../registry.ts'

registerJob(rampSyncJob, ({ tx, payload }) => syncRampTransactions({ tx, connectionId: payload.connectionId }))
