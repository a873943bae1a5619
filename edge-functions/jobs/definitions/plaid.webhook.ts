/**
 * `plaid.webhook`: every Plaid webhook the intake recorded (a `webhook` event from source plaid, payload
 * {route, accountId, body}) acts once, in this job's transaction: see domains/plaid/handle-webhook.ts.
 */
import { handlePlaidWebhook } from '../../domains/plaid/handle-webhook.ts'
import { onEvent } from '../registry.ts'

onEvent({
  name: 'plaid.webhook',
  source: 'plaid',
  eventType: 'webhook',
  // a SYNC_UPDATES_AVAILABLE after a long silence syncs for one step, then queues plaid.sync for the rest
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
  handle: async ({ tx, sql, event, signal, stepUsedUp }) =>
    await handlePlaidWebhook({
      tx,
      sql,
      organizationId: event.organizationId,
      body: (event.payload as { body?: unknown } | null)?.body,
      signal,
      stepUsedUp,
    }),
})
