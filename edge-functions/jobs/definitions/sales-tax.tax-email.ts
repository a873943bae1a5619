/**
 * `sales-tax.tax-email`: each mail delivered to /api/tax-email (a `webhook` event from source `pubsub`, route
 * `tax-email`): the tax-form service's mail to an organization's tax address, after which every W-9 of that
 * organization still moving is read from the service (domains/sales-tax/handle-tax-form-notice.ts). Other pub/sub
 * routes are not this handler's.
 */
import { ZodError } from 'zod'
import { handleTaxEmail } from '../../domains/sales-tax/handle-tax-form-notice.ts'
import { onEvent, PermanentJobError } from '../registry.ts'

onEvent({
  name: 'sales-tax.tax-email',
  source: 'pubsub',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    const { route, body } = event.payload as { route?: string; body?: unknown }
    if (route !== 'tax-email') return { skipped: `route ${route}` }
    try {
      return await handleTaxEmail({ tx, body })
    } catch (e) {
      if (e instanceof ZodError) throw new PermanentJobError(`The mail is not in the tax intake's shape: ${e.message}`)
      throw e
    }
  },
})
