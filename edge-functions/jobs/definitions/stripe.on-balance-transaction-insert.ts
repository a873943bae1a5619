/**
 * `stripe.on-balance-transaction-insert`: balance transactions stored for an ended month not posted yet queue the
 * organization's `stripe.post` (domains/stripe/queue-posting-on-insert.ts), one per organization however many
 * batches arrive.
 */
import { z } from 'zod'
import { queuePostingOfEndedMonths } from '../../domains/stripe/queue-posting-on-insert.ts'
import { PermanentJobError, onEvent } from '../registry.ts'

const ZBatch = z.object({ first: z.string().min(1).max(255), last: z.string().min(1).max(255) })

onEvent({
  name: 'stripe.on-balance-transaction-insert',
  source: 'stripe',
  eventType: 'balance-transaction-insert',
  handle: async ({ tx, event }) => {
    const batch = ZBatch.safeParse(event.payload)
    if (!batch.success)
      throw new PermanentJobError(`Not a batch of balance transactions: ${batch.error.issues[0]?.message}`)
    return await queuePostingOfEndedMonths({ tx, orgId: event.organizationId, batch: batch.data })
  },
})
