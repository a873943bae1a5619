/**
 * An item as the jobs use it: its connection, plaid_items row, access token and accounts, read through the service
 * role. `lock` takes the item's row lock, so two syncs of one item (the first sync and a webhook's) run one after the
 * other and the second starts from the cursor the first saved.
 */
import type { Tx } from '../../_shared/db.ts'
import { type Connection, findConnection, loadSecret } from '../connections/connection-store.ts'

export type ItemRow = {
  id: string
  item_id: string
  organization_id: string
  institution_name: string | null
  transactions_cursor: string | null
  connection_broken: boolean
  consent_expiration_time: Date | null
}

export type LoadedItem = { connection: Connection; item: ItemRow; accessToken: string; accounts: Map<string, string> }

export async function loadItem(
  tx: Tx,
  connectionId: string,
  opts: { lock?: boolean } = {},
): Promise<LoadedItem | undefined> {
  const connection = await findConnection(tx, { id: connectionId })
  if (connection?.provider !== 'plaid') return undefined
  const [item] = opts.lock
    ? await tx`select * from public.plaid_items where connection_id = ${connectionId} for update`
    : await tx`select * from public.plaid_items where connection_id = ${connectionId}`
  const secret = await loadSecret<{ token: string }>(tx, connectionId, 'access_token')
  if (!item || !secret) return undefined
  const accounts = await tx`select id, account_id from public.bank_accounts where plaid_item_id = ${item.id}`
  return {
    connection,
    item: item as unknown as ItemRow,
    accessToken: secret.value.token,
    accounts: new Map(accounts.map((a) => [a.account_id as string, a.id as string])),
  }
}

/** The live Plaid connection of an organization that a webhook's item_id names. */
export async function connectionForItem(tx: Tx, organizationId: string | null, itemId: string) {
  const rows = await tx`select id from public.provider_connections
    where provider = 'plaid' and external_id = ${itemId} and status <> 'disconnected'
      ${organizationId ? tx`and organization_id = ${organizationId}` : tx``}
    order by connected_at desc limit 1`
  return rows[0]?.id as string | undefined
}
