/**
 * What each provider supplies to the one connect path (start → provider's page → callback → store → first sync) and
 * the one disconnect path. The generic code (integrations/: start-connection, complete-connection,
 * disconnect-connection) checks who may connect, signs and verifies the OAuth `state`, and records the outcome; an
 * adapter only speaks its provider's protocol. Each provider keeps its adapter in its own folder
 * (`<provider>-connect.ts`); integrations/registry.ts, the only file that knows every provider, lists them.
 */
import type { Tx } from '../../_shared/db.ts'
import type { Connection, Provider } from './connection-store.ts'

export type StartArgs = {
  organizationId: string
  userId: string
  /** Signed, expiring, bound to the provider, organization and user; the callback must hand it back. */
  state: string
  /** This provider's public callback: `${SUPABASE_URL}/functions/v1/webhooks/api/<provider>/callback`. */
  redirectUri: string
}

export type CompleteArgs = {
  organizationId: string
  userId: string
  /** The callback's query string (code, realmId, public_token …), state already verified. */
  query: Record<string, string>
  redirectUri: string
}

export type ConnectAdapter = {
  provider: Provider
  /** Where to send the browser: an OAuth authorize URL, Plaid's Hosted Link, Teller Connect. */
  start(args: StartArgs): Promise<{ url: string }>
  /**
   * Exchanges what the callback received for credentials and stores the connection(s) with `upsertConnection` and
   * `saveSecret` in `tx`. Outside calls happen before `tx` writes; a refusal throws AppError('bad_request', …) with
   * a sentence the user can act on.
   */
  complete(tx: Tx, args: CompleteArgs): Promise<Connection[]>
  /** After the connection is stored (same transaction): enqueue its first sync, emit its event. */
  afterConnect?(tx: Tx, connection: Connection): Promise<void>
  /** Revokes at the provider, best effort (the stored connection is ended whatever it answers). */
  revoke?(tx: Tx, connection: Connection): Promise<void>
  /** After the connection is marked disconnected (same transaction): clear what mirrors it elsewhere. */
  afterDisconnect?(tx: Tx, connection: Connection): Promise<void>
}
