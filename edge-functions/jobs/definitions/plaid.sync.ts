/**
 * `plaid.sync`: an item's transactions from its saved cursor, then its balances; queued by the connect callback (the
 * first sync, with the statements fetch) and on demand. Progress shows the pages stored.
 */
import { plaidSyncJob } from '../../../shared/schemas/plaid.ts'
import { syncItem } from '../../domains/plaid/sync-item.ts'
import { registerJob } from '../registry.ts'

registerJob(
  plaidSyncJob,
  async ({ tx, sql, payload, signal, progress }) =>
    await syncItem({
      tx,
      sql,
      connectionId: payload.connectionId,
      signal,
      onPage: (c) =>
        progress({ step: 'transactions', pages: c.pages, added: c.added, modified: c.modified, removed: c.removed }),
    }),
)
