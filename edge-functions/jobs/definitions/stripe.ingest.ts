/**
 * `stripe.ingest`: a Stripe connection's records up to createdAtLimit, queued on connect and each morning
 * (17_payment_providers.sql); a `period` run then queues `stripe.post` for the months that have ended.
 */
import { paymentProviderIngestJob, stripePostJob } from '../../../shared/schemas/jobs.ts'
import { ingestStripe } from '../../domains/stripe/ingest.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { registerJob } from '../registry.ts'

registerJob(paymentProviderIngestJob, async ({ tx, payload }) => {
  const counts = await ingestStripe({
    tx,
    connectionId: payload.connectionId,
    createdAtLimit: payload.createdAtLimit,
    type: payload.type,
  })
  const [c] = await tx`select organization_id from public.provider_connections where id = ${payload.connectionId}`
  if (payload.type === 'period' && c)
    await enqueueJob({
      sql: tx,
      definition: stripePostJob,
      payload: { organizationId: c.organization_id },
      organizationId: c.organization_id,
    })
  return counts
})
