/**
 * `stripe.on-balance-transaction-insert`: new Stripe balance transactions (from the daily ingest or a webhook) queue
 * the organization's `stripe.post`, which posts any Stripe month that has ended and is not posted yet; keyed per
 * organization, so an ingest's many pages post once.
 */
import { stripePostJob } from '../../../shared/schemas/jobs.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { onEvent } from '../registry.ts'

onEvent({
  name: 'stripe.on-balance-transaction-insert',
  source: 'stripe',
  eventType: 'balance-transaction-insert',
  handle: async ({ tx, event }) => {
    if (!event.organizationId) return { skipped: 'no organization' }
    const jobId = await enqueueJob({
      sql: tx,
      definition: stripePostJob,
      payload: { organizationId: event.organizationId },
      organizationId: event.organizationId,
    })
    return { jobId }
  },
})
