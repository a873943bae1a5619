/**
 * `stripe.on-balance-transaction-insert`: balance transactions stored for an ended month not posted yet queue the
 * organization's `stripe.post` (domains/stripe/queue-posting-on-insert.ts), one per organization however many
 * batches arrive.
 */
import { queuePostingOfEndedMonths } from '../../domains/stripe/queue-posting-on-insert.ts'
import { onEvent } from '../registry.ts'

onEvent({
  name: 'stripe.on-balance-transaction-insert',
  source: 'stripe',
  eventType: 'balance-transaction-insert',
  handle: ({ tx, event }) => queuePostingOfEndedMonths({ tx, orgId: event.organizationId }),
})
