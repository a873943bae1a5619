/**
 * Looks up the live connection a webhook names (provider and the provider's account id) before verifying, with its
 * own signing secret decrypted when it has one (Stripe endpoints and Gusto subscriptions may).
 */
import { db } from '../../_shared/db.ts'
import type { TEventSource } from '../../../shared/schemas/events.ts'
import { connectionSecretKey } from '../connections/config.ts'
import { decryptSecret } from '../connections/secret-crypto.ts'

export type Connection = { organization_id: string; connection_id: string; signing_secret: string | null }

export async function findWebhookConnection({
  provider,
  accountId,
}: {
  provider: TEventSource
  accountId: string | null | undefined
}): Promise<Connection | undefined> {
  if (!accountId) return undefined
  const [row] =
    await db()`select organization_id, connection_id, signing_secret from private.find_webhook_connection(${provider}, ${accountId})`
  if (!row) return undefined
  return {
    organization_id: row.organization_id,
    connection_id: row.connection_id,
    signing_secret: row.signing_secret
      ? await decryptSecret<string>(new Uint8Array(row.signing_secret), connectionSecretKey())
      : null,
  }
}
