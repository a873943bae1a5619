/**
 * `receipts.email-intake`: each mail delivered to /api/receipts (a `webhook` event from source `pubsub`, route
 * `receipts`) is filed as receipts or recorded with why not (domains/receipts/email-intake.ts). Other pub/sub routes
 * are not this handler's.
 */
import { ZodError } from 'zod'
import { receiveReceiptEmail } from '../../domains/receipts/email-intake.ts'
import { onEvent, PermanentJobError } from '../registry.ts'

onEvent({
  name: 'receipts.email-intake',
  source: 'pubsub',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    const { route, body } = event.payload as { route?: string; body?: unknown }
    if (route !== 'receipts') return { skipped: `route ${route}` }
    try {
      return await receiveReceiptEmail({ tx, body })
    } catch (e) {
      if (e instanceof ZodError)
        throw new PermanentJobError(`The mail is not in the receipt intake's shape: ${e.message}`)
      throw e
    }
  },
})
