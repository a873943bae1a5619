/**
 * The receipts' subscribers of the event bus: new Plaid or Ramp lines (`plaid-transaction-upsert`,
 * `ramp-transaction-upsert`) match the organization's receipts that were waiting for their transaction
 * (domains/receipts/match-waiting-receipts.ts).
 */
import type { TEventSource, TEventType } from '../../../shared/schemas/events.ts'
import { matchWaitingReceipts } from '../../domains/receipts/match-waiting-receipts.ts'
import { onEvent } from '../registry.ts'

const NEW_LINES: [TEventSource, TEventType][] = [
  ['plaid', 'plaid-transaction-upsert'],
  ['ramp', 'ramp-transaction-upsert'],
]

for (const [source, eventType] of NEW_LINES)
  onEvent({
    name: `receipts.on-${eventType}`,
    source,
    eventType,
    handle: async ({ tx, event }) =>
      event.organizationId
        ? await matchWaitingReceipts({ tx, organizationId: event.organizationId })
        : { skipped: 'no organization' },
  })
