/**
 * `quickbooks.apply-entity-change`: each QuickBooks entity-change webhook (recorded by the intake as a `webhook`
 * event with payload {route, accountId, body}, the delivery's body being {realmId, entity}) refreshes the stored copy
 * of that record. Runs outside the job
 * transaction for the QuickBooks calls; the copy writes are idempotent, so a retry is harmless.
 */
import { ZEntityChange } from '../../../shared/schemas/quickbooks.ts'
import { z } from 'zod'
import { applyEntityChanges } from '../../domains/quickbooks-sync/apply-entity-changes.ts'
import { PermanentJobError, onEvent } from '../registry.ts'

const ZPayload = z.object({ realmId: z.string().min(1), entity: ZEntityChange })

onEvent({
  name: 'quickbooks.apply-entity-change',
  source: 'quickbooks',
  eventType: 'webhook',
  handle: async ({ event }) => {
    const parsed = ZPayload.safeParse((event.payload as { body?: unknown } | null)?.body)
    if (!parsed.success)
      throw new PermanentJobError(`Not a QuickBooks entity change: ${parsed.error.issues[0]?.message}`)
    return await applyEntityChanges({ realmId: parsed.data.realmId, entities: [parsed.data.entity] })
  },
})
