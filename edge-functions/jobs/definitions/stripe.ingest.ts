/** `stripe.ingest`: a Stripe connection's records up to createdAtLimit, queued on connect and each morning (17_payment_providers.sql). */
import { paymentProviderIngestJob } from '../../../shared/schemas/jobs.ts'
import { ingestStripe } from '../../domains/stripe/ingest.ts'
import { registerJob } from '../registry.ts'

registerJob(paymentProviderIngestJob, ({ tx, payload }) =>
  ingestStripe({ tx, connectionId: payload.connectionId, createdAtLimit: payload.createdAtLimit, type: payload.type }),
)
