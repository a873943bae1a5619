/** `stripe.post`: an organization's ended Stripe months posted as `stripe` entries, queued after each ingest. */
import { stripePostJob } from '../../../shared/schemas/jobs.ts'
import { postEndedPeriods } from '../../domains/stripe/post-period.ts'
import { registerJob } from '../registry.ts'

registerJob(stripePostJob, ({ tx, payload }) => postEndedPeriods({ tx, orgId: payload.organizationId }))
