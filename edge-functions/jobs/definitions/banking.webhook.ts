/**
 * `banking.webhook`: every banking core webhook the intake recorded (a `webhook` event from source banking, payload
 * {route, accountId, body}) acts once, in this job's transaction: see domains/banking/handle-webhook.ts.
 */
import { handleBankingWebhook } from '../../domains/banking/handle-webhook.ts'
import { onEvent } from '../registry.ts'

onEvent({
  name: 'banking.webhook',
  source: 'banking',
  eventType: 'webhook',
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 30 },
  handle: async ({ tx, event }) =>
    await handleBankingWebhook({
      tx,
      organizationId: event.organizationId,
      body: (event.payload as { body?: unknown } | null)?.body,
    }),
})
