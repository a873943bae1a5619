/** Looks up the connection (organization and own signing secret) for a provider account before verifying. */
import { db } from '../../_shared/db.ts'
import type { TEventSource } from '../../../shared/schemas/events.ts'

export type Connection = { organization_id: string; signing_secret: string | null }

export async function findWebhookConnection({
  provider,
  accountId,
}: {
  provider: TEventSource
  accountId: string | null | undefined
}): Promise<Connection | undefined> {
  if (!accountId) return undefined
  const [row] =
    await db()`select organization_id, signing_secret from private.find_webhook_connection(${provider}, ${accountId})`
  return row as Connection | undefined
}
