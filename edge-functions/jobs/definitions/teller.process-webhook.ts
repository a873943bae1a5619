/**
 * `teller.process-webhook`: each Teller webhook the intake recorded (a `webhook` event from source `teller`, payload
 * `{ route, accountId: <enrollment id>, body: <Teller's webhook> }`) applied once, in the dispatch's transaction.
 */
import { handleTellerWebhook, MalformedTellerWebhook } from '../../domains/teller/handle-webhook.ts'
import { onEvent, PermanentJobError } from '../registry.ts'

onEvent({
  name: 'teller.process-webhook',
  source: 'teller',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    const { accountId, body } = event.payload as { accountId?: string | null; body?: unknown }
    try {
      return await handleTellerWebhook({
        tx,
        organizationId: event.organizationId,
        enrollmentId: accountId ?? null,
        body,
      })
    } catch (e) {
      if (e instanceof MalformedTellerWebhook) throw new PermanentJobError(e.message)
      throw e
    }
  },
})
