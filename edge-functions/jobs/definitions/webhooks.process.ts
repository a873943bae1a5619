/** `webhooks.process`: a recorded provider delivery becomes an event on the bus. */
import { webhookJob } from '../../../shared/schemas/jobs.ts'
import { processWebhookDelivery } from '../../domains/webhooks/process-webhook-delivery.ts'
import { registerJob } from '../registry.ts'

registerJob(webhookJob, ({ tx, payload }) => processWebhookDelivery({ tx, webhookUuid: payload.webhookUuid }))
