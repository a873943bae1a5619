/**
 * `sales-tax.w9-status`: each tax-form service webhook the intake recorded (a `webhook` event from source
 * taxbandits) brings the named W-9 up to what the service says, in this job's transaction
 * (domains/sales-tax/handle-tax-form-notice.ts).
 */
import { ZodError } from 'zod'
import { handleW9Webhook } from '../../domains/sales-tax/handle-tax-form-notice.ts'
import { onEvent, PermanentJobError } from '../registry.ts'

onEvent({
  name: 'sales-tax.w9-status',
  source: 'taxbandits',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    try {
      return await handleW9Webhook({
        tx,
        organizationId: event.organizationId,
        body: (event.payload as { body?: unknown } | null)?.body,
      })
    } catch (e) {
      if (e instanceof ZodError)
        throw new PermanentJobError(`The notification is not in the service's shape: ${e.message}`)
      throw e
    }
  },
})
