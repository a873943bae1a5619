/**
 * `bills.email-intake`: each mail delivered to /api/bill-email (a `webhook` event from source `pubsub`, route
 * `bill-email`) becomes draft bills, one per attachment (domains/bill-pay/email-intake.ts). Other pub/sub routes are
 * not this handler's.
 */
import { ZodError } from 'zod'
import { receiveBillEmail } from '../../domains/bill-pay/email-intake.ts'
import { onEvent, PermanentJobError } from '../registry.ts'

onEvent({
  name: 'bills.email-intake',
  source: 'pubsub',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    const { route, body } = event.payload as { route?: string; body?: unknown }
    if (route !== 'bill-email') return { skipped: `route ${route}` }
    try {
      return await receiveBillEmail({ tx, body })
    } catch (e) {
      if (e instanceof ZodError) throw new PermanentJobError(`The mail is not in the bill intake's shape: ${e.message}`)
      throw e
    }
  },
})
