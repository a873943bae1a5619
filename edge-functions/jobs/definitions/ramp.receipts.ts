/**
 * `ramp.receipts`: the receipts a Ramp connection's card lines name, downloaded into Storage (queued by ramp.sync), in
 * steps when there are many.
 */
import { rampReceiptsJob } from '../../../shared/schemas/ramp.ts'
import { rampAccessToken } from '../../domains/ramp/ramp-api.ts'
import { storeConnectionReceipts } from '../../domains/ramp/store-receipts.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(rampReceiptsJob, async ({ tx, payload, stepUsedUp }) => {
  const [c] = await tx`select organization_id from public.provider_connections
    where id = ${payload.connectionId} and provider = 'ramp' and status = 'active'`
  if (!c) return { skipped: 'the Ramp connection is no longer active' }
  // the token before any write: a refresh commits in a transaction of its own
  const { accessToken } = await rampAccessToken({ orgId: c.organization_id })
  const counts = await storeConnectionReceipts({ tx, connectionId: payload.connectionId, accessToken, stepUsedUp })
  // a backlog longer than a step: the stored ones commit and the next step files the rest
  return 'more' in counts && counts.more ? continueWith(payload, counts) : counts
})
