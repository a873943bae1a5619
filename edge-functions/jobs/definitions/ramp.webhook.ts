/**
 * `ramp.webhook`: each Ramp webhook the intake recorded (a `webhook` event from source ramp, payload
 * `{ route, accountId: <business id>, body: <Ramp's event> }`) acts once, in the dispatch's transaction: see
 * domains/ramp/handle-webhook.ts.
 */
import { handleRampWebhook, MalformedRampWebhook } from '../../domains/ramp/handle-webhook.ts'
import { onEvent, PermanentJobError } from '../registry.ts'

onEvent({
  name: 'ramp.webhook',
  source: 'ramp',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    try {
      return await handleRampWebhook({
        tx,
        organizationId: event.organizationId,
        body: (event.payload as { body?: unknown } | null)?.body,
      })
    } catch (e) {
      if (e instanceof MalformedRampWebhook) throw new PermanentJobError(e.message)
      throw e
    }
  },
})
