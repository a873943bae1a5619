/**
 * `quickbooks.on-update-qb-entity`: a purchase, deposit or journal entry the product updated in QuickBooks (a
 * categorisation write-back) refreshes its stored copy from the entity QuickBooks answered with, in this job's
 * transaction: the copy, its search entry and the AMC detection (a line moved out of Ask My Client stops being a
 * question) are right before QuickBooks' own webhook arrives. The upsert is idempotent; a copy already at a newer
 * SyncToken is left as it is.
 */
import { z } from 'zod'
import { upsertCopy } from '../../domains/quickbooks-sync/store-ledger-copies.ts'
import { PermanentJobError, onEvent } from '../registry.ts'

const ENTITY = { purchase: 'Purchase', deposit: 'Deposit', 'journal-entry': 'JournalEntry' } as const
const TABLE = {
  purchase: ['quickbooks_purchases', 'qb_purchase_id'],
  deposit: ['quickbooks_deposits', 'qb_deposit_id'],
  'journal-entry': ['quickbooks_journal_entries', 'qb_journal_entry_id'],
} as const
const ZPayload = z.object({
  organizationId: z.uuid(),
  entityType: z.enum(['purchase', 'deposit', 'journal-entry']),
  entity: z.looseObject({ Id: z.coerce.string(), SyncToken: z.coerce.string().optional(), TxnDate: z.string() }),
})

onEvent({
  name: 'quickbooks.on-update-qb-entity',
  source: 'haven',
  eventType: 'update-qb-entity',
  handle: async ({ tx, event }) => {
    const parsed = ZPayload.safeParse(event.payload)
    if (!parsed.success) throw new PermanentJobError(`Not an updated entity: ${parsed.error.issues[0]?.message}`)
    const { organizationId, entityType, entity } = parsed.data
    const [table, idColumn] = TABLE[entityType]
    const [stored] = await tx`select raw_data ->> 'SyncToken' as sync_token from ${tx('public.' + table)}
      where organization_id = ${organizationId} and ${tx(idColumn)} = ${entity.Id}`
    if (stored?.sync_token && entity.SyncToken && Number(stored.sync_token) > Number(entity.SyncToken))
      return { skipped: 'the stored copy is newer' }
    await upsertCopy(tx, organizationId, ENTITY[entityType], entity)
    return { refreshed: `${ENTITY[entityType]} ${entity.Id}` }
  },
})
